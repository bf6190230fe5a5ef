/* A kernel the OpenCL compiler rejects: the error carries the build log. */
//test: exit 1
//test: stderr rejected a kernel program
//test: stderr no_such_variable
#include <openacc.h>
#include <accrt.h>

static const __accrt_module bad = {"__kernel void k(ACC_HEAP_PARAMS) { no_such_variable = 1; }", NULL};

int main(void) {
	__accrt_kernel_get(&bad, "k");
	return 0;
}
