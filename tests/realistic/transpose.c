/* Out-of-place transpose of a row-major matrix through flat pointers,
 * with a collapse(2) gang vector nest and a tiled variant. */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 300
#define COLS 200

static void transpose(int r, int c, const float *restrict in, float *restrict out)
{
#pragma acc parallel loop collapse(2) copyin(in[0:r*c]) copyout(out[0:r*c])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            out[j * r + i] = in[i * c + j];
}

static void transpose_tiled(int r, int c, const float *restrict in, float *restrict out)
{
#pragma acc parallel loop tile(16, 16) copyin(in[0:r*c]) copyout(out[0:r*c])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            out[j * r + i] = in[i * c + j];
}

int main(void)
{
    float *a = malloc(ROWS * COLS * sizeof(float));
    float *t = malloc(ROWS * COLS * sizeof(float));
    float *u = malloc(ROWS * COLS * sizeof(float));
    for (int i = 0; i < ROWS * COLS; i++)
        a[i] = (float)i;
    transpose(ROWS, COLS, a, t);
    transpose_tiled(COLS, ROWS, t, u);
    for (int i = 0; i < ROWS; i++)
        for (int j = 0; j < COLS; j++)
            if (t[j * ROWS + i] != a[i * COLS + j] || u[i * COLS + j] != a[i * COLS + j]) {
                printf("transpose: wrong at %d,%d\n", i, j);
                return 1;
            }
    printf("transpose: %dx%d ok\n", ROWS, COLS);
    return 0;
}
