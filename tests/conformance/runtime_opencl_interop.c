/* The OpenCL platform routines (Appendix A of accls's openacc.h; §A.1 of
 * the spec recommends them for OpenCL targets): acc_get_current_opencl_device
 * and acc_get_current_opencl_context are the current device's cl_device_id
 * and cl_context, acc_get_opencl_queue the cl_command_queue of an async
 * value in that context, and acc_set_opencl_queue makes the program's own
 * queue the one a construct's async(n) work goes to: a barrier the program
 * puts on its queue holds the construct and its update back until the
 * program releases it and finishes the queue itself. On the host device there are no OpenCL objects (null handles). */
#include "check.h"
#define CL_TARGET_OPENCL_VERSION 120 /* what accls needs of a device */
#include <CL/cl.h>
#include <openacc.h>

#define N 20000
static float a[N];

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	cl_device_id d = (cl_device_id)acc_get_current_opencl_device();
	cl_context ctx = (cl_context)acc_get_current_opencl_context();
	cl_command_queue q3 = (cl_command_queue)acc_get_opencl_queue(3);
	CHECK(dev ? d != NULL && ctx != NULL && q3 != NULL : d == NULL && ctx == NULL && q3 == NULL);
	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma acc enter data copyin(a)
	cl_command_queue mine = NULL;
	cl_event gate = NULL;
	if (dev) {
		/* the handles belong together */
		cl_device_id ctxdev[4];
		size_t size = 0;
		CHECK(clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof ctxdev, ctxdev, &size) == CL_SUCCESS);
		CHECK(size == sizeof(cl_device_id) && ctxdev[0] == d);
		cl_context qctx;
		cl_device_id qdev;
		CHECK(clGetCommandQueueInfo(q3, CL_QUEUE_CONTEXT, sizeof qctx, &qctx, NULL) == CL_SUCCESS);
		CHECK(clGetCommandQueueInfo(q3, CL_QUEUE_DEVICE, sizeof qdev, &qdev, NULL) == CL_SUCCESS);
		CHECK(qctx == ctx && qdev == d);
		CHECK(acc_get_opencl_queue(3) == q3);
		CHECK(acc_get_opencl_queue(4) != q3);

		/* the program's queue becomes async(5) */
		cl_int err;
		mine = clCreateCommandQueue(ctx, d, 0, &err);
		CHECK(err == CL_SUCCESS);
		acc_set_opencl_queue(5, mine);
		CHECK(acc_get_opencl_queue(5) == mine);
		/* a barrier on a user event holds everything enqueued after it */
		gate = clCreateUserEvent(ctx, &err);
		CHECK(err == CL_SUCCESS);
		CHECK(clEnqueueBarrierWithWaitList(mine, 1, &gate, NULL) == CL_SUCCESS);
		CHECK(clFlush(mine) == CL_SUCCESS);
	}
	/* a construct and an update on async(5): behind the program's gate */
#pragma acc parallel loop present(a) async(5)
	for (int i = 0; i < N; i++)
		a[i] = a[i] * 2 + 1;
#pragma acc update self(a) async(5)
#ifdef _OPENACC
	if (dev) {
		CHECK(acc_async_test(5) == 0);
		CHECK(a[N - 1] == N - 1);
	}
#endif
	if (dev) {
		CHECK(clSetUserEventStatus(gate, CL_COMPLETE) == CL_SUCCESS);
		CHECK(clFinish(mine) == CL_SUCCESS);
		clReleaseEvent(gate);
	}
	CHECK(acc_async_test(5));
	for (int i = 0; i < N; i++)
		CHECK(a[i] == 2.0f * i + 1);
#pragma acc exit data delete(a)
	printf("%.1f %.1f\n", a[0], a[N - 1]);
	return 0;
}
