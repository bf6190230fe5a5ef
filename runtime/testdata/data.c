/* The data routines (§3.2.18-§3.2.30) and the counters behind them
 * (§2.6.7): what is copied when, and what stays present. */
#include <stdint.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

#define N 1000

static int a[N], b[N], c[N];

static void fill(int *p, int v) {
	for (int i = 0; i < N; i++) p[i] = v + i;
}

int main(void) {
	/* acc_malloc / acc_free and the memcpy routines. */
	CHECK(acc_malloc(0) == NULL);
	acc_free(NULL);
	int *d1 = acc_malloc(sizeof a), *d2 = acc_malloc(sizeof a);
	CHECK(d1 && d2 && d1 != d2);
	CHECK(acc_hostptr(d1) == NULL); /* not mapped to host data */
	fill(a, 100);
	acc_memcpy_to_device(d1, a, sizeof a);
	acc_memcpy_device(d2, d1, sizeof a);
	acc_memcpy_from_device(b, d2, sizeof b);
	CHECK(memcmp(a, b, sizeof a) == 0);
	/* Pointer arithmetic on device pointers: copy the middle. */
	memset(b, 0, sizeof b);
	acc_memcpy_from_device(b + 10, d2 + 10, 5 * sizeof(int));
	CHECK_EQ(b[9], 0);
	CHECK_EQ(b[10], 110);
	CHECK_EQ(b[14], 114);
	CHECK_EQ(b[15], 0);
	fill(a, 7);
	acc_memcpy_to_device_async(d1, a, sizeof a, 1);
	acc_memcpy_device_async(d2, d1, sizeof a, 1);
	acc_memcpy_from_device_async(b, d2, sizeof b, 1);
	acc_wait(1);
	CHECK_EQ(b[999], 1006);

	/* acc_map_data: the program's device memory becomes c's copy. */
	acc_map_data(c, d1, sizeof c);
	CHECK(acc_is_present(c, sizeof c));
	CHECK(acc_deviceptr(c) == d1);
	CHECK(acc_deviceptr(&c[10]) == d1 + 10);
	CHECK(acc_hostptr(d1 + 10) == &c[10]);
	acc_update_self(c, sizeof c);
	CHECK_EQ(c[0], 7);
	/* acc_copyout of mapped data keeps the mapping (§2.7.2). */
	acc_copyout_finalize(c, sizeof c);
	CHECK(acc_is_present(c, sizeof c));
	acc_unmap_data(c);
	CHECK(!acc_is_present(c, sizeof c));
	acc_free(d1);
	acc_free(d2);

	/* acc_copyin twice, acc_copyout twice: only the last copies out. */
	fill(a, 0);
	int *da = acc_copyin(a, sizeof a);
	CHECK(da != NULL && (void *)da != (void *)a);
	CHECK(acc_copyin(a, sizeof a) == da);
	CHECK(acc_is_present(a, sizeof a));
	CHECK(acc_is_present(&a[500], 0)); /* zero bytes count as one */
	CHECK(acc_deviceptr(&a[500]) == da + 500);
	fill(b, 50);
	acc_memcpy_to_device(da, b, sizeof b); /* change the device copy */
	acc_copyout(a, sizeof a);
	CHECK_EQ(a[0], 0); /* dynamic counter 2 -> 1: no copy */
	CHECK(acc_is_present(a, sizeof a));
	acc_copyout(a, sizeof a);
	CHECK_EQ(a[0], 50);
	CHECK_EQ(a[999], 1049);
	CHECK(!acc_is_present(a, sizeof a));
	acc_copyout(a, sizeof a); /* absent: no action */

	/* acc_create + update device/self, subarrays inside the block. */
	fill(a, 1);
	int *dc = acc_create(a, sizeof a);
	CHECK(dc != NULL);
	acc_update_device(a, sizeof a);
	memset(a, 0, sizeof a);
	acc_update_self(&a[100], 10 * sizeof(int));
	CHECK_EQ(a[99], 0);
	CHECK_EQ(a[100], 101);
	CHECK_EQ(a[109], 110);
	CHECK_EQ(a[110], 0);
	acc_update_device_async(a, sizeof a, 2);
	acc_update_self_async(a, sizeof a, 2);
	acc_wait(2);
	CHECK_EQ(a[0], 0);
	CHECK_EQ(a[100], 101);
	/* acc_create of a subarray of present data is a present increment. */
	CHECK(acc_create(&a[10], 40) == dc + 10);
	acc_delete(a, sizeof a);
	CHECK(acc_is_present(a, sizeof a));
	acc_delete_finalize(a, sizeof a); /* counter to zero at once */
	CHECK(!acc_is_present(a, sizeof a));

	/* The async forms: counters change at once, copies on the queue. */
	fill(a, 3);
	acc_copyin_async(a, sizeof a, 3);
	CHECK(acc_is_present(a, sizeof a));
	acc_create_async(b, sizeof b, 3);
	CHECK(acc_is_present(b, sizeof b));
	acc_memcpy_device_async(acc_deviceptr(b), acc_deviceptr(a), sizeof a, 3);
	acc_copyout_async(b, sizeof b, 3);
	CHECK(!acc_is_present(b, sizeof b));
	acc_wait(3);
	CHECK_EQ(b[999], 1002);
	acc_copyin(a, sizeof a);
	acc_copyout_finalize_async(a, sizeof a, 4);
	CHECK(!acc_is_present(a, sizeof a));
	acc_copyin(a, sizeof a);
	acc_copyin(a, sizeof a);
	acc_delete_async(a, sizeof a, 4);
	CHECK(acc_is_present(a, sizeof a));
	acc_delete_finalize_async(a, sizeof a, 4);
	CHECK(!acc_is_present(a, sizeof a));
	acc_wait(4);

	/* acc_memcpy_d2d on one device: device copy to device copy. */
	int dev = acc_get_device_num(acc_get_device_type());
	fill(a, 40);
	acc_copyin(a, sizeof a);
	memset(b, 0, sizeof b);
	acc_create(b, sizeof b);
	acc_memcpy_d2d(b, a, sizeof a, dev, dev);
	acc_update_self(b, sizeof b);
	CHECK_EQ(b[999], 1039);
	acc_memcpy_d2d_async(&b[10], &a[20], 4 * sizeof(int), dev, dev, 5);
	acc_wait(5);
	acc_update_self(b, sizeof b);
	CHECK_EQ(b[10], 60);
	CHECK_EQ(b[14], 54);
	acc_delete(a, sizeof a);
	acc_delete(b, sizeof b);

	/* Null pointers are no action. */
	CHECK(acc_copyin(NULL, 8) == NULL);
	CHECK(acc_deviceptr(NULL) == NULL);
	CHECK(!acc_is_present(NULL, 8));
	printf("ok\n");
	return 0;
}
