/* Pointers to pointers and arrays of pointers as routine parameters, and
 * casts between integer and pointer types in device code (an aligned
 * address check), as found in codes with jagged arrays. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NR 64
#define NC 32

#pragma acc routine seq
static double row_sum(double **rows, int r, int n)
{
    double s = 0.0;
    for (int j = 0; j < n; j++)
        s += rows[r][j];
    return s;
}

#pragma acc routine seq
static int aligned8(const double *p) { return ((uintptr_t)p & 7u) == 0; }

int main(void)
{
    double **rows = malloc(NR * sizeof(double *));
    double sums[NR];
    int al[NR];
    for (int r = 0; r < NR; r++) {
        rows[r] = malloc(NC * sizeof(double));
        for (int j = 0; j < NC; j++)
            rows[r][j] = r + j;
    }
#pragma acc parallel loop copyin(rows[0:NR][0:NC]) copyout(sums, al)
    for (int r = 0; r < NR; r++) {
        sums[r] = row_sum(rows, r, NC);
        al[r] = aligned8(rows[r]);
    }
    for (int r = 0; r < NR; r++)
        if (sums[r] != NC * r + NC * (NC - 1) / 2 || !al[r]) {
            printf("shape_ptr_params: row %d: %g %d\n", r, sums[r], al[r]);
            return 1;
        }
    printf("shape_ptr_params: ok\n");
    return 0;
}
