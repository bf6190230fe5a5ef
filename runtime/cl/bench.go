package cl

/*
#include "accrt_cl.h"

// Plain OpenCL loops, the baselines of the runtime's benchmarks: what a
// hand-written OpenCL program does, with no runtime in between.
static cl_int accrt_bench_launch(cl_command_queue q, cl_kernel k, cl_mem heap, size_t global, int n, int sync) {
	cl_ulong base = 0;
	for (int i = 0; i < n; i++) {
		cl_int err = clSetKernelArg(k, 0, sizeof heap, &heap);
		if (err == CL_SUCCESS) err = clSetKernelArg(k, 1, sizeof base, &base);
		if (err == CL_SUCCESS) err = clEnqueueNDRangeKernel(q, k, 1, NULL, &global, NULL, 0, NULL, NULL);
		if (err == CL_SUCCESS && sync) err = clFinish(q);
		if (err != CL_SUCCESS) return err;
	}
	return clFinish(q);
}

static cl_int accrt_bench_meminfo(cl_mem *mems, int nmem, int n) {
	size_t size, total = 0;
	for (int i = 0; i < n; i++) {
		cl_int err = clGetMemObjectInfo(mems[((size_t)i * 7919u) % (size_t)nmem], CL_MEM_SIZE, sizeof size, &size, NULL);
		if (err != CL_SUCCESS) return err;
		total += size;
	}
	return total ? CL_SUCCESS : CL_INVALID_VALUE;
}
*/
import "C"

// BenchLaunch launches k n times on q the plain OpenCL way (heap and a
// zero base as the two arguments, the driver choosing the work-group),
// waiting for each launch when sync is set, and then for all of them.
func BenchLaunch(q Queue, k Kernel, heap Mem, global uint64, n int, sync bool) error {
	s := C.int(0)
	if sync {
		s = 1
	}
	return check("benchmark launch", C.accrt_bench_launch(q.h, k.h, heap.h, C.size_t(global), C.int(n), s))
}

// BenchMemInfo asks CL_MEM_SIZE of the buffers n times, the cheapest
// OpenCL call about a buffer.
func BenchMemInfo(mems []Mem, n int) error {
	return check("benchmark clGetMemObjectInfo", C.accrt_bench_meminfo((*C.cl_mem)(&mems[0].h), C.int(len(mems)), C.int(n)))
}
