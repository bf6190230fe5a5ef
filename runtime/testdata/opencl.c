/* The OpenCL platform routines (Appendix A): the handles are the real
 * OpenCL objects of the current device, a queue set by the program is the
 * one async work goes to, and accls_get_opencl_buffer lets OpenCL code use
 * device memory from acc_malloc. */
#include <CL/cl.h>
#include <string.h>
#include <openacc.h>
#include "check.h"

int main(void) {
	acc_device_t t = acc_get_device_type();
	int num = acc_get_device_num(t);
	cl_device_id dev = (cl_device_id)acc_get_current_opencl_device();
	cl_context ctx = (cl_context)acc_get_current_opencl_context();
	CHECK(dev != NULL && ctx != NULL);
	char name[256];
	CHECK(clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, NULL) == CL_SUCCESS);
	CHECK(strstr(name, acc_get_property_string(num, t, acc_property_name)) != NULL);
	cl_device_id ctxdev;
	CHECK(clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof ctxdev, &ctxdev, NULL) == CL_SUCCESS);
	CHECK(ctxdev == dev);

	/* A queue per async value; the same value gives the same queue. */
	cl_command_queue q1 = (cl_command_queue)acc_get_opencl_queue(1);
	CHECK(q1 != NULL && acc_get_opencl_queue(1) == q1);
	CHECK(acc_get_opencl_queue(2) != q1);

	/* OpenCL work on the device's memory, through the buffer of a device
	 * pointer: fill it on queue 1, then read it with the OpenACC API. */
	int *d = acc_malloc(64 * sizeof(int));
	size_t off = 1;
	cl_mem buf = (cl_mem)accls_get_opencl_buffer(d + 16, &off);
	CHECK(buf != NULL);
	int pattern = 77;
	CHECK(clEnqueueFillBuffer(q1, buf, &pattern, sizeof pattern, off, 16 * sizeof(int), 0, NULL, NULL) == CL_SUCCESS);
	int out[64] = {0};
	acc_memcpy_from_device_async(out, d, sizeof out, 1); /* same queue: after the fill */
	acc_wait(1);
	CHECK_EQ(out[15], 0);
	CHECK_EQ(out[16], 77);
	CHECK_EQ(out[31], 77);
	CHECK_EQ(out[32], 0);

	/* acc_set_opencl_queue: the program's queue becomes async(5). */
	cl_int err;
	cl_command_queue mine = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
	CHECK(err == CL_SUCCESS);
	acc_set_opencl_queue(5, mine);
	CHECK(acc_get_opencl_queue(5) == mine);
	cl_event user = clCreateUserEvent(ctx, &err);
	CHECK(clEnqueueBarrierWithWaitList(mine, 1, &user, NULL) == CL_SUCCESS);
	acc_memcpy_to_device_async(d, out, sizeof out, 5);
	CHECK(!acc_async_test(5)); /* held by the program's own barrier */
	clSetUserEventStatus(user, CL_COMPLETE);
	acc_wait(5);
	CHECK(acc_async_test(5));
	clReleaseEvent(user);
	clReleaseCommandQueue(mine); /* the runtime holds its own reference */
	acc_memcpy_to_device_async(d, out, sizeof out, 5);
	acc_wait(5);
	acc_free(d);
	printf("ok\n");
	return 0;
}
