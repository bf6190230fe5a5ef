/* A 1-D heat equation split across MPI ranks, each on its own OpenACC
 * device: the halo cells go through the host around MPI calls (update
 * self before sending, update device after receiving). Every rank checks
 * its part against the same computation done serially over the whole
 * ring; rank 0 prints "heat1d: ok" when all agree. */
#include <math.h>
#include <mpi.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef NLOC
#define NLOC 2048
#endif
#ifndef STEPS
#define STEPS 40
#endif

/* Each rank picks a device by its rank on the node, as a job launcher
 * places one rank per GPU. */
static void choose_device(void)
{
    MPI_Comm node;
    int local = 0;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &local);
    MPI_Comm_free(&node);
    int ndev = acc_get_num_devices(acc_get_device_type());
    if (ndev > 0)
        acc_set_device_num(local % ndev, acc_get_device_type());
}

static double initial(long g) { return (double)((g * 37) % 101) / 8.0; }

/* u[0] and u[n+1] are the halo cells from the neighbours of the ring. */
static void exchange(double *u, int n, int left, int right)
{
    #pragma acc update self(u[1:1], u[n:1])
    MPI_Sendrecv(&u[n], 1, MPI_DOUBLE, right, 0, &u[0], 1, MPI_DOUBLE, left, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Sendrecv(&u[1], 1, MPI_DOUBLE, left, 1, &u[n + 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    #pragma acc update device(u[0:1], u[n + 1:1])
}

static void step(double *restrict u, double *restrict un, int n)
{
    #pragma acc parallel loop present(u[0:n + 2], un[0:n + 2])
    for (int i = 1; i <= n; i++)
        un[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
    #pragma acc parallel loop present(u[0:n + 2], un[0:n + 2])
    for (int i = 1; i <= n; i++)
        u[i] = un[i];
}

/* The same steps, serially, over the whole ring. */
static double *reference(int ranks)
{
    long total = (long)ranks * NLOC;
    double *u = malloc(total * sizeof *u), *un = malloc(total * sizeof *un);
    for (long g = 0; g < total; g++)
        u[g] = initial(g);
    for (int t = 0; t < STEPS; t++) {
        for (long g = 0; g < total; g++)
            un[g] = 0.5 * u[g] + 0.25 * (u[(g + total - 1) % total] + u[(g + 1) % total]);
        for (long g = 0; g < total; g++)
            u[g] = un[g];
    }
    free(un);
    return u;
}

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank, ranks;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    choose_device();
    int n = NLOC, left = (rank + ranks - 1) % ranks, right = (rank + 1) % ranks;
    double *u = malloc((n + 2) * sizeof *u), *un = malloc((n + 2) * sizeof *un);
    for (int i = 1; i <= n; i++)
        u[i] = initial((long)rank * n + i - 1);

    double t0 = MPI_Wtime();
    #pragma acc data copy(u[0:n + 2]) create(un[0:n + 2])
    for (int t = 0; t < STEPS; t++) {
        exchange(u, n, left, right);
        step(u, un, n);
    }
    double seconds = MPI_Wtime() - t0;

    double *ref = reference(ranks);
    int bad = 0;
    for (int i = 1; i <= n; i++)
        if (fabs(u[i] - ref[(long)rank * n + i - 1]) > 1e-12)
            bad++;
    int total_bad = 0;
    MPI_Reduce(&bad, &total_bad, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
        printf("heat1d: %d ranks, %d steps, %s\n", ranks, STEPS, total_bad ? "WRONG" : "ok");
        fprintf(stderr, "heat1d: %.3f s\n", seconds);
    }
    free(ref);
    free(u);
    free(un);
    MPI_Finalize();
    return total_bad != 0;
}
