// x = expr binop x is an update form for every binop of §2.12, the
// non-commutative ones (- / << >>) included; expr still may not use x.
void f(int n, int *c, double *d, long *l) {
    int v;
    #pragma acc parallel loop copy(c[0:1], d[0:1], l[0:1])
    for (int i = 0; i < n; i++) {
        #pragma acc atomic update
        c[0] = i - c[0];
        #pragma acc atomic
        d[0] = 2.0 / d[0];
        #pragma acc atomic update
        l[0] = 1L << l[0];
        #pragma acc atomic update
        l[0] = 1024L >> l[0];
        #pragma acc atomic capture
        v = c[0] = 7 - c[0];
        #pragma acc atomic update
        c[0] = c[0] - c[0]; /* ERROR "the statement of 'atomic update' must be x = x binop expr or x = expr binop x, with x once on the right \\[atomic-form\\]" */
        #pragma acc atomic update
        c[0] = (i - c[0]) * 2; /* ERROR "the statement of 'atomic update' must be x = x binop expr or x = expr binop x, with x once on the right" */
    }
}
