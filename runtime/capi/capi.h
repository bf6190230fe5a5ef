// Declarations shared by the Go exports and capi.c. Only declarations:
// cgo copies the preamble of files with //export into generated C.
#ifndef ACCRT_CAPI_H
#define ACCRT_CAPI_H
#include <stddef.h>
#include <stdint.h>

// Per-thread internal control variables (§2.3): acc-current-device-type-var,
// acc-current-device-num-var and acc-default-async-var.
int accrt_icv_get(int *type, int *num, int *async);
// accrt_icv_read is accrt_icv_get by value: Go passes no pointers (each
// would be a heap allocation on every runtime call).
typedef struct { int set, type, num, async; } accrt_icv_t;
accrt_icv_t accrt_icv_read(void);
void accrt_icv_init(int type, int num);
void accrt_icv_set_device(int type, int num);
void accrt_icv_set_async(int async);

// accrt_raise hands an error to the acc_ev_error callbacks, prints it and
// ends the program (§5.2.2).
void accrt_raise(int code, const char *msg, long long runtime_info, int devtype, int devnum);
extern int accrt_exiting;

// Profiling (§5): start-up registration and dispatch of one event.
void accrt_prof_startup(void);
void accrt_prof_dispatch(int kind, int devtype, int devnum, long long async,
		const char *var_name, size_t bytes, const void *host, const void *dev,
		const char *kernel, size_t gangs, size_t workers, size_t vector,
		int construct, const char *file, int line,
		const void *device_handle, const void *context_handle);

// The construct the calling thread is in (prof_site.c): gives a runtime
// event without a site of its own the construct's; 0: drop the event.
int accrt_site_apply(int kind, int *construct, int *implicit, const char **file, int *line, long long *async);
// Whether a callback wants events of kind (acc_prof_register and
// unregister tell it), so that brackets send nothing nobody wants.
void accrt_site_want(int kind, int on);
int accrt_site_wants(int kind);

// Layout of __accrt_arg and __accrt_module in accrt.h.
typedef struct { int kind; size_t size; const void *value; } accrt_arg_t;
typedef struct { const char *source; const char *options; } accrt_module_t;
typedef struct { int wavefront; int max_work_group; int compute_units; size_t local_mem; } accrt_limits_t;

// The declared globals of declare directives at file scope, registered by
// constructors (__accrt_declare_register in accrt.h, same layout): the
// list not yet processed, and taking it.
typedef struct accrt_declare_s { void *host; size_t bytes; int action; const char *name; void *initial; } accrt_declare_t;
typedef struct accrt_declare_unit_s { accrt_declare_t *vars; int n; struct accrt_declare_unit_s *next; } accrt_declare_unit_t;
extern accrt_declare_unit_t *accrt_declare_pending;
accrt_declare_unit_t *accrt_declare_take(void);

// The calling thread's current device as C answers generated code
// (current.c): Go publishes it; a shutdown bumps the generation, which
// makes every thread's snapshot and cached kernel handle stale.
typedef struct {
	unsigned long gen; // accrt_device_gen when taken; 0: none yet
	int type, num, host;
	void *fast; // the device's accrt_cl_fastdev (runtime/cl); NULL: launches go to Go
	struct { int wavefront; int max_work_group; int compute_units; size_t local_mem; } limits;
} accrt_current_t;
const accrt_current_t *accrt_current(void);
void accrt_current_publish(unsigned long gen, int type, int num, int host, void *fast, int wavefront, int max_wg, int cus, size_t local_mem);
unsigned long accrt_device_gen_get(void);
void accrt_device_gen_bump(void);
// The synchronous queue a launch left to flush at the construct's end.
void accrt_sync_held(void *queue);
// A kernel handle's OpenCL kernel, argument cache and device, for launches
// made in C (launch.c); gen is accrt_device_gen when the handle was made.
void accrt_kernel_publish(uint64_t h, void *kernel, void *args, void *fast, int max_wg, unsigned long gen);

// Data held by other references (held.c): the thread's compute construct
// opens (1) and closes (0); Go notes data found held after an exit action;
// the present table's generation; the threads that used the runtime, and
// a thread's first call, which waits for the constructs that skip.
void accrt_held_construct(int begin);
void accrt_held_newthread(void);
void accrt_held_note(void *h, size_t n, void *dev, unsigned long pgen);
void accrt_present_gen_bump(void);
unsigned long accrt_present_gen_get(void);
extern int accrt_threads;
// Whether the calling thread, inside a compute construct, is the only one
// using the runtime until the construct ends (held.c).
int accrt_alone(void);
#endif
