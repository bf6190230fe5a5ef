// Counts (count_args.go): num_gangs, num_workers, vector_length
// (§2.5.10-§2.5.12), gang's num: and static:, worker and vector on a loop
// (§2.9.2-§2.9.4) must be integers, and one that is constant must be at
// least 1: a literal is bad-argument, a macro or an enumeration constant
// argument-not-positive. Counts that are variables are fine.
#define NONE 0
#define VL 128
enum { ZERO_W = 0, FOUR = 4 };

void counts(int n, int g, float q, float *a) {
    #pragma acc parallel loop num_gangs(0) copy(a[0:n]) /* ERROR "a number of gangs must be at least 1; it is 0 \\(§2.5.10\\) \\[bad-argument\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop num_workers(-1) vector_length(NONE) copy(a[0:n]) /* ERROR "a number of workers must be at least 1; it is -1 \\(§2.5.11\\) \\[bad-argument\\]" */ /* ERROR "a vector length must be at least 1; 'NONE' is 0 \\(§2.5.12\\) \\[argument-not-positive\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop num_gangs(g, FOUR - 4) copy(a[0:n]) /* ERROR "a number of gangs must be at least 1; 'FOUR - 4' is 0 \\(§2.5.10\\) \\[argument-not-positive\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop num_workers(q) copy(a[0:n]) /* ERROR "the argument of 'num_workers' must be an integer expression; 'q' has type float \\(§2.5.11\\) \\[argument-not-integer\\]" */
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc kernels copy(a[0:n])
    {
        #pragma acc loop gang(num:ZERO_W) worker(0) vector(length:NONE) /* ERROR "a number of gangs must be at least 1; 'ZERO_W' is 0 \\(§2.9.2\\) \\[argument-not-positive\\]" */ /* ERROR "a number of workers must be at least 1; it is 0 \\(§2.9.3\\) \\[bad-argument\\]" */ /* ERROR "a vector length must be at least 1; 'NONE' is 0 \\(§2.9.4\\) \\[argument-not-positive\\]" */
        for (int i = 0; i < n; i++) a[i] = 0;
        #pragma acc loop gang(q) /* ERROR "the argument of 'gang' must be an integer expression; 'q' has type float \\(§2.9.2\\) \\[argument-not-integer\\]" */
        for (int i = 0; i < n; i++) a[i] = 0;
    }
    #pragma acc parallel copy(a[0:n])
    {
        #pragma acc loop gang(static:NONE) /* ERROR "the chunk size of 'static:' must be at least 1; 'NONE' is 0 \\(§2.9.2\\) \\[argument-not-positive\\]" */
        for (int i = 0; i < n; i++) a[i] = 0;
        #pragma acc loop gang(static:-2) /* ERROR "the chunk size of 'static:' must be at least 1; it is -2 \\(§2.9.2\\) \\[bad-argument\\]" */
        for (int i = 0; i < n; i++) a[i] = 0;
        #pragma acc loop gang(static:q) /* ERROR "the argument of 'gang' must be an integer expression; 'q' has type float \\(§2.9.2\\)" */
        for (int i = 0; i < n; i++) a[i] = 0;
    }
}

// Valid counts: positive constants, macros, enumeration constants,
// variables, and static:*.
void valid_counts(int n, int g, int w, float *a) {
    #pragma acc parallel loop num_gangs(g) num_workers(w) vector_length(VL) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc parallel loop num_gangs(FOUR, 2) vector_length(VL / 2) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 0;
    #pragma acc kernels copy(a[0:n])
    {
        #pragma acc loop gang(num:FOUR) worker(w) vector(length:VL)
        for (int i = 0; i < n; i++) a[i] = 0;
    }
    #pragma acc parallel copy(a[0:n])
    {
        #pragma acc loop gang(static:*)
        for (int i = 0; i < n; i++) a[i] = 0;
        #pragma acc loop gang(static:FOUR)
        for (int i = 0; i < n; i++) a[i] = 0;
    }
}
