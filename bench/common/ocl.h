/* The hand-written OpenCL versions' host helpers: pick the device the way
 * the accls runtime does (ACC_DEVICE_TYPE nvidia/radeon/opencl, else the
 * first GPU, else the first device), build a program from source with
 * -cl-std=CL1.2, make buffers, launch and wait. Nothing here is timed
 * except what the program brackets itself. */
#ifndef ACCBENCH_OCL_H
#define ACCBENCH_OCL_H
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define CK(x)                                                                       \
	do {                                                                        \
		cl_int e_ = (x);                                                    \
		if (e_ != CL_SUCCESS) {                                             \
			fprintf(stderr, "%s:%d: OpenCL error %d: %s\n", __FILE__, __LINE__, \
				e_, #x);                                            \
			exit(2);                                                    \
		}                                                                   \
	} while (0)

static cl_context ocl_ctx;
static cl_command_queue ocl_q;
static cl_device_id ocl_dev;
static cl_program ocl_prog;

static inline int ocl_wanted(cl_device_id d, const char *want)
{
	cl_uint vendor = 0;
	cl_device_type t = 0;
	clGetDeviceInfo(d, CL_DEVICE_VENDOR_ID, sizeof vendor, &vendor, NULL);
	clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, NULL);
	if (!want)
		return (t & CL_DEVICE_TYPE_GPU) != 0;
	if (!strcasecmp(want, "nvidia"))
		return vendor == 0x10de && (t & CL_DEVICE_TYPE_GPU);
	if (!strcasecmp(want, "radeon"))
		return vendor == 0x1002 && (t & CL_DEVICE_TYPE_GPU);
	if (!strcasecmp(want, "opencl"))
		return !((vendor == 0x10de || vendor == 0x1002) && (t & CL_DEVICE_TYPE_GPU));
	return 1; /* not_host and anything else: first device */
}

static inline void ocl_init(const char *src)
{
	cl_platform_id plats[16];
	cl_uint np = 0;
	CK(clGetPlatformIDs(16, plats, &np));
	const char *want = getenv("ACC_DEVICE_TYPE");
	cl_device_id first = NULL;
	ocl_dev = NULL;
	for (cl_uint p = 0; p < np && !ocl_dev; p++) {
		cl_device_id devs[16];
		cl_uint nd = 0;
		if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, 16, devs, &nd) != CL_SUCCESS)
			continue;
		for (cl_uint i = 0; i < nd && !ocl_dev; i++) {
			if (!first)
				first = devs[i];
			if (ocl_wanted(devs[i], want))
				ocl_dev = devs[i];
		}
	}
	if (!ocl_dev && !want)
		ocl_dev = first;
	if (!ocl_dev) {
		fprintf(stderr, "no OpenCL device for ACC_DEVICE_TYPE=%s\n", want ? want : "");
		exit(2);
	}
	cl_int err;
	ocl_ctx = clCreateContext(NULL, 1, &ocl_dev, NULL, NULL, &err);
	CK(err);
	ocl_q = clCreateCommandQueue(ocl_ctx, ocl_dev, 0, &err);
	CK(err);
	ocl_prog = clCreateProgramWithSource(ocl_ctx, 1, &src, NULL, &err);
	CK(err);
	if (clBuildProgram(ocl_prog, 1, &ocl_dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
		char log[16384];
		clGetProgramBuildInfo(ocl_prog, ocl_dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
		fprintf(stderr, "build failed:\n%s\n", log);
		exit(2);
	}
}

static inline cl_kernel ocl_kernel(const char *name)
{
	cl_int err;
	cl_kernel k = clCreateKernel(ocl_prog, name, &err);
	CK(err);
	return k;
}

/* A device buffer, filled from host when host is not NULL. */
static inline cl_mem ocl_buf(size_t bytes, const void *host)
{
	cl_int err;
	cl_mem m = clCreateBuffer(ocl_ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
	CK(err);
	if (host)
		CK(clEnqueueWriteBuffer(ocl_q, m, CL_TRUE, 0, bytes, host, 0, NULL, NULL));
	return m;
}

static inline void ocl_read(cl_mem m, size_t bytes, void *host)
{
	CK(clEnqueueReadBuffer(ocl_q, m, CL_TRUE, 0, bytes, host, 0, NULL, NULL));
}

/* Gives a buffer back: the end of an end-to-end run, as the exit of an
 * OpenACC data region frees its device copies. */
static inline void ocl_free(cl_mem m)
{
	CK(clReleaseMemObject(m));
}

/* Sets the arguments of k from a list of (size, pointer) pairs. */
#define ARG(k, i, v) CK(clSetKernelArg((k), (i), sizeof(v), &(v)))
#define ARGL(k, i, bytes) CK(clSetKernelArg((k), (i), (bytes), NULL))

static inline size_t ocl_up(size_t n, size_t m)
{
	return (n + m - 1) / m * m;
}

static inline void ocl_run1(cl_kernel k, size_t global, size_t local)
{
	size_t g = ocl_up(global, local);
	CK(clEnqueueNDRangeKernel(ocl_q, k, 1, NULL, &g, &local, 0, NULL, NULL));
}

static inline void ocl_run2(cl_kernel k, size_t g0, size_t g1, size_t l0, size_t l1)
{
	size_t g[2] = {ocl_up(g0, l0), ocl_up(g1, l1)}, l[2] = {l0, l1};
	CK(clEnqueueNDRangeKernel(ocl_q, k, 2, NULL, g, l, 0, NULL, NULL));
}

static inline void ocl_finish(void)
{
	CK(clFinish(ocl_q));
}

#endif
