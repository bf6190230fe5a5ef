// A data clause that writes a const object back: copy, copyout and update
// self write the host copy, which for a file-scope const object is in
// read-only memory (§2.7.6, §2.7.8, §2.14.4; C11 §6.7.3).
#define N 100
static const double alpha = 2.0;
static const double w[5] = {1, 2, 3, 4, 5};
const int n = N;
double x[N];

void writes(void) {
    #pragma acc parallel loop copy(alpha) /* ERROR "'alpha' is const, but copy on the 'parallel loop' directive would write the device data back into it \\(§2.7.6\\); a const object cannot be written: use copyin \\[const-data-write\\]" */
    for (int i = 0; i < N; i++)
        x[i] = alpha;
    #pragma acc data copyout(w) /* ERROR "'w' is const, but copyout on the 'data' directive would write the device data back into it \\(§2.7.8\\)" */
    {
        #pragma acc update self(w[0:2]) /* ERROR "'w' is const, but update self would write the device data back into it \\(§2.14.4\\)" */
    }
    #pragma acc exit data copyout(n) /* ERROR "'n' is const, but copyout on the 'exit data' directive" */
}

// Reading them is fine, explicitly or implicitly: no diagnostic.
void reads(const double *p) {
    #pragma acc parallel loop copyin(alpha, w)
    for (int i = 0; i < N; i++)
        x[i] = alpha * w[i % 5];
    #pragma acc kernels
    for (int i = 0; i < n; i++)
        x[i] += alpha * w[i % 5];
    // a pointer to const may point to writable data
    #pragma acc parallel loop copy(p[0:N])
    for (int i = 0; i < N; i++)
        x[i] = p[i];
}
