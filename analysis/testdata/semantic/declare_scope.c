// §2.13: a declare directive is in the scope that declares its vars, and
// a var appears at most once in the declare directives of a function or
// of the file scope.
float table[64]; /* NOTE "'table' is declared here" */
float coef[8];
float bias[8];
#pragma acc declare copyin(coef)
#pragma acc declare create(coef) /* ERROR "'coef' is already in a declare directive at file scope: a var may appear at most once in the declare directives of the file scope \\(§2.13\\) \\[declare-duplicate\\]" */

struct grid { float *v; int n; };

void f(int n, float *x, struct grid *g) {
    float t[8];
    #pragma acc declare create(table) /* ERROR "'table' is declared at file scope, not in 'f': a declare directive must be in the scope that declares its variables \\(§2.13\\) \\[declare-scope\\]" */
    #pragma acc declare create(t) copyin(x[0:n]) /* NOTE "the first declare directive names it here" */
    #pragma acc declare copy(t) /* ERROR "'t' is already in a declare directive of 'f': a var may appear at most once in the declare directives of a function \\(§2.13\\)" */
    {
        #pragma acc declare present(x[0:n]) /* ERROR "'x\\[0:n\\]' is already in a declare directive of 'f'" */
    }
    #pragma acc parallel loop present(t)
    for (int i = 0; i < 8; i++)
        t[i] = x[i];
}

// Valid: each function declares its own variables once; an extern
// declared in the function is the function's; a struct and its member are
// different vars; the file scope declares its globals once.
#pragma acc declare create(bias)

void g(int n, float *x, struct grid *s) {
    extern float ext[8];
    float t[8];
    #pragma acc declare copyin(x[0:n]) create(t) create(ext)
    #pragma acc declare copyin(s[0:1])
    #pragma acc declare copyin(s->v[0:n])
    #pragma acc parallel loop present(t, ext)
    for (int i = 0; i < 8; i++)
        t[i] = x[i] + ext[i];
}

void h(int n, float *x) {
    float t[8];
    #pragma acc declare copyin(x[0:n]) create(t)
    #pragma acc parallel loop present(t)
    for (int i = 0; i < 8; i++)
        t[i] = x[i];
}
