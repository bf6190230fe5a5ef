/* Experiment, not part of `make bench`: an LD_PRELOAD library that times
 * the OpenCL calls a program makes. At exit it prints, on stderr, each
 * call's count and total host time, then the last 64 calls in order with
 * the gap before each and its duration: where a construct's host time goes
 * (docs/design/bench.md, session 8, found dot's late copy this way).
 *
 *   gcc -O2 -shared -fPIC clshim.c -o clshim.so -ldl
 *   LD_PRELOAD=./clshim.so ./prog
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <stdio.h>
#include <time.h>
#include <string.h>
#include <stdlib.h>

enum { NF = 40 };
static const char *names[NF];
static long counts[NF];
static double secs[NF];
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec * 1e-9; }
enum { RING = 64 };
static struct { int which; double t0, t1; } ring[RING];
static long nring;
static void dump(void) {
	for (long i = nring > RING ? nring - RING : 0; i < nring; i++) {
		int k = i % RING, p = (i + RING - 1) % RING;
		fprintf(stderr, "trace: %-32s gap %9.2f us  took %9.2f us\n", names[ring[k].which], i ? (ring[k].t0 - ring[p].t1) * 1e6 : 0, (ring[k].t1 - ring[k].t0) * 1e6);
	}
	fprintf(stderr, "shim: %-36s %10s %12s %10s\n", "call", "count", "total ms", "us/call");
	for (int i = 0; i < NF; i++) if (names[i] && counts[i])
		fprintf(stderr, "shim: %-36s %10ld %12.3f %10.2f\n", names[i], counts[i], secs[i] * 1e3, secs[i] * 1e6 / counts[i]);
}
static void *real(int id, const char *n) {
	static int reg;
	if (!reg) { reg = 1; atexit(dump); }
	names[id] = n;
	return dlsym(RTLD_NEXT, n);
}
#define WRAP(id, ret, name, params, args) \
ret name params { static ret (*f__) params; if (!f__) f__ = real(id, #name); double t0__ = now(); ret r__ = f__ args; double t1__ = now(); secs[id] += t1__ - t0__; ring[nring % RING].which = id; ring[nring % RING].t0 = t0__; ring[nring % RING].t1 = t1__; nring++; counts[id]++; return r__; }

WRAP(0, cl_int, clEnqueueNDRangeKernel, (cl_command_queue q, cl_kernel k, cl_uint d, const size_t *o, const size_t *g, const size_t *l, cl_uint n, const cl_event *w, cl_event *e), (q, k, d, o, g, l, n, w, e))
WRAP(1, cl_int, clFinish, (cl_command_queue q), (q))
WRAP(2, cl_int, clFlush, (cl_command_queue q), (q))
WRAP(3, cl_int, clEnqueueReadBuffer, (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s, void *p, cl_uint n, const cl_event *w, cl_event *e), (q, m, b, o, s, p, n, w, e))
WRAP(4, cl_int, clEnqueueWriteBuffer, (cl_command_queue q, cl_mem m, cl_bool b, size_t o, size_t s, const void *p, cl_uint n, const cl_event *w, cl_event *e), (q, m, b, o, s, p, n, w, e))
WRAP(5, cl_int, clWaitForEvents, (cl_uint n, const cl_event *e), (n, e))
WRAP(6, cl_int, clGetEventInfo, (cl_event e, cl_event_info i, size_t s, void *v, size_t *r), (e, i, s, v, r))
WRAP(7, cl_int, clSetKernelArg, (cl_kernel k, cl_uint i, size_t s, const void *v), (k, i, s, v))
WRAP(8, cl_int, clReleaseEvent, (cl_event e), (e))
WRAP(9, cl_int, clRetainEvent, (cl_event e), (e))
WRAP(10, cl_int, clEnqueueMarkerWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e), (q, n, w, e))
WRAP(11, cl_int, clEnqueueBarrierWithWaitList, (cl_command_queue q, cl_uint n, const cl_event *w, cl_event *e), (q, n, w, e))
WRAP(12, cl_int, clEnqueueCopyBuffer, (cl_command_queue q, cl_mem s, cl_mem d, size_t so, size_t dof, size_t n, cl_uint nw, const cl_event *w, cl_event *e), (q, s, d, so, dof, n, nw, w, e))
WRAP(13, cl_int, clEnqueueFillBuffer, (cl_command_queue q, cl_mem m, const void *p, size_t ps, size_t o, size_t s, cl_uint n, const cl_event *w, cl_event *e), (q, m, p, ps, o, s, n, w, e))
WRAP(14, cl_int, clSetEventCallback, (cl_event e, cl_int t, void (CL_CALLBACK *cb)(cl_event, cl_int, void *), void *u), (e, t, cb, u))
WRAP(15, cl_kernel, clCreateKernel, (cl_program p, const char *n, cl_int *err), (p, n, err))
WRAP(16, cl_kernel, clCloneKernel, (cl_kernel k, cl_int *err), (k, err))
WRAP(17, cl_int, clGetKernelWorkGroupInfo, (cl_kernel k, cl_device_id d, cl_kernel_work_group_info i, size_t s, void *v, size_t *r), (k, d, i, s, v, r))
WRAP(18, cl_int, clGetDeviceInfo, (cl_device_id d, cl_device_info i, size_t s, void *v, size_t *r), (d, i, s, v, r))
WRAP(19, cl_int, clGetMemObjectInfo, (cl_mem m, cl_mem_info i, size_t s, void *v, size_t *r), (m, i, s, v, r))
WRAP(20, void *, clEnqueueMapBuffer, (cl_command_queue q, cl_mem m, cl_bool b, cl_map_flags f, size_t o, size_t s, cl_uint n, const cl_event *w, cl_event *e, cl_int *err), (q, m, b, f, o, s, n, w, e, err))
WRAP(21, cl_int, clEnqueueUnmapMemObject, (cl_command_queue q, cl_mem m, void *p, cl_uint n, const cl_event *w, cl_event *e), (q, m, p, n, w, e))
WRAP(22, cl_int, clReleaseKernel, (cl_kernel k), (k))
WRAP(23, cl_int, clGetKernelInfo, (cl_kernel k, cl_kernel_info i, size_t s, void *v, size_t *r), (k, i, s, v, r))
WRAP(24, cl_mem, clCreateBuffer, (cl_context c, cl_mem_flags f, size_t s, void *h, cl_int *err), (c, f, s, h, err))
