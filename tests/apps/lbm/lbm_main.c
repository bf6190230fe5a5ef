/* Mini-application: a D2Q9 lattice Boltzmann code in two files, as an HPC
 * code would be organised with OpenACC.
 *
 *   - the grid is an array of structs (cell_t, nine distributions each),
 *     two copies kept on the device by a data region around the time loop
 *     (§2.6.5), swapped by pointer every step and found by `present`
 *     (§2.7.6) in the functions that take them;
 *   - collision: a `parallel loop collapse(2)` (§2.9.1) calling
 *     cell_collide, a `routine seq` (§2.15.1) defined in lbm_physics.c,
 *     another translation unit compiled on its own with `accls compile
 *     -c`, which itself calls cell_density, cell_velocity and equilibrium;
 *   - streaming: a periodic pull stencil reading the velocity set, global
 *     const arrays of the other file, copied in by the data region;
 *   - observables as reductions (§2.5.15): mass, momentum and the shear
 *     wave's amplitude.
 *
 * The test case is a decaying shear wave ux = U0 sin(2 pi y / ny): its
 * amplitude falls as exp(-nu k^2 t), nu = (1/omega - 1/2) / 3. The program
 * checks that, the conservation of mass and momentum, and the grid against
 * the same steps run serially on the host.
 *
 * Build: accls compile -c lbm_physics.c; accls compile -c lbm_main.c;
 *        accls compile lbm_main.o lbm_physics.o -lm
 * Usage: lbm [NX [NY [STEPS]]]  (defaults 64, 64, 200). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "lbm.h"

static void init(cell_t *g, int nx, int ny, double u0)
{
	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++) {
			double ux = u0 * sin(2.0 * M_PI * y / ny);
			for (int q = 0; q < Q; q++)
				g[y * nx + x].f[q] = equilibrium(q, 1.0, ux, 0.0);
		}
}

static void collide_all(cell_t *g, int nx, int ny, double omega)
{
#pragma acc parallel loop collapse(2) present(g[0:nx*ny])
	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++)
			cell_collide(&g[y * nx + x], omega);
}

/* dst(x, y) takes direction q from the neighbour (x - cx[q], y - cy[q]),
 * periodic in both directions. */
static void stream_all(const cell_t *src, cell_t *dst, int nx, int ny)
{
#pragma acc parallel loop collapse(2) present(src[0:nx*ny], dst[0:nx*ny], lbm_cx, lbm_cy)
	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++)
#pragma acc loop seq
			for (int q = 0; q < Q; q++) {
				int xs = (x - lbm_cx[q] + nx) % nx, ys = (y - lbm_cy[q] + ny) % ny;
				dst[y * nx + x].f[q] = src[ys * nx + xs].f[q];
			}
}

/* Mass, x momentum and the shear wave's amplitude (the sin component). */
static void observe(const cell_t *g, int nx, int ny, double *mass, double *mom, double *amp)
{
	double m = 0.0, p = 0.0, a = 0.0;
#pragma acc parallel loop collapse(2) reduction(+:m, p, a) present(g[0:nx*ny])
	for (int y = 0; y < ny; y++)
		for (int x = 0; x < nx; x++) {
			double ux, uy, rho = cell_density(&g[y * nx + x]);
			cell_velocity(&g[y * nx + x], rho, &ux, &uy);
			m += rho;
			p += rho * ux;
			a += ux * sin(2.0 * M_PI * y / ny);
		}
	*mass = m;
	*mom = p;
	*amp = 2.0 * a / ((double)nx * ny);
}

int main(int argc, char **argv)
{
	int nx = argc > 1 ? atoi(argv[1]) : 64;
	int ny = argc > 2 ? atoi(argv[2]) : 64;
	int steps = argc > 3 ? atoi(argv[3]) : 200;
	const double u0 = 0.01, omega = 1.2;
	int n = nx * ny;
	cell_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	cell_t *ra = malloc(n * sizeof *ra), *rb = malloc(n * sizeof *rb);
	if (!a || !b || !ra || !rb)
		return 1;
	init(a, nx, ny, u0);
	init(ra, nx, ny, u0);

	double mass0, mom0, amp0, mass, mom, amp;
	cell_t *cur = a, *nxt = b;
#pragma acc data copy(a[0:n]) create(b[0:n]) copyin(lbm_cx, lbm_cy)
	{
		observe(cur, nx, ny, &mass0, &mom0, &amp0);
		for (int s = 0; s < steps; s++) {
			collide_all(cur, nx, ny, omega);
			stream_all(cur, nxt, nx, ny);
			cell_t *t = cur;
			cur = nxt;
			nxt = t;
		}
		observe(cur, nx, ny, &mass, &mom, &amp);
		if (cur != a) {
#pragma acc update self(b[0:n])
		}
	}

	/* the reference: the same steps on the host */
	cell_t *rc = ra, *rn = rb;
	for (int s = 0; s < steps; s++) {
		for (int i = 0; i < n; i++)
			cell_collide(&rc[i], omega);
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++)
				for (int q = 0; q < Q; q++) {
					int xs = (x - lbm_cx[q] + nx) % nx, ys = (y - lbm_cy[q] + ny) % ny;
					rn[y * nx + x].f[q] = rc[ys * nx + xs].f[q];
				}
		cell_t *t = rc;
		rc = rn;
		rn = t;
	}
	double diff = 0.0;
	for (int i = 0; i < n; i++)
		for (int q = 0; q < Q; q++)
			diff = fmax(diff, fabs(cur[i].f[q] - rc[i].f[q]));

	double nu = (1.0 / omega - 0.5) / 3.0, k = 2.0 * M_PI / ny;
	double expect = amp0 * exp(-nu * k * k * steps);
	int ok_mass = fabs(mass - mass0) < 1e-9 * mass0, ok_mom = fabs(mom) < 1e-12 * n;
	int ok_decay = fabs(amp - expect) < 0.01 * expect, ok_ref = diff < 1e-13;
	fprintf(stderr, "lbm: amplitude %.9g expected %.9g, difference from the serial run %.3g\n", amp, expect, diff);
	printf("lbm %dx%d, %d steps, omega %.2f\n", nx, ny, steps, omega);
	printf("  mass conserved: %s\n", ok_mass ? "yes" : "no");
	printf("  momentum stays zero: %s\n", ok_mom ? "yes" : "no");
	printf("  shear wave amplitude %.4e, viscous decay within 1%%: %s\n", amp, ok_decay ? "yes" : "no");
	printf("  grid as the serial run: %s\n", ok_ref ? "yes" : "no");
	int ok = ok_mass && ok_mom && ok_decay && ok_ref;
	printf("lbm: %s\n", ok ? "ok" : "FAILED");
	free(a);
	free(b);
	free(ra);
	free(rb);
	return ok ? 0 : 1;
}
