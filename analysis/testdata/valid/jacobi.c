#include <math.h>
#include <stdlib.h>

#define NX 512
#define NY 512

static float A[NY][NX], Anew[NY][NX];

float jacobi(int iters, float tol) {
    float err = 1.0f;
    #pragma acc data copy(A) create(Anew)
    for (int it = 0; it < iters && err > tol; it++) {
        err = 0.0f;
        #pragma acc parallel loop collapse(2) reduction(max:err)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++) {
                Anew[j][i] = 0.25f * (A[j][i+1] + A[j][i-1] + A[j-1][i] + A[j+1][i]);
                err = fmaxf(err, fabsf(Anew[j][i] - A[j][i]));
            }
        #pragma acc parallel loop tile(32, 4)
        for (int j = 1; j < NY - 1; j++)
            for (int i = 1; i < NX - 1; i++)
                A[j][i] = Anew[j][i];
    }
    return err;
}
