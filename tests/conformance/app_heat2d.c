/* Mini-application: the 2-D heat equation, explicit in time (Jacobi
 * sweeps), as an HPC code would write it with OpenACC.
 *
 *   - one data region around the whole time loop (§2.6.5): the grid goes
 *     to the device once, the scratch grid is only created there;
 *   - each step is two parallel loops with collapse(2) (§2.5.1, §2.9.1):
 *     the stencil into Tn, then the copy back into T;
 *   - every K steps a convergence test: the largest change of the step
 *     as a max reduction (§2.5.15, §2.9.11), read on the host after the
 *     loop (the reduction variable's implicit copy);
 *   - at each test the first interior row (the halo row a domain
 *     decomposition would send to its neighbour) is brought to the host
 *     with `update self` (§2.14.4) and its mean printed.
 *
 * The same sweeps run serially on a second pair of arrays; the program
 * checks that both stop at the same step with the same temperatures.
 *
 * Usage: app_heat2d [N [MAXSTEPS]]  (defaults 96 and 2000; e.g. 2048 20000
 * on a GPU). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IDX(i, j, m) ((size_t)(i) * (m) + (j))

/* Fixed boundary: the top edge is hot (1.0), the others cold (0.0). */
static void init(double *t, int n, int m)
{
	memset(t, 0, sizeof *t * (size_t)n * m);
	for (int j = 0; j < m; j++)
		t[IDX(0, j, m)] = 1.0;
}

/* The reference: the same arithmetic, serially. Returns the steps run. */
static int solve_serial(double *t, double *tn, int n, int m, double alpha, double tol, int maxsteps, int k)
{
	int step;
	for (step = 1; step <= maxsteps; step++) {
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < m - 1; j++)
				tn[IDX(i, j, m)] = t[IDX(i, j, m)] +
					alpha * (t[IDX(i - 1, j, m)] + t[IDX(i + 1, j, m)] + t[IDX(i, j - 1, m)] +
						 t[IDX(i, j + 1, m)] - 4.0 * t[IDX(i, j, m)]);
		double err = 0.0;
		if (step % k == 0)
			for (int i = 1; i < n - 1; i++)
				for (int j = 1; j < m - 1; j++)
					err = fmax(err, fabs(tn[IDX(i, j, m)] - t[IDX(i, j, m)]));
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < m - 1; j++)
				t[IDX(i, j, m)] = tn[IDX(i, j, m)];
		if (step % k == 0 && err < tol)
			break;
	}
	return step;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 96;
	int maxsteps = argc > 2 ? atoi(argv[2]) : 2000;
	int m = n; /* square grid, but the code keeps both extents */
	const int k = 100;	 /* steps between convergence tests */
	const double alpha = 0.2; /* stable for alpha <= 0.25 */
	const double tol = 1.5e-4;
	size_t cells = (size_t)n * m;
	double *restrict T = malloc(cells * sizeof *T);
	double *restrict Tn = malloc(cells * sizeof *Tn);
	double *rt = malloc(cells * sizeof *rt), *rtn = malloc(cells * sizeof *rtn);
	if (!T || !Tn || !rt || !rtn)
		return 1;
	init(T, n, m);
	init(Tn, n, m);
	init(rt, n, m);
	init(rtn, n, m);

	int step, tests = 0;
	double err = 0.0, halo_mean[64];
#pragma acc data copy(T[0:n*m]) copyin(Tn[0:n*m])
	{
		for (step = 1; step <= maxsteps; step++) {
#pragma acc parallel loop collapse(2) present(T[0:n*m], Tn[0:n*m])
			for (int i = 1; i < n - 1; i++)
				for (int j = 1; j < m - 1; j++)
					Tn[IDX(i, j, m)] = T[IDX(i, j, m)] +
						alpha * (T[IDX(i - 1, j, m)] + T[IDX(i + 1, j, m)] + T[IDX(i, j - 1, m)] +
							 T[IDX(i, j + 1, m)] - 4.0 * T[IDX(i, j, m)]);
			if (step % k == 0) {
				err = 0.0;
#pragma acc parallel loop collapse(2) reduction(max:err)
				for (int i = 1; i < n - 1; i++)
					for (int j = 1; j < m - 1; j++)
						err = fmax(err, fabs(Tn[IDX(i, j, m)] - T[IDX(i, j, m)]));
			}
#pragma acc parallel loop collapse(2)
			for (int i = 1; i < n - 1; i++)
				for (int j = 1; j < m - 1; j++)
					T[IDX(i, j, m)] = Tn[IDX(i, j, m)];
			if (step % k == 0) {
				/* the halo row next to the hot edge, for the log */
#pragma acc update self(T[m:m])
				double s = 0.0;
				for (int j = 1; j < m - 1; j++)
					s += T[IDX(1, j, m)];
				if (tests < 64)
					halo_mean[tests] = s / (m - 2);
				tests++;
				if (err < tol)
					break;
			}
		}
	}
	if (step > maxsteps)
		step = maxsteps;

	int rsteps = solve_serial(rt, rtn, n, m, alpha, tol, maxsteps, k);
	if (rsteps > maxsteps)
		rsteps = maxsteps;
	double maxdiff = 0.0, heat = 0.0, rheat = 0.0;
	for (size_t c = 0; c < cells; c++) {
		maxdiff = fmax(maxdiff, fabs(T[c] - rt[c]));
		heat += T[c];
		rheat += rt[c];
	}
	/* the halo row the host saw at the last test is the final one */
	double s = 0.0;
	for (int j = 1; j < m - 1; j++)
		s += rt[IDX(1, j, m)];
	int ok = step == rsteps && maxdiff < 1e-9 && tests > 0 &&
		 (tests > 64 || fabs(halo_mean[tests - 1] - s / (m - 2)) < 1e-9);

	printf("heat2d %dx%d: %s after %d steps (%d tests)\n", n, m, err < tol ? "converged" : "stopped", step, tests);
	for (int t = 0; t < tests && t < 64; t += 4)
		printf("  step %5d: halo row mean %.6f\n", (t + 1) * k, halo_mean[t]);
	printf("  total heat %.6f, last change %.2e\n", heat, err);
	printf("heat2d: %s (max difference from the serial run %s 1e-9)\n", ok ? "ok" : "FAILED",
	       maxdiff < 1e-9 ? "below" : "above");
	free(T);
	free(Tn);
	free(rt);
	free(rtn);
	return ok ? 0 : 1;
}
