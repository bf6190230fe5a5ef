// deviceptr takes pointer variables (§2.7.4); attach and detach take
// pointers: a pointer variable, a pointer member, elements of an array of
// pointers (§2.7.12, §2.7.13).
struct mesh { float *x; int n; float w[8]; };
float table[64];
float *ptrs[8];

void nonpointers(int n, int k, struct mesh m, float *a) {
    #pragma acc parallel loop deviceptr(k) copy(a[0:n]) /* ERROR "'k' in 'deviceptr' has type int, not a pointer type \\(§2.7.4\\) \\[not-a-pointer\\]" */
    for (int i = 0; i < n; i++) a[i] = k;
    #pragma acc data deviceptr(table) /* ERROR "'table' in 'deviceptr' has type float\\[64\\], not a pointer type \\(§2.7.4\\)" */
    { }
    #pragma acc enter data attach(m.n) /* ERROR "'m.n' in 'attach' has type int, not a pointer type \\(§2.7.12\\) \\[not-a-pointer\\]" */
    #pragma acc exit data detach(table[0:4]) /* ERROR "'table\\[0:4\\]' in 'detach' has type float, not a pointer type \\(§2.7.13\\)" */
    #pragma acc parallel attach(m) /* ERROR "'m' in 'attach' has type struct mesh, not a pointer type" */
    { }
}

void pointers(int n, float *d, float b[], struct mesh *pm, float **rows, float *a) {
    #pragma acc parallel loop deviceptr(d, b) copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = d[i] + b[i];
    #pragma acc enter data copyin(pm[0:1], pm->x[0:n], rows[0:n])
    #pragma acc enter data attach(pm->x, rows[0:n], a[0:n], ptrs[0:8])
    #pragma acc exit data detach(pm->x, rows[0:n], a[0:n])
    #pragma acc exit data delete(pm->x[0:n], pm[0:1], rows[0:n])
}
