/* Data movement on async queues with dependences between them (§2.16):
 * update device on queues 1 and 2, a parallel loop on queue 3 that waits
 * for both (wait clause, §2.16.2), a gang reduction on queue 3, serial on
 * queue 4 after queue 3, update self on queue 4 (§2.14.4), a reduction
 * on the default async queue (async without argument; it waits for queue
 * 3, whose kernel writes what it reads: queues are independent), the wait directive
 * (§2.16.3); then a data construct whose exit copies out on queue 5, with
 * a kernel on that queue, waited for before the host reads. */
#include "check.h"
#include <openacc.h>

#define N 4096

int main(void)
{
	double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
	double s = 0, t = 0;
	for (int i = 0; i < N; i++)
		a[i] = i, b[i] = 1;
#pragma acc data create(a[0:N], b[0:N])
	{
#pragma acc update device(a[0:N]) async(1)
#pragma acc update device(b[0:N]) async(2)
#pragma acc parallel loop async(3) wait(1, 2)
		for (int i = 0; i < N; i++)
			a[i] = a[i] * b[i] + 1;
#pragma acc parallel loop reduction(+:s) async(3)
		for (int i = 0; i < N; i++)
			s += a[i];
#pragma acc serial async(4) wait(3)
		{
			for (int i = 0; i < 10; i++)
				b[i] = a[i] * 2;
		}
#pragma acc update self(b[0:10]) async(4)
#pragma acc parallel loop reduction(max:t) async wait(3)
		for (int i = 0; i < N; i++)
			t = t > a[i] ? t : a[i];
#pragma acc wait
	}
	for (int i = 0; i < 10; i++)
		CHECK(b[i] == 2.0 * (i + 1));
	CHECK(s == (double)N * (N - 1) / 2 + N);
	CHECK(t == N);
	/* the exit action of a data construct on queue 5 */
#pragma acc data copy(b[0:N]) async(5)
	{
#pragma acc parallel loop async(5)
		for (int i = 0; i < N; i++)
			b[i] += i;
	}
#pragma acc wait(5)
	double u = 0;
	for (int i = 0; i < N; i++)
		u += b[i];
	CHECK(b[N - 1] == 1 + N - 1);
	printf("%.1f %.1f %.1f %.1f\n", s, t, b[9], u);
	free(a);
	free(b);
	return 0;
}
