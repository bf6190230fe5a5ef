/* The per-cell physics of the D2Q9 lattice Boltzmann code: seq routines
 * (§2.15.1) called from compute regions of another file (lbm_main.c),
 * compiled on their own with `accls compile -c`. */
#include "lbm.h"

const int lbm_cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
const int lbm_cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};

#pragma acc routine seq
double cell_density(const cell_t *c)
{
	double rho = 0.0;
	for (int q = 0; q < Q; q++)
		rho += c->f[q];
	return rho;
}

#pragma acc routine seq
void cell_velocity(const cell_t *c, double rho, double *ux, double *uy)
{
	/* the velocity set spelt out: device code reads no host constants */
	const double *f = c->f;
	*ux = (f[1] - f[3] + f[5] - f[6] - f[7] + f[8]) / rho;
	*uy = (f[2] - f[4] + f[5] + f[6] - f[7] - f[8]) / rho;
}

#pragma acc routine seq
double equilibrium(int q, double rho, double ux, double uy)
{
	static const double w[Q] = {4.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 9, 1.0 / 36, 1.0 / 36, 1.0 / 36, 1.0 / 36};
	static const int cx[Q] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
	static const int cy[Q] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
	double cu = 3.0 * (cx[q] * ux + cy[q] * uy);
	return w[q] * rho * (1.0 + cu + 0.5 * cu * cu - 1.5 * (ux * ux + uy * uy));
}

#pragma acc routine seq
void cell_collide(cell_t *c, double omega)
{
	double ux, uy, rho = cell_density(c);
	cell_velocity(c, rho, &ux, &uy);
	for (int q = 0; q < Q; q++)
		c->f[q] += omega * (equilibrium(q, rho, ux, uy) - c->f[q]);
}
