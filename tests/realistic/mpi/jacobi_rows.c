/* 2-D Jacobi split by rows across MPI ranks, each rank on its own device
 * chosen by its rank on the node: the halo rows go through the host
 * (update self of the first and last owned rows, MPI_Sendrecv, update
 * device of the ghost rows), the residual is a device max reduction
 * combined with MPI_Allreduce, and rank 0 gathers the grid and checks it
 * against the serial computation of the whole grid. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENACC
#include <openacc.h>
#endif

#define NX 64
#define NYG 64 /* global rows, divisible by the number of ranks */
#define ITERS 40

static double boundary(int gj, int i) { return (gj == 0 || i == 0) ? 1.0 : 0.0; }

static double sweep(double *restrict u, double *restrict un, int ny, int first, int last)
{
    double err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err) present(u[0:(ny+2)*NX], un[0:(ny+2)*NX])
    for (int j = first; j <= last; j++)
        for (int i = 1; i < NX - 1; i++) {
            un[j * NX + i] = 0.25 * (u[j * NX + i - 1] + u[j * NX + i + 1] + u[(j - 1) * NX + i] + u[(j + 1) * NX + i]);
            err = fmax(err, fabs(un[j * NX + i] - u[j * NX + i]));
        }
#pragma acc parallel loop collapse(2) present(u[0:(ny+2)*NX], un[0:(ny+2)*NX])
    for (int j = first; j <= last; j++)
        for (int i = 1; i < NX - 1; i++)
            u[j * NX + i] = un[j * NX + i];
    return err;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, size, local = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    MPI_Comm node;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &local);
    MPI_Comm_free(&node);
#ifdef _OPENACC
    int ndev = acc_get_num_devices(acc_get_device_type());
    if (ndev > 0)
        acc_set_device_num(local % ndev, acc_get_device_type());
#endif
    int ny = NYG / size, j0 = rank * ny; /* owned global rows j0 .. j0+ny-1 at local rows 1 .. ny */
    int up = rank > 0 ? rank - 1 : MPI_PROC_NULL, down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
    int n = (ny + 2) * NX;
    double *u = malloc(n * sizeof(double)), *un = malloc(n * sizeof(double));
    for (int j = 0; j < ny + 2; j++)
        for (int i = 0; i < NX; i++)
            u[j * NX + i] = un[j * NX + i] = boundary(j0 + j - 1, i);
    /* The global first and last rows are fixed boundary rows. */
    int first = rank == 0 ? 2 : 1, last = rank == size - 1 ? ny - 1 : ny;
    double err = 0.0;
#pragma acc data copy(u[0:n]) copyin(un[0:n])
    for (int it = 0; it < ITERS; it++) {
#pragma acc update self(u[NX:NX], u[ny*NX:NX])
        MPI_Sendrecv(&u[NX], NX, MPI_DOUBLE, up, 0, &u[(ny + 1) * NX], NX, MPI_DOUBLE, down, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[ny * NX], NX, MPI_DOUBLE, down, 1, &u[0], NX, MPI_DOUBLE, up, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#pragma acc update device(u[0:NX], u[(ny+1)*NX:NX])
        double lerr = sweep(u, un, ny, first, last);
        MPI_Allreduce(&lerr, &err, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    }
    double *all = rank == 0 ? malloc(NYG * NX * sizeof(double)) : NULL;
    MPI_Gather(&u[NX], ny * NX, MPI_DOUBLE, all, ny * NX, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    int bad = 0;
    if (rank == 0) {
        double *r = malloc(NYG * NX * sizeof(double)), *rn = malloc(NYG * NX * sizeof(double));
        for (int j = 0; j < NYG; j++)
            for (int i = 0; i < NX; i++)
                r[j * NX + i] = rn[j * NX + i] = boundary(j, i);
        double rerr = 0.0;
        for (int it = 0; it < ITERS; it++) {
            rerr = 0.0;
            for (int j = 1; j < NYG - 1; j++)
                for (int i = 1; i < NX - 1; i++) {
                    rn[j * NX + i] = 0.25 * (r[j * NX + i - 1] + r[j * NX + i + 1] + r[(j - 1) * NX + i] + r[(j + 1) * NX + i]);
                    rerr = fmax(rerr, fabs(rn[j * NX + i] - r[j * NX + i]));
                }
            memcpy(r, rn, NYG * NX * sizeof(double));
        }
        for (int k = 0; k < NYG * NX; k++)
            if (fabs(all[k] - r[k]) > 1e-12)
                bad++;
        if (fabs(err - rerr) > 1e-12)
            bad++;
        if (bad)
            printf("jacobi_rows: %d wrong values (err %.17g, want %.17g)\n", bad, err, rerr);
        else
            printf("jacobi_rows: %d ranks, %d iterations, err=%.6f ok\n", size, ITERS, rerr);
    }
    MPI_Bcast(&bad, 1, MPI_INT, 0, MPI_COMM_WORLD);
    MPI_Finalize();
    return bad ? 1 : 0;
}
