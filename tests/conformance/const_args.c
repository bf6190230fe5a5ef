/* Clause arguments the spec requires to be constants (§2.9.2 gang(dim:)
 * and gang(static:), §2.15.1 routine gang(dim:), §2.9.1 collapse) may be
 * macros or enumeration constants: the compiler folds them as the checker
 * does. */
#include "check.h"

#define ONE 1
#define CHUNK (2 * 3)
#define N 600
enum { DEPTH = 2 };

static double x[N], y[N], z[N], w[N];

#pragma acc routine gang(dim: ONE)
static void gscale(int n, const double *in, double *out, double f)
{
#pragma acc loop gang
	for (int i = 0; i < n; i++)
		out[i] = f * in[i];
}

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i % 13;
#pragma acc parallel loop gang(static: CHUNK) copyin(x) copyout(y)
	for (int i = 0; i < N; i++)
		y[i] = x[i] + 1;
#pragma acc parallel loop gang(dim: ONE) vector copyin(y) copyout(z)
	for (int i = 0; i < N; i++)
		z[i] = 2 * y[i];
#pragma acc parallel num_gangs(4) copyin(z) copyout(w)
	gscale(N, z, w, 0.5);
	static double m[20][30];
#pragma acc parallel loop collapse(DEPTH) copyout(m)
	for (int i = 0; i < 20; i++)
		for (int j = 0; j < 30; j++)
			m[i][j] = i * 30 + j;
	double s = 0;
	for (int i = 0; i < N; i++) {
		CHECK(y[i] == x[i] + 1);
		CHECK(z[i] == 2 * (x[i] + 1));
		CHECK(w[i] == x[i] + 1);
		s += w[i];
	}
	for (int i = 0; i < 20; i++)
		for (int j = 0; j < 30; j++)
			CHECK(m[i][j] == i * 30 + j);
	printf("%.1f\n", s);
	return 0;
}
