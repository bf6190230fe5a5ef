// Subarray bounds and element indices are integer expressions, and a
// length is not negative (§2.7.1), in data clauses, update and cache.
#define HALF 0.5
#define W 8

struct mesh { int n; double h; float *u; };

void f(int n, float *p, double x, struct mesh *m, char c, long first, unsigned len) {
    #pragma acc data copy(p[x:n]) /* ERROR "a subscript of 'p' must be an integer expression; 'x' has type double \\[subarray-not-integer\\]" */
    { }
    #pragma acc enter data copyin(p[0:n*HALF]) /* ERROR "a subscript of 'p' must be an integer expression; 'n\\*HALF' has type double" */
    #pragma acc update device(m->u[0:m->h]) /* ERROR "a subscript of 'm->u' must be an integer expression; 'm->h' has type double" */
    #pragma acc update self(p[1.5f]) /* ERROR "a subscript of 'p' must be an integer expression; '1.5f' has type float" */
    #pragma acc data copyin(p[0:-4]) /* ERROR "the subarray of 'p' has a negative length, -4 \\[subarray-out-of-bounds\\]" */
    { }
    #pragma acc exit data delete(p[2:W-10]) /* ERROR "the subarray of 'p' has a negative length, -2" */
    #pragma acc parallel loop copy(p[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc cache(p[i:-1]) /* ERROR "the subarray of 'p' has a negative length, -1" */
        p[i] += 1;
    }
    // Integer bounds of every integer type, casts of floating values, and a
    // pointer's negative lower bound (p may point into an array) are fine.
    #pragma acc data copy(p[c:len], m->u[first:(int)(m->h * 2)])
    { }
    #pragma acc data copyin(p[(long)x:n])
    { }
    #pragma acc data copyin(p[-2:4])
    { }
    #pragma acc update self(p[0:0])
    #pragma acc parallel loop copy(p[0:n])
    for (int i = 0; i < n; i++) {
        #pragma acc cache(p[i:W])
        p[i] += 1;
    }
}
