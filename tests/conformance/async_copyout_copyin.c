/* A copyout on an async queue followed by a copyin of the same host data
 * (§2.16.1, §2.7.6, §2.7.7): construct A on queue 1 copies the global
 * array a back to the host; construct B, on queue 1 after it and then on
 * queue 2 after a wait(1) clause (§2.16.2), copies a in again. B must see
 * what A wrote: the upload of B may not read the host memory before A's
 * download has filled it, although the host goes on at once (an OpenCL
 * implementation may read the host memory of a non-blocking write when
 * the write is enqueued; NVIDIA's does). */
//test: env ACCRT_TEST_SKEW=20
#include "check.h"

#define N 1000
#define ROUNDS 6
static double a[N], b[N], c[N], d[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i % 97;
	for (int r = 0; r < ROUNDS; r++) {
		/* a is implicitly copy: written on the device by one slow
		 * thread, copied out on queue 1 */
#pragma acc serial async(1)
		for (int i = 0; i < N; i++) {
			double t = a[i];
			for (int k = 0; k < 400; k++)
				t = t * 0.5 + k;
			a[i] = t + r;
		}
		/* unrelated work on queue 2 meanwhile */
#pragma acc parallel loop async(2)
		for (int i = 0; i < N; i++)
			d[i] = i + r;
		/* same queue: the copyin of a comes after the copyout */
#pragma acc parallel loop copyin(a[0:N]) copyout(b[0:N]) async(1)
		for (int i = 0; i < N; i++)
			b[i] = a[i] * 2;
		/* another queue, ordered by the wait clause */
#pragma acc parallel loop copyin(a[0:N]) copyout(c[0:N]) async(2) wait(1)
		for (int i = 0; i < N; i++)
			c[i] = a[i] + 1;
#pragma acc wait(1, 2)
		for (int i = 0; i < N; i++) {
			CHECK(b[i] == 2 * a[i]);
			CHECK(c[i] == a[i] + 1);
			CHECK(d[i] == i + r);
		}
	}
	double s = 0;
	for (int i = 0; i < N; i++)
		s += a[i] + b[i] + c[i];
	printf("%.6f %.6f %.6f\n", a[N - 1], b[7], s);
	return 0;
}
