/* The compatibility spellings of OpenACC 3.3: pcopyin, pcopy, pcopyout,
 * pcreate, present_or_copy, present_or_create clauses, and the routines
 * acc_pcopyin, acc_present_or_copyin, acc_pcreate, acc_present_or_create. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

int main(void)
{
    float *a = malloc(N * sizeof(float)), *b = malloc(N * sizeof(float));
    float *c = malloc(N * sizeof(float)), *d = malloc(N * sizeof(float)), *e = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
        c[i] = 1;
    }
    acc_pcopyin(a, N * sizeof(float));
    acc_present_or_copyin(a, N * sizeof(float));
    acc_pcreate(d, N * sizeof(float));
    acc_present_or_create(e, N * sizeof(float));
#pragma acc data pcopyin(a[0:N]) pcopyout(b[0:N]) pcopy(c[0:N]) pcreate(d[0:N]) present_or_create(e[0:N])
    {
#pragma acc parallel loop present_or_copy(c[0:N])
        for (int i = 0; i < N; i++) {
            d[i] = a[i] + 1;
            e[i] = d[i] * 2;
            b[i] = e[i];
            c[i] += a[i];
        }
    }
    acc_delete(a, N * sizeof(float));
    acc_delete(a, N * sizeof(float));
    acc_delete(d, N * sizeof(float));
    acc_delete(e, N * sizeof(float));
    for (int i = 0; i < N; i++)
        if (b[i] != 2.0f * (i + 1) || c[i] != 1.0f + i) {
            printf("shape_compat_names: %d: b %g c %g\n", i, b[i], c[i]);
            return 1;
        }
    printf("shape_compat_names: ok\n");
    return 0;
}
