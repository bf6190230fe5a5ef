// A const object the region uses without a clause is never copied back
// (§2.6.2): copyin where the spec says copy; a parallel construct's
// scalar stays firstprivate.
#define N 100
static const double alpha = 2.0;
static const double w[5] = {1, 2, 3, 4, 5};
double x[N];

void f(void) {
    #pragma acc kernels /* INFO "implicit copyin\\(alpha\\): 'alpha' is a scalar used in a kernels construct; 'alpha' is const, so nothing is copied back \\(§2.6.2\\) \\[implicit-data\\]" */ /* INFO "implicit copyin\\(w\\): 'w' is an array used in the region; 'w' is const, so nothing is copied back" */ /* INFO "implicit copy\\(x\\)" */
    for (int i = 0; i < N; i++) /* INFO "loop runs in parallel" */
        x[i] = alpha * w[i % 5];
    #pragma acc parallel loop /* INFO "implicit firstprivate\\(alpha\\)" */ /* INFO "implicit copyin\\(w\\)" */ /* INFO "implicit copy\\(x\\)" */
    for (int i = 0; i < N; i++) /* INFO "loop runs in parallel" */
        x[i] = alpha * w[i % 5];
}
