/* The end of a synchronous compute construct (§2.16: without async the
 * host waits until its work is done). accls defers that wait while the
 * program cannot tell (docs/design/runtime.md "Deferred completion"):
 * each step below observes a synchronous construct's results in a way
 * that must wait for it. The synchronous kernels are slow (one serial
 * thread), so work that did not wait would read old values:
 *   - a kernel on an async queue (§2.16.1: async work starts after the
 *     host's earlier synchronous work);
 *   - an async update self on another queue;
 *   - a synchronous update self and a data region's exit;
 *   - acc_memcpy_from_device, and acc_wait_all before async work;
 *   - the next synchronous construct (same queue, in order). */
#include <openacc.h>
#include "check.h"

#define N 512
#define ROUNDS 4
static double a[N], b[N], c[N], e[N];

static void slow_fill(double *x, int r)
{
#pragma acc serial present(x[0:N])
	for (int i = 0; i < N; i++) {
		double t = i;
		for (int k = 0; k < 300; k++)
			t = t * 0.5 + k;
		x[i] = t + r;
	}
}

static double want(int i, int r)
{
	double t = i;
	for (int k = 0; k < 300; k++)
		t = t * 0.5 + k;
	return t + r;
}

int main(void)
{
	for (int r = 0; r < ROUNDS; r++) {
#pragma acc data create(a[0:N], b[0:N], c[0:N], e[0:N])
		{
			/* async kernel after a synchronous one */
			slow_fill(a, r);
#pragma acc parallel loop present(a[0:N], b[0:N]) async(1)
			for (int i = 0; i < N; i++)
				b[i] = a[i] * 2;
#pragma acc wait(1)
#pragma acc update self(b[0:N])
			for (int i = 0; i < N; i++)
				CHECK_NEAR(b[i], 2 * want(i, r), 1e-12);

			/* async update self on another queue */
			slow_fill(c, r + 1);
#pragma acc update self(c[0:N]) async(2)
#pragma acc wait(2)
			for (int i = 0; i < N; i++)
				CHECK_NEAR(c[i], want(i, r + 1), 1e-12);

			/* synchronous update self */
			slow_fill(e, r + 2);
#pragma acc update self(e[0:N])
			for (int i = 0; i < N; i++)
				CHECK_NEAR(e[i], want(i, r + 2), 1e-12);

			/* acc_memcpy_from_device */
			slow_fill(a, r + 3);
			static double h[N];
#ifdef _OPENACC
			acc_memcpy_from_device(h, acc_deviceptr(a), sizeof h);
#else
			for (int i = 0; i < N; i++)
				h[i] = a[i];
#endif
			for (int i = 0; i < N; i++)
				CHECK_NEAR(h[i], want(i, r + 3), 1e-12);

			/* the next synchronous construct */
			slow_fill(b, r + 4);
#pragma acc parallel loop present(b[0:N], c[0:N])
			for (int i = 0; i < N; i++)
				c[i] = b[i] + 1;
			/* acc_wait_all, then an async update self */
			slow_fill(e, r + 5);
			acc_wait_all();
#pragma acc update self(e[0:N]) async(3)
#pragma acc wait(3)
			for (int i = 0; i < N; i++)
				CHECK_NEAR(e[i], want(i, r + 5), 1e-12);
#pragma acc update self(c[0:N])
			for (int i = 0; i < N; i++)
				CHECK_NEAR(c[i], want(i, r + 4) + 1, 1e-12);
		}
	}
	/* a data region's exit copies out after the slow construct */
#pragma acc data copyout(a[0:N])
	slow_fill(a, 7);
	for (int i = 0; i < N; i++)
		CHECK_NEAR(a[i], want(i, 7), 1e-12);
	double s = 0;
	for (int i = 0; i < N; i++)
		s += a[i] + c[i] + e[i]; /* b differs: the device path never copies it back */
	printf("%.6f %.6f\n", a[N - 1], s);
	return 0;
}
