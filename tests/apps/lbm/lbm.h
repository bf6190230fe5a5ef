/* D2Q9 lattice Boltzmann: the cell type and the per-cell physics that
 * lbm_physics.c defines. The routine directives stand on the prototypes,
 * so every file that calls these functions in a compute region sees them
 * (OpenACC 3.3 §2.15.1: a routine directive must be visible where the
 * function is called in device code). */
#ifndef LBM_H
#define LBM_H

#define Q 9

/* One lattice site: its nine distributions (an array of these is the
 * grid, an array of structs). */
typedef struct {
	double f[Q];
} cell_t;

/* Velocity set and weights of D2Q9. */
extern const int lbm_cx[Q], lbm_cy[Q];

#pragma acc routine seq
double cell_density(const cell_t *c);

#pragma acc routine seq
void cell_velocity(const cell_t *c, double rho, double *ux, double *uy);

/* The equilibrium distribution in direction q. */
#pragma acc routine seq
double equilibrium(int q, double rho, double ux, double uy);

/* BGK collision in place with relaxation rate omega = 1 / tau. */
#pragma acc routine seq
void cell_collide(cell_t *c, double omega);

#endif
