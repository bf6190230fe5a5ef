/* deviceptr, no_create, create(zero:), default(present), the self clause
 * and serial loop (§2.5.2, §2.5.6, §2.7.4, §2.7.10-11). */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 300
static int a[N], b[N], z[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i;
	/* deviceptr: memory from acc_malloc used directly */
	int *d = acc_malloc(N * sizeof *d);
	CHECK(d != NULL);
#pragma acc parallel loop deviceptr(d) copyin(a)
	for (int i = 0; i < N; i++)
		d[i] = a[i] * 3;
	acc_memcpy_from_device(b, d, sizeof b);
	acc_free(d);
	for (int i = 0; i < N; i++)
		CHECK_EQ(b[i], 3 * i);
	/* create(zero:) gives zeroed device memory */
	for (int i = 0; i < N; i++)
		z[i] = 7;
#pragma acc data create(zero: z)
	{
#pragma acc parallel loop present(z)
		for (int i = 0; i < N; i++)
			z[i] += i;
#pragma acc update self(z)
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(z[i], acc_get_device_type() == acc_device_host ? 7 + i : i);
	/* no_create: present data is used; default(present) finds it */
#pragma acc enter data copyin(a)
#pragma acc parallel loop no_create(a) default(present)
	for (int i = 0; i < N; i++)
		a[i] = -a[i];
#pragma acc exit data copyout(a)
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], -i);
	/* self: the region runs on the host, on host data */
	int where = 0;
#pragma acc parallel loop self(1) copy(where)
	for (int i = 0; i < 1; i++)
		where = acc_on_device(acc_device_host) ? 1 : 2;
	CHECK_EQ(where, 1);
	/* serial loop: one gang, sequential, loop-carried */
	long acc = 0;
#pragma acc serial loop copy(acc) copyin(a)
	for (int i = 0; i < N; i++)
		acc = acc * 3 % 1000003 + a[i];
	long want = 0;
	for (int i = 0; i < N; i++)
		want = want * 3 % 1000003 + a[i];
	CHECK_EQ(acc, want);
	printf("%d %d %ld\n", b[N - 1], z[N - 1] - (acc_get_device_type() == acc_device_host ? 7 : 0), acc);
	return 0;
}
