/* deviceptr on an enclosing data construct (§2.6.5, §2.7.4) and in a
 * function's declare directive (§2.13) holds for the compute constructs
 * inside: the pointer is a device address there, used as it is, with no
 * implicit copy or present lookup of its target (issue 13). Memory from
 * acc_malloc used that way, nested data regions, and host memory mapped
 * with acc_map_data used by a compute construct without a clause (it is
 * present, §3.2.26). */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 200

/* declare deviceptr in the function: every construct of its body */
static void fill(double *p, int n, double k)
{
#pragma acc declare deviceptr(p)
#pragma acc parallel loop
	for (int i = 0; i < n; i++)
		p[i] = k * i;
#pragma acc kernels
	for (int i = 0; i < n; i++)
		p[i] += 1;
}

static double sum_of(double *p, int n)
{
#pragma acc declare deviceptr(p)
	double s = 0;
#pragma acc parallel loop reduction(+:s)
	for (int i = 0; i < n; i++)
		s += p[i];
	return s;
}

static double h[N], m[N];

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	double *d = acc_malloc(N * sizeof(double));
	CHECK(d != NULL);
	int n = N;
	/* deviceptr on a data construct, compute constructs of every kind */
#pragma acc data deviceptr(d)
	{
#pragma acc parallel loop
		for (int i = 0; i < n; i++)
			d[i] = 2 * i;
#pragma acc kernels
		for (int i = 0; i < n; i++)
			d[i] += 1;
#pragma acc serial
		d[0] = -7;
		/* a nested data region and a default(none) construct */
#pragma acc data copyin(n)
		{
#pragma acc parallel loop default(none) firstprivate(n)
			for (int i = 1; i < n; i++)
				d[i] *= 3;
		}
	}
	acc_memcpy_from_device(h, d, sizeof h);
	CHECK_EQ(h[0], -7);
	CHECK_EQ(h[5], 33);
	CHECK_EQ(h[N - 1], 3 * (2 * (N - 1) + 1));
	/* a function's declare deviceptr */
	fill(d, N, 4);
	acc_memcpy_from_device(h, d, sizeof h);
	CHECK_EQ(h[10], 41);
	CHECK_EQ(sum_of(d, N), 4.0 * N * (N - 1) / 2 + N);
	/* acc_map_data: the compute construct finds m present */
	double *dm = acc_malloc(sizeof m);
	if (dev)
		acc_map_data(m, dm, sizeof m);
#pragma acc parallel loop
	for (int i = 0; i < N; i++)
		m[i] = N - i;
#pragma acc kernels
	for (int i = 0; i < N; i++)
		m[i] += 0.5;
#pragma acc update self(m)
	CHECK_EQ(m[1] * 2, 2 * N - 1);
	if (dev) {
		acc_unmap_data(m);
		double back[N];
		acc_memcpy_from_device(back, dm, sizeof back);
		CHECK_EQ(back[3] * 2, 2 * (N - 3) + 1);
	}
	acc_free(dm);
	acc_free(d);
	printf("%g %g %g %g\n", h[0], h[10], h[N - 1], m[1]);
	return 0;
}
