// Macros in directive lines (§2.1: the tokens after the directive name are
// macro-replaced, as GCC does). A macro standing where a clause name stands
// is expanded; what is wrong in its expansion is reported at the
// invocation, with a note at the #define when the text is written there.
// Arguments keep their own columns. The directive name is not expanded.
#include "include/clause_macros.h"
#define N 64
#define COPYIN(x) copyin(x)
#define DATA_CLAUSES copyin(a[0:N]) copyout(b[0:N]) /* NOTE@29 "in the expansion of 'DATA_CLAUSES', written here" */
#define OUTER DATA_CLAUSES COPYIN(c[0:N])
#define RED(op, v) reduction(op:v)
#define GANGS(n) num_gangs(n)
#define VL 128
#define BOUNDED(x) copyin(x[0:N])
#define BADCLAUSE copyinn(a) /* NOTE@9 "'BADCLAUSE' is defined here" */
#define PL parallel
#define CAT(p, q) p##q
#define LOOPY(x) LOOPY(x) copy(x) /* NOTE@9 "'LOOPY' is defined here" */

void ok(float *a, float *b, float *c, int n) {
    float s = 0;
#pragma acc data OUTER
    {
#pragma acc parallel loop present(a[0:N], b[0:N]) COPYIN(c[0:n]) GANGS(4) vector_length(VL) RED(+, s)
        for (int i = 0; i < N; i++) s += a[i] + b[i] + c[i];
    }
#pragma acc parallel CAT(copy, in)(a[0:n])
    { }
}

void wrong(float *b) {
#pragma acc data DATA_CLAUSES /* ERROR@18 "'a' in 'copyin' is not declared \\[undeclared-variable\\]" */
    { }
#pragma acc parallel COPYIN(y[0:N]) /* ERROR@29 "'y' in 'copyin' is not declared" */
    { }
#pragma acc parallel BOUNDED(b) /* ERROR@22 "a clause argument built by macro 'BOUNDED' from text that is not written at one place in this file is not supported by accls compile yet \\[unsupported\\]" */
    { }
#pragma acc parallel BADCLAUSE /* ERROR@22 "'copyinn' is not an OpenACC clause; did you mean 'copyin'\\? \\[unknown-clause\\]" */
    { }
#pragma acc PL /* ERROR@13 "'PL' is not an OpenACC directive" */
    { }
#pragma acc parallel COPYIN(b, b) /* ERROR@22 "macro 'COPYIN' takes 1 argument, 2 given \\[syntax\\]" */
    { }
#pragma acc parallel LOOPY(b[0:1]) /* ERROR@22 "'LOOPY' is not an OpenACC clause" */
    { }
}

// A header's macro: its argument is written here; a bound its replacement
// list writes is text of the header, which accls cannot read by range.
void header(float *a, int n) {
#pragma acc parallel HDR_COPY(a[0:n])
    { }
#pragma acc parallel HDR_GANGS /* ERROR@22 "a clause argument built by macro 'HDR_GANGS' from text that is not written at one place in this file is not supported" */
    { }
}
