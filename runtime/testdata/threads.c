/* The ICVs are per host thread (§2.3): a thread that changes its device
 * type or default async queue leaves the other threads' values alone, and
 * threads use the runtime at the same time. */
#include <pthread.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

#define T 4
#define N 10000
static int data[T][N];

static void *work(void *arg) {
	int id = (int)(long)arg;
	CHECK_EQ(acc_get_default_async(), acc_async_noval); /* the initial value */
	acc_set_default_async(10 + id);
	if (id == 0) acc_set_device_type(acc_device_host);
	for (int round = 0; round < 20; round++) {
		for (int i = 0; i < N; i++) data[id][i] = id * 100000 + round * N + i;
		acc_copyin_async(data[id], sizeof data[id], acc_async_noval);
		acc_update_self_async(data[id], sizeof data[id], acc_async_noval);
		acc_wait(10 + id);
		CHECK(acc_is_present(data[id], sizeof data[id]));
		acc_delete(data[id], sizeof data[id]);
		CHECK_EQ(data[id][N - 1], id * 100000 + round * N + N - 1);
	}
	CHECK_EQ(acc_get_default_async(), 10 + id);
	CHECK_EQ(acc_get_device_type() == acc_device_host, id == 0);
	return NULL;
}

int main(void) {
	acc_device_t t = acc_get_device_type();
	pthread_t th[T];
	for (long i = 0; i < T; i++) CHECK(pthread_create(&th[i], NULL, work, (void *)i) == 0);
	for (int i = 0; i < T; i++) pthread_join(th[i], NULL);
	CHECK_EQ(acc_get_device_type(), t);
	CHECK_EQ(acc_get_default_async(), acc_async_noval);
	printf("ok\n");
	return 0;
}
