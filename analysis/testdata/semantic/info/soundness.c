// Loops autoscoping must keep sequential (§2.5.2: a kernels construct runs
// a loop in parallel only where the analysis proves it safe), found wrong
// by writing kernels the way users do.
#define N 1000
double a[N], b[N];

// A kernels scalar is implicitly copy (§2.6.2): the host reads, after the
// region, the value the last iteration that assigned it left. A private
// copy per iteration would lose it.
double last_positive(void) {
    int last = -1;
    #pragma acc kernels copyin(a) /* INFO@17 "implicit copy\\(last\\): 'last' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    for (int i = 0; i < N; i++) /* INFO@5 "loop runs sequentially: 'last' is written in the loop and is in an implicit 'copy' clause .*\\[loop-seq\\]" */
        if (a[i] > 0)
            last = i;
    return last;
}

double last_value(void) {
    double s = 0;
    #pragma acc kernels copyin(a) copyout(b) /* INFO@17 "implicit copy\\(s\\): 's' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs sequentially: 's' is written in the loop and is in an implicit 'copy' clause \\(§2.*\\[loop-seq\\]" */
        s = a[i] * 2;
        b[i] = s;
    }
    return s;
}

// Not read after the region: a temporary, private to each iteration.
void temporary(void) {
    double s;
    #pragma acc kernels copyin(a) copyout(b) /* INFO@17 "implicit copy\\(s\\): 's' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */ /* INFO@5 "'s' is private to each iteration: written before it is read in every iteration \\(§2\\.6\\.1\\).*\\[private\\]" */
        s = a[i] * 2;
        b[i] = s + 1;
    }
}

// The same with an explicit copy: the clause asks for the value.
double explicit_copy(void) {
    int last = -1;
    #pragma acc kernels copyin(a) copy(last)
    for (int i = 0; i < N; i++) /* INFO@5 "loop runs sequentially: 'last' is written in the loop and is in a 'copy' clause, so its va.*\\[loop-seq\\]" */
        if (a[i] > 0)
            last = i;
    return last;
}

// A pointer declared in the loop is private, but the data it points to is
// not (§2.6.1 makes the variable private, not its target): q[0] = q[-1]
// is x[i] = x[i-1] (sem_dependence_rowptr.go reads q as x + i).
void private_pointer(double *restrict x) {
    #pragma acc kernels copy(x[0:N])
    for (int i = 1; i < N; i++) { /* INFO@5 "loop runs sequentially: loop-carried flow dependence: q\\[0\\] is written and q\\[-1\\] reads it 1 iteration later \\(strong SIV test\\).*\\[loop-seq\\]" */
        double *q = x + i;
        q[0] = q[-1] + 1;
    }
}

// Pointer arithmetic names elements too: *(x + i) is x[i].
void arithmetic(double *restrict x) {
    #pragma acc kernels copy(x[0:N])
    for (int i = 1; i < N; i++) /* INFO@5 "loop runs sequentially: loop-carried flow dependence: \\*\\(x \\+ i\\) is written and \\*\\(x \\+ i - 1\\).*\\[loop-seq\\]" */
        *(x + i) = *(x + i - 1) + 1;
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N - 1; i++) /* INFO@5 "loop runs sequentially: loop-carried flow dependence: \\(x \\+ 1\\)\\[i\\] is written and x\\[i\\] reads.*\\[loop-seq\\]" */
        (x + 1)[i] = x[i];
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N - 1; i++) /* INFO@5 "loop runs sequentially: loop-carried anti dependence: \\*\\(\\&x\\[i\\] \\+ 1\\) is read and x\\[i\\] overwr.*\\[loop-seq\\]" */
        x[i] = *(&x[i] + 1);
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N; i++) /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        *(x + i) = 2 * *(x + i);
    // An element at a place no test can read.
    #pragma acc kernels copy(x[0:N])
    for (int i = 1; i < N; i++) /* INFO@5 "loop runs sequentially: x\\[i - 1\\] and \\*\\(i > 1 \\? x \\+ i : x\\) cannot be compared.*\\[loop-seq\\]" */
        *(i > 1 ? x + i : x) = x[i - 1];
}

// restrict promises that no pointer not based on x reaches x's data
// (C11 6.7.3.1); p is based on x, so it may.
void based_on(double *restrict x, double *restrict y, double *z) {
    double *p = x + 1;
    #pragma acc kernels copy(x[0:N]) /* INFO@17 "implicit copy\\(p\\[0:999\\]\\): the region indexes pointer 'p' and the loop bounds give the secti.*\\[implicit-data\\]" */
    for (int i = 0; i < N - 1; i++) /* INFO@5 "loop runs sequentially: 'p' may point into the data of restrict pointer 'x', from which it.*\\[loop-seq\\]" */
        p[i] = x[i];
    // z is a parameter the function never assigns: not based on x.
    #pragma acc kernels copy(x[0:N], z[0:N])
    for (int i = 0; i < N - 1; i++) /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        z[i + 1] = x[i];
    #pragma acc kernels copy(x[0:N], y[0:N])
    for (int i = 0; i < N - 1; i++) /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        y[i + 1] = x[i];
}

// A conversion to a narrower type wraps: (unsigned char)i is 0 again at
// i = 256, so two iterations write one element.
void narrowing(double *restrict x) {
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N; i++) /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscript \\(unsi.*\\[loop-seq\\]" */
        x[(unsigned char)i] = i;
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs sequentially: a loop-carried dependence cannot be ruled out: the subscripts of x.*\\[loop-seq\\]" */
        unsigned char c = i;
        x[c] = i;
    }
    // Widening keeps the value.
    #pragma acc kernels copy(x[0:N])
    for (int i = 0; i < N; i++) { /* INFO@5 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found.*\\[loop-parallel\\]" */
        long c = i;
        x[(long)c] = i;
    }
}
