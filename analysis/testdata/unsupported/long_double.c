// Long double data the host laid out (arrays, members, what pointers
// point to) keeps x86-64's 16-byte long double, which the device's double
// cannot read; only long double scalars of compute constructs are
// converted (openclgen/longdouble.go), so long double in the data clauses
// of other directives, and on an async compute construct, are limits too.
struct cell { double w; long double e; };

void arrays(int n, long double *a) {
#pragma acc parallel loop copy(a[0:n]) /* ERROR@32 "long double data in device memory \\('a\\[0:n\\]'; the host stores long double in 16 bytes.*\\[unsupported\\]" */
    for (int i = 0; i < n; i++)
        a[i] *= 2; /* ERROR "'a' without a data attribute" */ /* ERROR "the variable 'a' here" */ /* WARNING "long double arithmetic here is computed as double" */
}

void data_region(int n, double *x) {
    long double s = 0;
#pragma acc data copy(s) /* ERROR@23 "the long double 's' in a data clause of the 'data' directive \\(only a compute construct converts a long double scalar.*\\[unsupported\\]" */
    {
#pragma acc parallel loop copyin(x[0:n]) reduction(+:s)
        for (int i = 0; i < n; i++)
            s += x[i]; /* WARNING "'s' is long double" */
    }
}

void queued(int n, double *x) {
    long double s = 0;
#pragma acc parallel loop copyin(x[0:n]) reduction(+:s) async(1) /* ERROR@1 "the long double scalar 's' on a compute construct with async.*\\[unsupported\\]" */
    for (int i = 0; i < n; i++)
        s += x[i]; /* WARNING "'s' is long double" */
#pragma acc wait(1)
}

void members(int n, struct cell *c, double *y) {
#pragma acc parallel loop copyin(c[0:n]) copyout(y[0:n]) /* ERROR@34 "long double data in device memory \\('c\\[0:n\\]'" */
    for (int i = 0; i < n; i++)
        y[i] = c[i].w; /* ERROR "'c' without a data attribute" */ /* ERROR "the variable 'c' here" */
}

void local_array(int n, double *y) {
#pragma acc parallel loop copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        long double t[2] = {i, 1}; /* ERROR@21 "long double data in device memory \\('long double\\[2\\]'" */
        y[i] = (double)(t[0] + t[1]); /* WARNING@24 "long double arithmetic here" */ /* ERROR@25 "the variable 't' here" */ /* ERROR@32 "the variable 't' here" */
    }
}

void updates(void) {
    long double u = 1;
#pragma acc enter data copyin(u) /* ERROR "the long double 'u' in a data clause of the 'enter data' directive" */
#pragma acc update device(u) /* ERROR "the long double 'u' in a data clause of the 'update' directive" */
}
