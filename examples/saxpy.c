/* saxpy with OpenACC: y = a*x + y on the accelerator, checked on the host. */
#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

int main(void)
{
    enum { N = 1 << 20 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
    if (!x || !y)
        return 1;
    for (int i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = 1.0f;
    }
    saxpy(N, 2.0f, x, y);
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (y[i] != 2.0f * (float)i + 1.0f)
            bad++;
    printf("saxpy: %s (%d wrong of %d)\n", bad ? "FAILED" : "ok", bad, N);
    free(x);
    free(y);
    return bad != 0;
}
