// accrt.h's __accrt_library, as capi sees it (library.c, library.go).
#ifndef ACCRT_CAPI_LIBRARY_H
#define ACCRT_CAPI_LIBRARY_H
#include "capi.h"
typedef struct accrt_library {
	const accrt_module_t *module;
	struct accrt_library *next;
} accrt_library_t;
void __accrt_library_register(accrt_library_t *lib);
accrt_library_t *accrt_library_list(void);
typedef accrt_library_t accrt_module_entry_t; // the same two fields
void __accrt_module_register(accrt_module_entry_t *e);
accrt_module_entry_t *accrt_module_list(void);
#endif
