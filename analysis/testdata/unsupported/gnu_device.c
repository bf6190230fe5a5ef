// GNU C in device code: __builtin_expect is read as its value and
// translated; a statement expression and the builtins OpenCL C has no
// counterpart for are [unsupported] errors at their place, and the rest
// of the function is analysed.
#define likely(x) __builtin_expect(!!(x), 1)
#define SQUARE(v) ({ float _v = (v); _v * _v; })

void hints(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        if (likely(y[i] > 0))
            y[i] = __builtin_expect(y[i] < 1, 1) ? 1 : y[i];
}

void gnu(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++) {
        y[i] = SQUARE(y[i]); /* ERROR "a statement expression in device code.*\\[unsupported\\]" */
        y[i] += __builtin_fabsf(y[i]); /* ERROR "calling .__builtin_fabsf. in device code.*\\[unsupported\\]" */
        if (i > n)
            __builtin_unreachable(); /* ERROR "calling .__builtin_unreachable. in device code.*\\[unsupported\\]" */
    }
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = 0;
}
