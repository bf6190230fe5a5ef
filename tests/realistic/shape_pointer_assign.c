/* A pointer variable declared outside the compute construct and assigned
 * inside it (private), pointing into a device array; and a row pointer
 * assigned per iteration from a cast of an index. */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 200
#define COLS 64

int main(void)
{
    double *m = malloc(ROWS * COLS * sizeof(double));
    double rowsum[ROWS];
    double *p;
    for (int i = 0; i < ROWS * COLS; i++)
        m[i] = i % 9;
#pragma acc parallel loop private(p) copyin(m[0:ROWS*COLS]) copyout(rowsum)
    for (int r = 0; r < ROWS; r++) {
        p = &m[r * COLS];
        double s = 0.0;
        for (int c = 0; c < COLS; c++)
            s += p[c];
        rowsum[r] = s;
    }
    for (int r = 0; r < ROWS; r++) {
        double s = 0.0;
        for (int c = 0; c < COLS; c++)
            s += m[r * COLS + c];
        if (s != rowsum[r]) {
            printf("shape_pointer_assign: row %d: %g want %g\n", r, rowsum[r], s);
            return 1;
        }
    }
    printf("shape_pointer_assign: ok\n");
    return 0;
}
