// C helpers for package cl: the few OpenCL calls that take arrays of
// pointers or are batched so that a kernel launch crosses from Go to C once.
#ifndef ACCRT_CL_H
#define ACCRT_CL_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <CL/cl.h>
#include <CL/cl_ext.h>

// The arguments a kernel object was last given (clSetKernelArg keeps them
// until changed, §5.9.2 of the OpenCL specification): a launch sets only
// those whose bytes differ. epoch is the caller's: a different one (the
// memory objects passed may have been released and their handles reused)
// makes every argument differ.
typedef struct {
	cl_uint n;
	uint64_t epoch;
	cl_uint ncap;     // entries of sizes and offsets
	size_t cap;       // bytes of blob
	size_t *sizes;    // n
	size_t *offsets;  // n; SIZE_MAX: __local
	unsigned char *blob;
} accrt_cl_argcache;

static inline accrt_cl_argcache *accrt_cl_argcache_new(void) { return calloc(1, sizeof(accrt_cl_argcache)); }

static inline void accrt_cl_argcache_free(accrt_cl_argcache *c) {
	if (!c) return;
	free(c->sizes);
	free(c->offsets);
	free(c->blob);
	free(c);
}

static inline int accrt_cl_arg_same(const accrt_cl_argcache *c, uint64_t epoch, cl_uint i,
		size_t size, size_t off, const unsigned char *blob) {
	if (!c || c->epoch != epoch || i >= c->n || c->sizes[i] != size) return 0;
	if (off == SIZE_MAX || c->offsets[i] == SIZE_MAX) return off == c->offsets[i];
	const unsigned char *a = c->blob + c->offsets[i], *b = blob + off;
	// Most arguments are ints and pointers: compared without a call.
	switch (size) {
	case 4: { uint32_t x, y; memcpy(&x, a, 4); memcpy(&y, b, 4); return x == y; }
	case 8: { uint64_t x, y; memcpy(&x, a, 8); memcpy(&y, b, 8); return x == y; }
	}
	return memcmp(a, b, size) == 0;
}

// accrt_cl_argcache_keep records the arguments just set; on no memory it
// forgets them all (the next launch sets every argument).
static inline void accrt_cl_argcache_keep(accrt_cl_argcache *c, uint64_t epoch, cl_uint nargs,
		const size_t *sizes, const size_t *offsets, const unsigned char *blob, size_t bloblen) {
	if (!c) return;
	c->n = 0;
	if (nargs > c->ncap) { // grown only: a launch costs no allocation once the kernel has run
		size_t *s = realloc(c->sizes, nargs * sizeof *s);
		if (s) c->sizes = s;
		size_t *o = s ? realloc(c->offsets, nargs * sizeof *o) : NULL;
		if (o) c->offsets = o;
		if (!s || !o) return;
		c->ncap = nargs;
	}
	if (bloblen > c->cap) {
		unsigned char *b = realloc(c->blob, bloblen);
		if (!b) return;
		c->blob = b;
		c->cap = bloblen;
	}
	memcpy(c->sizes, sizes, nargs * sizeof *sizes);
	memcpy(c->offsets, offsets, nargs * sizeof *offsets);
	if (bloblen) memcpy(c->blob, blob, bloblen);
	c->epoch = epoch;
	c->n = nargs;
}

// accrt_cl_launch sets the kernel arguments that changed since its last
// launch (c may be NULL: all) and enqueues the kernel. Argument i has
// sizes[i] bytes at blob+offsets[i]; an offset of SIZE_MAX means a
// __local argument of sizes[i] bytes (no value).
static inline cl_int accrt_cl_launch(cl_kernel k, accrt_cl_argcache *c, uint64_t epoch, cl_command_queue q,
		cl_uint nargs, const size_t *sizes, const size_t *offsets, const unsigned char *blob, size_t bloblen,
		cl_uint dims, const size_t *gws, const size_t *lws,
		cl_uint nwait, const cl_event *waits, cl_event *ev) {
	for (cl_uint i = 0; i < nargs; i++) {
		if (accrt_cl_arg_same(c, epoch, i, sizes[i], offsets[i], blob)) continue;
		const void *v = offsets[i] == SIZE_MAX ? NULL : (const void *)(blob + offsets[i]);
		cl_int err = clSetKernelArg(k, i, sizes[i], v);
		if (err != CL_SUCCESS) {
			if (c) c->n = 0; // some set, some not: set all next time
			return err;
		}
	}
	accrt_cl_argcache_keep(c, epoch, nargs, sizes, offsets, blob, bloblen);
	return clEnqueueNDRangeKernel(q, k, dims, NULL, gws, lws, nwait, nwait ? waits : NULL, ev);
}

// What a launch from C needs of a device (runtime/capi/launch.c), which
// Go publishes under the device's lock whenever it changes: the
// synchronous queue (NULL: every launch goes to Go), the heap buffer and
// its base and epoch (the argument cache's), the wavefront width for
// launches without a work-group size, and the async downloads under way
// (a value argument may alias one: Go waits for it first). launched is
// C's answer: kernels went onto the queue without an event and with their
// completion deferred, which Go takes in (accrt/deferred.go) before it
// looks at the queue. Allocated once per device and never freed: kernel
// handles and snapshots keep its address.
typedef struct {
	cl_command_queue queue;
	cl_mem heap;
	uint64_t base, epoch;
	int wavefront;
	int hostio;
	int launched;
} accrt_cl_fastdev;

static inline accrt_cl_fastdev *accrt_cl_fastdev_new(void) { return calloc(1, sizeof(accrt_cl_fastdev)); }

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
