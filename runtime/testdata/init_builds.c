/* acc_init builds every registered module (accrt.h
 * __accrt_module_register, done by a constructor of each generated file):
 * the program's binary is in the kernel cache right after acc_init, before
 * any kernel is asked for; a module the device cannot build does not make
 * acc_init fail, and its first kernel_get still reports the build error. */
//test: exit 1
//test: stderr rejected a kernel program
#include <dirent.h>
#include <string.h>
#include <openacc.h>
#include <accrt.h>
#include "check.h"
#include "cache.h"

static const __accrt_module good = {
	"__kernel void inc(ACC_HEAP_PARAMS, ulong p) { ACC_PTR(int, p)[get_global_id(0)] += 1; }\n",
	"-cl-std=CL1.2",
};
static const __accrt_module bad = {
	"__kernel void broken(ACC_HEAP_PARAMS) { no_such_thing = 1; }\n",
	"-cl-std=CL1.2",
};

static void register_modules(void) __attribute__((constructor));
static void register_modules(void) {
	static __accrt_module_entry g = {&good, 0}, b = {&bad, 0};
	__accrt_module_register(&g);
	__accrt_module_register(&b);
}

int main(void) {
	CHECK(cached_binaries() == 0);
	acc_init(acc_device_default);
	CHECK(cached_binaries() == 1); /* good's binary; bad has none */
	static int v[4];
	int *dv = __accrt_data_enter(v, sizeof v, __ACCRT_COPYIN, __ACCRT_STRUCTURED, acc_async_sync, "v");
	uint64_t p = (uint64_t)(uintptr_t)dv;
	const __accrt_arg args[] = {{__ACCRT_ARG_VALUE, sizeof p, &p}};
	size_t global[1] = {4};
	__accrt_launch(__accrt_kernel_get(&good, "inc"), 1, global, NULL, 1, args, acc_async_sync, 0, NULL);
	__accrt_data_exit(v, sizeof v, __ACCRT_COPYOUT, __ACCRT_STRUCTURED, 0, acc_async_sync, "v");
	for (int i = 0; i < 4; i++) CHECK(v[i] == 1);
	__accrt_kernel_get(&bad, "broken"); /* reports the build log, exits 1 */
	return 0;
}
