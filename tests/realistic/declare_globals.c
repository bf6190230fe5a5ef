/* Global arrays and coefficients with declare create / copyin, updated
 * with update device after the host fills them, used by a routine seq
 * function without passing them as arguments (a lookup table). */
#include <math.h>
#include <stdio.h>

#define NT 256
#define N 20000

static double table[NT];
#pragma acc declare create(table)
static double coef[4] = {1.0, 0.5, 0.25, 0.125};
#pragma acc declare copyin(coef)

#pragma acc routine seq
static double lookup(int i)
{
    return table[i % NT] * coef[i % 4];
}

int main(void)
{
    static double out[N];
    for (int i = 0; i < NT; i++)
        table[i] = i * 2.0;
#pragma acc update device(table)
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++)
        out[i] = lookup(i) + lookup(i + 1);
    for (int i = 0; i < N; i++)
        if (out[i] != lookup(i) + lookup(i + 1)) {
            printf("declare_globals: out[%d] = %g\n", i, out[i]);
            return 1;
        }
    printf("declare_globals: ok\n");
    return 0;
}
