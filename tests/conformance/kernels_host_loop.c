/* A sequential loop around parallel loops in a kernels region (§2.5.3):
 * the outer loop carries a dependence, so it runs in order, and each of
 * its parallel loops is a kernel over every gang, launched each
 * iteration. Checked against the same loops run serially: a time loop
 * of two sweeps whose loop variable is declared outside, a scalar
 * computed between the sweeps (kept in device memory, §2.6.2), a
 * reduction in the loop, a loop variable declared in the header, nested
 * sequential loops, an async region, and a bound present on the device
 * whose device copy differs from the host's (the region reads the device
 * copy). */
#include "check.h"
#include <openacc.h>

#define N 4096
#define T 6
#define K 8

static float a[N], b[N], ra[N], rb[N];
static float c[K][N], rc[K][N];
static double hist[T], rhist[T];

int main(void)
{
	int t, steps = T;
	float s = 0, rs = 0;
	double sum;
	for (int i = 0; i < N; i++)
		b[i] = rb[i] = (float)(i % 13);
	/* the reference: the same loops, serially */
	for (int u = 0; u < T; u++) {
		for (int i = 1; i < N - 1; i++)
			ra[i] = (rb[i - 1] + rb[i + 1]) * 0.5f + u;
		rs = ra[1] * 0.25f;
		for (int i = 1; i < N - 1; i++)
			rb[i] = ra[i] - rs;
		double sum = 0;
		for (int i = 0; i < N; i++)
			sum += rb[i];
		rhist[u] = sum;
	}
#pragma acc kernels copy(a, b, hist)
	{
		for (t = 0; t < steps; t++) {
			for (int i = 1; i < N - 1; i++)
				a[i] = (b[i - 1] + b[i + 1]) * 0.5f + t;
			s = a[1] * 0.25f;
			for (int i = 1; i < N - 1; i++)
				b[i] = a[i] - s;
			sum = 0;
#pragma acc loop reduction(+:sum)
			for (int i = 0; i < N; i++)
				sum += b[i];
			hist[t] = sum;
		}
	}
	for (int i = 0; i < N; i++) {
		CHECK_NEAR(a[i], ra[i], 1e-3);
		CHECK_NEAR(b[i], rb[i], 1e-3);
	}
	for (int u = 0; u < T; u++)
		CHECK_NEAR(hist[u], rhist[u], 1e-6 * (rhist[u] < 0 ? -rhist[u] : rhist[u]) + 1e-3);
	CHECK_NEAR(s, rs, 1e-4);

	/* loop variable in the header; nested sequential loops */
	for (int j = 0; j < N; j++)
		c[0][j] = rc[0][j] = (float)(j % 7);
	for (int r = 0; r < 3; r++)
		for (int k = 1; k < K; k++)
			for (int j = 0; j < N; j++)
				rc[k][j] = rc[k - 1][j] * 0.5f + (float)(k + r);
#pragma acc kernels copy(c)
	for (int r = 0; r < 3; r++)
		for (int k = 1; k < K; k++)
			for (int j = 0; j < N; j++)
				c[k][j] = c[k - 1][j] * 0.5f + (float)(k + r);
	for (int k = 0; k < K; k++)
		for (int j = 0; j < N; j++)
			CHECK_NEAR(c[k][j], rc[k][j], 1e-4);

	/* async: the launches are queued, the host waits at the wait */
	for (int i = 0; i < N; i++)
		a[i] = 0;
#pragma acc kernels copy(a) async(1)
	{
		for (int u = 1; u <= steps; u++)
			for (int i = 0; i < N; i++)
				a[i] = a[i] + (float)(u * (i % 3));
	}
#pragma acc wait(1)
	for (int i = 0; i < N; i++)
		CHECK(a[i] == (float)(21 * (i % 3)));

	/* the bound is present with another value on the device */
	int m = 3;
	for (int i = 0; i < N; i++)
		b[i] = 0;
#pragma acc data copyin(m)
	{
		m = 5; /* the host copy only */
#pragma acc kernels copy(b)
		for (int u = 0; u < m; u++)
			for (int i = 0; i < N; i++)
				b[i] = b[i] + 1;
	}
#ifdef _OPENACC
	const int on_device = acc_get_device_type() != acc_device_host;
#else
	const int on_device = 0;
#endif
	CHECK(b[0] == (on_device ? 3 : 5));
	CHECK(b[N - 1] == b[0]);

	double hs = 0, cs = 0;
	for (int u = 0; u < T; u++)
		hs += hist[u];
	for (int j = 0; j < N; j++)
		cs += c[K - 1][j];
	printf("%.3f %.3f %.3f\n", hs, cs, a[N - 1]);
	return 0;
}
