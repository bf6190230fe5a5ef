// gang loops hold worker loops hold vector loops (§2.9.2-2.9.4), on
// every device type; an orphaned loop fits its routine (§2.15.1).
#define N 64
float a[N][N][N];

void f(void) {
    #pragma acc parallel loop worker copy(a)
    for (int i = 0; i < N; i++) {
        #pragma acc loop gang /* ERROR "a gang loop may not be inside a worker loop \\(§2.9.2\\) \\[level-nesting\\]" */ /* NOTE@-2 "the enclosing worker loop is here" */
        for (int j = 0; j < N; j++)
            a[i][j][0] = 0;
    }
    #pragma acc parallel loop gang vector copy(a)
    for (int i = 0; i < N; i++) {
        #pragma acc loop worker /* ERROR "a worker loop may not be inside a 'gang, vector' loop" */
        for (int j = 0; j < N; j++)
            a[i][j][0] = 0;
    }
    #pragma acc kernels copy(a)
    {
        #pragma acc loop vector
        for (int i = 0; i < N; i++) {
            #pragma acc loop vector /* ERROR "a vector loop may not be inside a vector loop \\(§2.9.4\\)" */
            for (int j = 0; j < N; j++)
                a[i][j][0] = 0;
        }
    }
    #pragma acc parallel loop gang copy(a) device_type(nvidia) vector
    for (int i = 0; i < N; i++) {
        #pragma acc loop worker /* ERROR "a worker loop may not be inside a 'gang, vector' loop \\(for device type 'nvidia'\\)" */
        for (int j = 0; j < N; j++)
            a[i][j][0] = 0;
    }
    // The right order.
    #pragma acc parallel loop gang copy(a)
    for (int i = 0; i < N; i++) {
        #pragma acc loop worker
        for (int j = 0; j < N; j++) {
            #pragma acc loop vector
            for (int k = 0; k < N; k++)
                a[i][j][k] = 1;
        }
    }
}

#pragma acc routine worker /* NOTE "'row' is declared a worker routine here" */
void row(float *r, int n) {
    #pragma acc loop gang /* ERROR "a gang loop may not be in a 'worker' routine: its loops may use only worker, vector parallelism \\[routine-level\\]" */
    for (int i = 0; i < n; i++)
        r[i] = 0;
    #pragma acc loop vector
    for (int i = 0; i < n; i++)
        r[i] = 1;
}

#pragma acc routine seq
void one(float *r, int n) {
    #pragma acc loop vector /* ERROR "a vector loop may not be in a 'seq' routine: its loops may use only seq loops" */
    for (int i = 0; i < n; i++)
        r[i] = 0;
}

// §2.9.2: a gang(dim:d) loop may hold gang loops of lower dimensions.
void grid(float *a, int n) {
    #pragma acc parallel loop gang(dim:2) num_gangs(4, 8) copy(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop gang(dim:1)
        for (int j = 0; j < n; j++)
            a[i*n + j] = 0;
        #pragma acc loop gang // no dim: dim 1
        for (int j = 0; j < n; j++)
            a[i*n + j] += 1;
    }
    #pragma acc parallel loop gang(dim:1) copy(a[0:n*n])
    for (int i = 0; i < n; i++) {
        #pragma acc loop gang(dim:2) /* ERROR "a gang loop may not be inside a gang loop" */
        for (int j = 0; j < n; j++)
            a[i*n + j] = 0;
    }
}
