/* The entry points generated code uses (accrt.h): data clauses of a
 * structured region, a hand-written kernel launched through the runtime
 * with device pointers, a double and local memory, async launches with
 * waits, and the program binary cache. Run twice: the second run loads the
 * kernel binary from the cache the first wrote. */
//test: runs 2
#include <dirent.h>
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <openacc.h>
#include <accrt.h>
#include "check.h"
#include "cache.h"

static const __accrt_module mod = {
	"__kernel void daxpy(ACC_HEAP_PARAMS, ulong y, ulong x, double a, int n) {\n"
	"	__global double *py = ACC_PTR(double, y);\n"
	"	__global const double *px = ACC_PTR(double, x);\n"
	"	int i = get_global_id(0);\n"
	"	if (i < n) py[i] = a * px[i] + py[i];\n"
	"}\n"
	"__kernel void shift(ACC_HEAP_PARAMS, ulong p, int n) {\n"
	"	/* pointer arithmetic on the device: p + 1 */\n"
	"	__global int *q = ACC_PTR(int, p) + 1;\n"
	"	int i = get_global_id(0);\n"
	"	if (i < n - 1) q[i] += 1000;\n"
	"}\n"
	"__kernel void total(ACC_HEAP_PARAMS, ulong in, ulong out, int n, __local int *part) {\n"
	"	int l = get_local_id(0), g = get_global_id(0);\n"
	"	part[l] = g < n ? ACC_PTR(int, in)[g] : 0;\n"
	"	for (int s = get_local_size(0) / 2; s > 0; s /= 2) {\n"
	"		barrier(CLK_LOCAL_MEM_FENCE);\n"
	"		if (l < s) part[l] += part[l + s];\n"
	"	}\n"
	"	if (l == 0) atomic_add(ACC_PTR(int, out), part[0]);\n"
	"}\n",
	"-cl-std=CL1.2",
};

#define N 1000
static double x[N], y[N];
static int v[N], sum;

int main(void) {
	const char *run = getenv("ACCLS_TEST_RUN");
	if (run && strcmp(run, "2") == 0) CHECK(cached_binaries() >= 1);
	CHECK(!__accrt_on_host());
	__accrt_limits lim;
	__accrt_device_limits(&lim);
	CHECK(lim.max_work_group >= 1 && lim.compute_units >= 1 && lim.local_mem >= 1024);

	for (int i = 0; i < N; i++) x[i] = i, y[i] = 1, v[i] = i;
	/* #pragma acc data copy(y) copyin(x): structured entry. */
	double *dy = __accrt_data_enter(y, sizeof y, __ACCRT_COPYIN, __ACCRT_STRUCTURED, acc_async_sync, "y");
	double *dx = __accrt_data_enter(x, sizeof x, __ACCRT_COPYIN, __ACCRT_STRUCTURED, acc_async_sync, "x");
	CHECK(acc_deviceptr(y) == dy && acc_deviceptr(x) == dx);
	/* A present clause inside the region: same device address, no copy. */
	CHECK(__accrt_data_enter(&y[10], 8 * sizeof(double), __ACCRT_PRESENT, __ACCRT_STRUCTURED, acc_async_sync, "y[10:8]") == dy + 10);
	__accrt_data_exit(&y[10], 8 * sizeof(double), __ACCRT_DELETE, __ACCRT_STRUCTURED, 0, acc_async_sync, "y[10:8]");

	__accrt_kernel k = __accrt_kernel_get(&mod, "daxpy");
	CHECK(k != 0 && __accrt_kernel_get(&mod, "daxpy") == k);
	uint64_t py = (uint64_t)(uintptr_t)dy, px = (uint64_t)(uintptr_t)dx;
	double a = 0.5;
	int n = N;
	__accrt_arg args[] = {
		{__ACCRT_ARG_VALUE, sizeof py, &py},
		{__ACCRT_ARG_VALUE, sizeof px, &px},
		{__ACCRT_ARG_VALUE, sizeof a, &a},
		{__ACCRT_ARG_VALUE, sizeof n, &n},
	};
	size_t global = 1024, local = 64;
	__accrt_launch(k, 1, &global, &local, 4, args, acc_async_sync, 0, NULL);
	/* The same kernel on queue 1 with the runtime choosing the work-group. */
	__accrt_launch(k, 1, &global, NULL, 4, args, 1, 0, NULL);
	/* update self(y) on queue 2 after queue 1: a wait clause. */
	int w = 1;
	__accrt_wait(1, &w, 2);
	__accrt_update(y, sizeof y, 0, 0, 2, "y");
	__accrt_wait(-1, NULL, acc_async_sync);
	for (int i = 0; i < N; i++) CHECK(fabs(y[i] - (1 + i * 1.0)) < 1e-12);
	__accrt_data_exit(x, sizeof x, __ACCRT_DELETE, __ACCRT_STRUCTURED, 0, acc_async_sync, "x");
	__accrt_data_exit(y, sizeof y, __ACCRT_COPYOUT, __ACCRT_STRUCTURED, 0, acc_async_sync, "y");
	CHECK(!acc_is_present(y, sizeof y) && !acc_is_present(x, sizeof x));

	/* enter data / exit data with the dynamic counter, pointer arithmetic. */
	int *dv = __accrt_data_enter(v, sizeof v, __ACCRT_COPYIN, __ACCRT_DYNAMIC, 3, "v");
	__accrt_kernel ks = __accrt_kernel_get(&mod, "shift");
	uint64_t pv = (uint64_t)(uintptr_t)dv;
	__accrt_arg sargs[] = {{__ACCRT_ARG_VALUE, sizeof pv, &pv}, {__ACCRT_ARG_VALUE, sizeof n, &n}};
	__accrt_launch(ks, 1, &global, NULL, 2, sargs, 3, 0, NULL);
	/* sum over v with __local memory, on queue 4 after queue 3. */
	int *dsum = __accrt_data_enter(&sum, sizeof sum, __ACCRT_CREATE_ZERO, __ACCRT_STRUCTURED, 4, "sum");
	uint64_t ps = (uint64_t)(uintptr_t)dsum;
	__accrt_arg targs[] = {
		{__ACCRT_ARG_VALUE, sizeof pv, &pv}, {__ACCRT_ARG_VALUE, sizeof ps, &ps},
		{__ACCRT_ARG_VALUE, sizeof n, &n}, {__ACCRT_ARG_LOCAL, 64 * sizeof(int), NULL},
	};
	int three = 3;
	__accrt_launch(__accrt_kernel_get(&mod, "total"), 1, &global, &local, 4, targs, 4, 1, &three);
	__accrt_data_exit(&sum, sizeof sum, __ACCRT_COPYOUT, __ACCRT_STRUCTURED, 0, 4, "sum");
	__accrt_data_exit(v, sizeof v, __ACCRT_COPYOUT, __ACCRT_DYNAMIC, 0, 3, "v");
	acc_wait_all();
	CHECK_EQ(v[0], 0);
	CHECK_EQ(v[1], 1001);
	CHECK_EQ(v[999], 1999);
	CHECK_EQ(sum, N * (N - 1) / 2 + 999 * 1000);

	/* host_data use_device. */
	acc_copyin(v, sizeof v);
	CHECK(__accrt_use_device(v, 0, "v") == acc_deviceptr(v));
	CHECK(__accrt_use_device(x, 1, "x") == x); /* if_present, absent */
	acc_delete(v, sizeof v);
	__accrt_construct_begin(acc_construct_parallel, __FILE__, __LINE__);
	__accrt_construct_end(acc_construct_parallel, __FILE__, __LINE__);
	CHECK(cached_binaries() >= 1);
	printf("ok\n");
	return 0;
}
