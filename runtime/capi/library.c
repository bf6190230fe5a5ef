// Programs of files whose seq routines other files' kernels call
// (openclgen/routine_extern.go), and every file's program: registered by
// constructors, so plain C (the Go runtime may not have started yet).
#include "capi.h"
#include "library.h"

static accrt_library_t *accrt_libraries, *accrt_modules;

// push links e in front of *list; a library opened with dlopen registers
// on its thread: link atomically.
static void push(accrt_library_t **list, accrt_library_t *e) {
	if (e == NULL || e->module == NULL) return;
	accrt_library_t *head = __atomic_load_n(list, __ATOMIC_ACQUIRE);
	do {
		e->next = head;
	} while (!__atomic_compare_exchange_n(list, &head, e, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
}

void __accrt_library_register(accrt_library_t *lib) { push(&accrt_libraries, lib); }

accrt_library_t *accrt_library_list(void) {
	return __atomic_load_n(&accrt_libraries, __ATOMIC_ACQUIRE);
}

// Every file's module (accrt.h): acc_init builds them (library.go).
void __accrt_module_register(accrt_module_entry_t *e) { push(&accrt_modules, e); }

accrt_module_entry_t *accrt_module_list(void) {
	return __atomic_load_n(&accrt_modules, __ATOMIC_ACQUIRE);
}
