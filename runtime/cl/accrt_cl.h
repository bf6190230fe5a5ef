// C helpers for package cl: the few OpenCL calls that take arrays of
// pointers or are batched so that a kernel launch crosses from Go to C once.
#ifndef ACCRT_CL_H
#define ACCRT_CL_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <CL/cl.h>
#include <CL/cl_ext.h>

// accrt_cl_launch sets nargs kernel arguments and enqueues the kernel.
// Argument i has sizes[i] bytes at blob+offsets[i]; an offset of SIZE_MAX
// means a __local argument of sizes[i] bytes (no value).
static inline cl_int accrt_cl_launch(cl_kernel k, cl_command_queue q,
		cl_uint nargs, const size_t *sizes, const size_t *offsets, const unsigned char *blob,
		cl_uint dims, const size_t *gws, const size_t *lws,
		cl_uint nwait, const cl_event *waits, cl_event *ev) {
	for (cl_uint i = 0; i < nargs; i++) {
		const void *v = offsets[i] == SIZE_MAX ? NULL : (const void *)(blob + offsets[i]);
		cl_int err = clSetKernelArg(k, i, sizes[i], v);
		if (err != CL_SUCCESS) return err;
	}
	return clEnqueueNDRangeKernel(q, k, dims, NULL, gws, lws, nwait, nwait ? waits : NULL, ev);
}

// accrt_cl_program_binary copies the binary of a program built for one
// device into a malloc'ed buffer the caller frees.
static inline cl_int accrt_cl_program_binary(cl_program p, unsigned char **out, size_t *size) {
	size_t sz = 0;
	cl_int err = clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof sz, &sz, NULL);
	if (err != CL_SUCCESS) return err;
	*out = NULL;
	*size = sz;
	if (sz == 0) return CL_SUCCESS;
	unsigned char *buf = malloc(sz);
	if (!buf) return CL_OUT_OF_HOST_MEMORY;
	err = clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof buf, &buf, NULL);
	if (err != CL_SUCCESS) { free(buf); return err; }
	*out = buf;
	return CL_SUCCESS;
}

static inline cl_program accrt_cl_program_from_binary(cl_context ctx, cl_device_id dev,
		const unsigned char *bin, size_t size, cl_int *err) {
	cl_int status = CL_SUCCESS;
	cl_program p = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bin, &status, err);
	if (*err == CL_SUCCESS && status != CL_SUCCESS) {
		*err = status;
		if (p) clReleaseProgram(p);
		return NULL;
	}
	return p;
}

static inline cl_program accrt_cl_program_from_source(cl_context ctx, const char *src, size_t len, cl_int *err) {
	return clCreateProgramWithSource(ctx, 1, &src, &len, err);
}

// accrt_cl_build_log returns the build log of p for dev in a malloc'ed
// string, or NULL.
static inline char *accrt_cl_build_log(cl_program p, cl_device_id dev) {
	size_t sz = 0;
	if (clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &sz) != CL_SUCCESS || sz == 0) return NULL;
	char *log = malloc(sz + 1);
	if (!log) return NULL;
	if (clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, sz, log, NULL) != CL_SUCCESS) { free(log); return NULL; }
	log[sz] = 0;
	return log;
}

static inline cl_int accrt_cl_event_status(cl_event ev, cl_int *status) {
	return clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof *status, status, NULL);
}

static inline cl_int accrt_cl_device_uint(cl_device_id d, cl_device_info param, cl_uint *v) {
	return clGetDeviceInfo(d, param, sizeof *v, v, NULL);
}

static inline cl_int accrt_cl_device_ulong(cl_device_id d, cl_device_info param, cl_ulong *v) {
	return clGetDeviceInfo(d, param, sizeof *v, v, NULL);
}

static inline cl_context accrt_cl_create_context(cl_device_id d, cl_int *err) {
	return clCreateContext(NULL, 1, &d, NULL, NULL, err);
}

static inline cl_int accrt_cl_queue_device(cl_command_queue q, cl_device_id *d, cl_context *c) {
	cl_int err = clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof *d, d, NULL);
	if (err != CL_SUCCESS) return err;
	return clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof *c, c, NULL);
}
#endif
