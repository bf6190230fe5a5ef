/* The async routines (§3.2.9-§3.2.17). An async queue is held back by an
 * OpenCL user event enqueued on it (acc_get_opencl_queue), so the tests
 * see "not done yet" for certain, without timing. */
#include <CL/cl.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

static cl_event hold(int q) {
	cl_int err;
	cl_event ev = clCreateUserEvent((cl_context)acc_get_current_opencl_context(), &err);
	CHECK(err == CL_SUCCESS);
	CHECK(clEnqueueBarrierWithWaitList((cl_command_queue)acc_get_opencl_queue(q), 1, &ev, NULL) == CL_SUCCESS);
	return ev;
}

static void release(cl_event ev) {
	CHECK(clSetUserEventStatus(ev, CL_COMPLETE) == CL_SUCCESS);
	clReleaseEvent(ev);
}

#define N 4096
static int a[N], b[N];

int main(void) {
	int dev = acc_get_device_num(acc_get_device_type());
	for (int i = 0; i < N; i++) a[i] = i;

	/* Unused queues are done; tests never block. */
	CHECK(acc_async_test(1));
	CHECK(acc_async_test_device(1, dev));
	CHECK(acc_async_test_all());
	CHECK(acc_async_test_all_device(dev));

	cl_event h1 = hold(1);
	acc_copyin_async(a, sizeof a, 1);
	CHECK(!acc_async_test(1));
	CHECK(!acc_async_test_device(1, dev));
	CHECK(!acc_async_test_all());
	CHECK(!acc_async_test_all_device(dev));
	CHECK(acc_async_test(2));

	/* Queue 2 waits for queue 1 without the host waiting; its read must
	 * see queue 1's copy. */
	acc_wait_async(1, 2);
	acc_memcpy_from_device_async(b, acc_deviceptr(a), sizeof b, 2);
	CHECK(!acc_async_test(2));
	int list[3] = {acc_async_sync, 2, 3};
	CHECK_EQ(acc_wait_any(3, list), 2); /* queue 3 is idle */
	int list2[2] = {1, 2};
	acc_wait_device_async(2, 4, dev);
	CHECK(!acc_async_test(4));
	release(h1);
	int i = acc_wait_any(2, list2);
	CHECK(i == 0 || i == 1);
	acc_wait(2);
	CHECK_EQ(b[N - 1], N - 1);
	acc_wait_device(4, dev);
	CHECK(acc_async_test(1));
	CHECK(acc_async_test(4));

	/* acc_wait_all_async: queue 6 waits for every other queue. */
	cl_event h5 = hold(5);
	memset(b, 0, sizeof b);
	acc_update_device_async(a, sizeof a, 5);
	acc_wait_all_async(6);
	acc_memcpy_from_device_async(b, acc_deviceptr(a), sizeof b, 6);
	acc_wait_all_device_async(7, dev);
	CHECK(!acc_async_test(6));
	CHECK(!acc_async_test(7));
	release(h5);
	acc_wait_all();
	CHECK(acc_async_test_all());
	CHECK_EQ(b[100], 100);
	acc_wait_all_device(dev);

	/* The default async queue (acc-default-async-var, §2.3). */
	CHECK_EQ(acc_get_default_async(), acc_async_noval);
	acc_set_default_async(8);
	CHECK_EQ(acc_get_default_async(), 8);
	cl_event h8 = hold(8);
	acc_update_self_async(a, sizeof a, acc_async_noval); /* goes on queue 8 */
	CHECK(!acc_async_test(8));
	CHECK(!acc_async_test(acc_async_noval));
	release(h8);
	acc_wait(acc_async_noval);
	CHECK(acc_async_test(8));
	acc_set_default_async(acc_async_default);
	CHECK_EQ(acc_get_default_async(), acc_async_noval);

	/* acc_async_sync work is done when the call returns. */
	acc_wait_async(1, acc_async_sync);
	acc_wait_all_async(acc_async_sync);
	CHECK(acc_async_test(acc_async_sync));
	CHECK_EQ(acc_wait_any(0, NULL), -1);
	acc_delete(a, sizeof a);
	printf("ok\n");
	return 0;
}
