/* Functions defined in the same file and called in compute regions
 * without a routine directive: OpenACC 3.3 §2.15.1 gives them an implicit
 * routine seq, also to the function they call in turn. */
#include <stdio.h>

#define N 5000

static int collatz_len(long v)
{
    int k = 0;
    while (v != 1) {
        v = (v % 2) ? 3 * v + 1 : v / 2;
        k++;
    }
    return k;
}

static double poly(double x) { return (x * x - 3.0) * 0.5; }

static double twice_poly(double x) { return 2.0 * poly(x); }

int main(void)
{
    int len[N];
    double p[N];
#pragma acc parallel loop copyout(len[0:N], p[0:N])
    for (int i = 0; i < N; i++) {
        len[i] = collatz_len(i + 1);
        p[i] = twice_poly(i);
    }
    for (int i = 0; i < N; i++)
        if (len[i] != collatz_len(i + 1) || p[i] != twice_poly(i)) {
            printf("shape_implicit_routine: %d: %d %g\n", i, len[i], p[i]);
            return 1;
        }
    printf("shape_implicit_routine: len(27)=%d ok\n", len[26]);
    return 0;
}
