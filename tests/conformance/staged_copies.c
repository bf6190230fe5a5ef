/* Synchronous copies of 4 MiB and more go through two pinned host
 * buffers in turn (runtime/accrt/staging.go; forced here on every
 * device, by default only on discrete GPUs): every byte arrives in order
 * at any size and offset, for copyin and copyout, update device and
 * update self of a section that starts inside a chunk, acc_memcpy_to_device
 * and acc_memcpy_from_device, mixed with an async update of the same data
 * (which keeps the plain path) and kernels between them. */
//test: env ACCLS_STAGED_COPIES=1
//test: no-host
#include <openacc.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

#define N (5 * 1024 * 1024 + 777) /* doubles: 40 MiB and a partial chunk */
#define LO 1000
#define LEN (N - 3000)

int main(void)
{
	/* on the host path the host's b is the region's: no copies */
	const int shared = acc_get_device_type() == acc_device_host;
	double *a = malloc(sizeof *a * N), *b = malloc(sizeof *b * N);
	CHECK(a && b);
	for (long i = 0; i < N; i++) {
		a[i] = i * 0.5;
		b[i] = 0;
	}
#pragma acc data copyin(a[0:N]) copyout(b[0:N])
	{
#pragma acc parallel loop present(a[0:N], b[0:N])
		for (long i = 0; i < N; i++)
			b[i] = 2 * a[i] + 1;
#pragma acc update self(b[LO:LEN])
		for (long i = 0; i < N; i++)
			CHECK_EQ(b[i], (shared || (i >= LO && i < LO + LEN) ? 2 * (i * 0.5) + 1 : 0));
		for (long i = LO; i < LO + LEN; i++)
			b[i] = -(double)i;
#pragma acc update device(b[LO:LEN])
		for (long i = 0; i < N; i++)
			a[i] = (double)i;
#pragma acc update device(a[0:N]) async(1)
#pragma acc wait(1)
#pragma acc parallel loop present(a[0:N], b[0:N])
		for (long i = 0; i < N; i++)
			b[i] += a[i];
	}
	double sum = 0;
	for (long i = 0; i < N; i++) {
		CHECK_EQ(b[i], (i >= LO && i < LO + LEN ? 0 : 2 * (i * 0.5) + 1 + i));
		sum += b[i];
	}
	double *d = acc_malloc(sizeof *a * N);
	CHECK(d != NULL);
	acc_memcpy_to_device(d, a, sizeof *a * N);
	memset(a, 0, sizeof *a * N);
	acc_memcpy_from_device(a, d, sizeof *a * N);
	for (long i = 0; i < N; i++)
		CHECK_EQ(a[i], (double)i);
	acc_free(d);
	printf("%.1f\n", sum);
	free(a);
	free(b);
	return 0;
}
