/* A file defining seq routines exports a copy per address-space combination and registers its program; static routines and ones with static locals are not exported (§2.15.1). */
typedef struct { double f[3]; } cell_t;
#pragma acc routine seq
double dens(const cell_t *c)
{
	static const double w[3] = {1, 2, 3};
	const double *f = c->f;
	return f[0] * w[0] + f[1] * w[1] + f[2] * w[2];
}
#pragma acc routine seq
static double hidden(double x) { return x; }
#pragma acc routine seq
int counter(int x) { static int calls; calls++; return x; }
