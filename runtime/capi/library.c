// Programs of files whose seq routines other files' kernels call
// (openclgen/routine_extern.go): registered by a constructor of each such
// file, so plain C (the Go runtime may not have started yet).
#include "capi.h"
#include "library.h"

static accrt_library_t *accrt_libraries;

void __accrt_library_register(accrt_library_t *lib) {
	if (lib == NULL || lib->module == NULL) return;
	// A library opened with dlopen registers on its thread: link atomically.
	accrt_library_t *head = __atomic_load_n(&accrt_libraries, __ATOMIC_ACQUIRE);
	do {
		lib->next = head;
	} while (!__atomic_compare_exchange_n(&accrt_libraries, &head, lib, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
}

accrt_library_t *accrt_library_list(void) {
	return __atomic_load_n(&accrt_libraries, __ATOMIC_ACQUIRE);
}
