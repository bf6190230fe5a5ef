/* const objects used in compute constructs without a clause (issue 13):
 * a file-scope const scalar in a kernels construct, whose implicit
 * attribute is copy (§2.6.2), must not be written back into its
 * read-only memory; the region cannot change it (C11 §6.7.3), so accls
 * makes it copyin. const arrays and structs at file scope, a local const
 * scalar, in kernels, parallel and serial constructs, and explicit
 * copyin of a const object. */
#include "check.h"

#define N 1000
static const double alpha = 2.5;
const int n = N;
static const double w[5] = {1, 2, 3, 4, 5};
static const struct { int a, b; } pair = {3, 4};
static double x[N], y[N];

int main(void)
{
	const long k = 7;
	for (int i = 0; i < N; i++)
		x[i] = i;
#pragma acc kernels
	for (int i = 0; i < n; i++)
		y[i] = alpha * x[i] + w[i % 5] + pair.b + k;
	CHECK_NEAR(y[7], 2.5 * 7 + 3 + 4 + 7, 1e-12);
	CHECK_NEAR(y[N - 1], 2.5 * (N - 1) + 5 + 4 + 7, 1e-12);
#pragma acc parallel loop
	for (int i = 0; i < n; i++)
		y[i] = alpha * w[i % 5] - pair.a * k;
	CHECK_NEAR(y[3], 2.5 * 4 - 21, 1e-12);
	double s = 0;
#pragma acc serial copy(s)
	for (int i = 0; i < 5; i++)
		s += w[i] * alpha + n;
	CHECK_NEAR(s, 15 * 2.5 + 5 * N, 1e-12);
#pragma acc kernels loop reduction(+:s)
	for (int i = 0; i < n; i++)
		s += w[i % 5] * pair.a;
	CHECK_NEAR(s, 15 * 2.5 + 5 * N + 3.0 * 3 * N, 1e-9);
#pragma acc data copyin(w, alpha)
	{
#pragma acc kernels
		for (int i = 0; i < n; i++)
			y[i] = w[i % 5] * alpha;
	}
	CHECK_NEAR(y[9], 12.5, 1e-12);
	printf("%g %g %g %g\n", alpha, w[4], s, y[N - 1]);
	return 0;
}
