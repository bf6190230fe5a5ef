/* A small vector "class" as C libraries write it: a struct with a length
 * and a data pointer, created and destroyed with enter/exit data in its
 * constructor and destructor (the struct copied in, its member attached),
 * operations as functions with present clauses, and update self to read
 * results back. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    double *v;
} vec;

static vec *vec_new(int n, double fill)
{
    vec *x = malloc(sizeof *x);
    x->n = n;
    x->v = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
        x->v[i] = fill;
#pragma acc enter data copyin(x[0:1])
#pragma acc enter data copyin(x->v[0:n])
    return x;
}

static void vec_free(vec *x)
{
#pragma acc exit data delete(x->v[0:x->n])
#pragma acc exit data delete(x[0:1])
    free(x->v);
    free(x);
}

static void vec_axpy(double a, const vec *x, vec *y)
{
    int n = y->n;
    double *xv = x->v, *yv = y->v;
#pragma acc parallel loop present(xv[0:n], yv[0:n])
    for (int i = 0; i < n; i++)
        yv[i] += a * xv[i];
}

static void vec_iota(vec *x)
{
#pragma acc parallel loop present(x[0:1])
    for (int i = 0; i < x->n; i++)
        x->v[i] = i;
}

int main(void)
{
    int n = 10000;
    vec *x = vec_new(n, 0.0), *y = vec_new(n, 1.0);
    vec_iota(x);
    vec_axpy(2.0, x, y);
    vec_axpy(0.5, x, y);
#pragma acc update self(y->v[0:n])
    for (int i = 0; i < n; i++)
        if (y->v[i] != 1.0 + 2.5 * i) {
            printf("vector_struct: y[%d] = %g\n", i, y->v[i]);
            return 1;
        }
    vec_free(x);
    vec_free(y);
    printf("vector_struct: ok\n");
    return 0;
}
