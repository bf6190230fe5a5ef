/* Memory copy routines with kernels (§3.2.26-3.2.30):
 * acc_memcpy_to_device(_async) into present data and into acc_malloc
 * memory that a kernel reads through deviceptr (§2.7.4),
 * acc_memcpy_from_device_async of a kernel's results,
 * acc_memcpy_device(_async) between device copies (interior device
 * addresses too), and acc_memcpy_d2d(_async) between the device copies
 * of two host arrays on the current device. The host never touches the
 * host copies in between, so every value checked went through the
 * device. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 4096
static float a[N], b[N], src[N], out[N];

int main(void)
{
	const int dn = acc_get_device_num(acc_get_device_type());
	acc_create(a, sizeof a);
	acc_create(b, sizeof b);

	/* to the device, a kernel, back with the synchronous routine */
	for (int i = 0; i < N; i++)
		src[i] = i * 0.5f;
	acc_memcpy_to_device(acc_deviceptr(a), src, sizeof src);
#pragma acc parallel loop present(a, b)
	for (int i = 0; i < N; i++)
		b[i] = a[i] + 1;
	acc_memcpy_from_device(out, acc_deviceptr(b), sizeof out);
	for (int i = 0; i < N; i++)
		CHECK(out[i] == i * 0.5f + 1);

	/* the same on queue 1: the copies and the kernel in order */
	for (int i = 0; i < N; i++)
		src[i] = (float)(2 * i);
	acc_memcpy_to_device_async(acc_deviceptr(a), src, sizeof src, 1);
#pragma acc parallel loop present(a, b) async(1)
	for (int i = 0; i < N; i++)
		b[i] = a[i] * 3;
	acc_memcpy_from_device_async(out, acc_deviceptr(b), sizeof out, 1);
	acc_wait(1);
	for (int i = 0; i < N; i++)
		CHECK(out[i] == 6.0f * i);

	/* device to device: the first half of a's copy onto the second
	 * half of b's (an interior device address) */
	acc_memcpy_device((float *)acc_deviceptr(b) + N / 2, acc_deviceptr(a), N / 2 * sizeof(float));
	acc_memcpy_from_device(out, acc_deviceptr(b), sizeof out);
	for (int i = 0; i < N / 2; i++)
		CHECK(out[i] == 6.0f * i && out[N / 2 + i] == 2.0f * i);
	/* async, then a kernel on the same queue reads the copy */
	acc_memcpy_device_async(acc_deviceptr(b), acc_deviceptr(a), sizeof a, 2);
#pragma acc parallel loop present(b) async(2)
	for (int i = 0; i < N; i++)
		b[i] = -b[i];
	acc_wait(2);
	acc_memcpy_from_device(out, acc_deviceptr(b), sizeof out);
	CHECK(out[N - 1] == -2.0f * (N - 1));

	/* acc_memcpy_d2d takes host addresses: a's device copy onto b's,
	 * both on the current device */
	acc_memcpy_d2d(b, a, sizeof a, dn, dn);
	acc_update_self(b, sizeof b);
	for (int i = 0; i < N; i++)
		CHECK(b[i] == 2.0f * i);
#pragma acc parallel loop present(a)
	for (int i = 0; i < N; i++)
		a[i] = 7;
	acc_memcpy_d2d_async(&b[10], &a[10], 5 * sizeof(float), dn, dn, 3);
	acc_wait(3);
	acc_update_self(b, sizeof b);
	CHECK(b[9] == 18 && b[10] == 7 && b[14] == 7 && b[15] == 30);

	/* acc_malloc memory filled by acc_memcpy_to_device, read through
	 * deviceptr */
	float *d = acc_malloc(sizeof src);
	CHECK(d != NULL);
	for (int i = 0; i < N; i++)
		src[i] = (float)(N - i);
	acc_memcpy_to_device(d, src, sizeof src);
#pragma acc parallel loop deviceptr(d) present(b)
	for (int i = 0; i < N; i++)
		b[i] = d[i] + 0.5f;
	acc_free(d);
	acc_copyout(b, sizeof b);
	acc_delete(a, sizeof a);
	CHECK(b[0] == N + 0.5f && b[N - 1] == 1.5f);
	printf("%.1f %.1f %.1f\n", out[N - 1], b[0], b[N - 1]);
	return 0;
}
