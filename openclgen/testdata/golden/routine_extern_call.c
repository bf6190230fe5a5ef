/* A seq routine defined in another file: called through its exported copy for the arguments' address spaces, declared with the link marker (§2.15.1). */
typedef struct { double f[3]; } cell_t;
#pragma acc routine seq
double dens(const cell_t *c, double *out);
void run(int n, cell_t *restrict g, double *restrict r) {
#pragma acc parallel loop copy(g[0:n], r[0:n])
	for (int i = 0; i < n; i++) { double t; r[i] = dens(&g[i], &t); }
}
