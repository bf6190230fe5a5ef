// The parts of the C API that live in C: the per-thread ICVs, the error
// callback path, the profiling registry and acc_on_device.
#define _GNU_SOURCE // dladdr
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../include/openacc.h"
#include "../include/accrt.h"
#include "capi.h"

// Set by the Go side's hooks; declared here by hand because this file must
// not see the Go-generated prototypes next to openacc.h's.
extern void accrtGoHook(int kind, int on);

// ---- ICVs: one copy per host thread (§2.3), initialized from the
// environment's values on the thread's first call.
static __thread struct { int set, type, num, async; } icv;

int accrt_icv_get(int *type, int *num, int *async) {
	if (!icv.set) return 0;
	*type = icv.type;
	*num = icv.num;
	*async = icv.async;
	return 1;
}

accrt_icv_t accrt_icv_read(void) {
	accrt_icv_t r = {icv.set, icv.type, icv.num, icv.async};
	return r;
}

void accrt_icv_init(int type, int num) {
	accrt_held_newthread(); // held.c
	icv.set = 1;
	icv.type = type;
	icv.num = num;
	icv.async = acc_async_noval;
}

void accrt_icv_set_device(int type, int num) {
	icv.type = type;
	icv.num = num;
}

void accrt_icv_set_async(int async) { icv.async = async; }

// acc_on_device in host code (§3.2): only the host is true. The code
// generator replaces calls in device code.
int acc_on_device(acc_device_t dev_type) { return dev_type == acc_device_host; }

// ---- Profiling registry (§5.3).
#define MAXCB 16
static pthread_mutex_t prof_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
	acc_prof_callback cb;
	int enabled;
} cbs[acc_ev_last][MAXCB];
static int ncbs[acc_ev_last];

static int any_enabled(int ev) {
	for (int i = 0; i < ncbs[ev]; i++)
		if (cbs[ev][i].enabled) return 1;
	return 0;
}

void acc_prof_register(acc_event_t ev, acc_prof_callback cb, acc_register_t info) {
	if ((int)ev <= 0 || ev >= acc_ev_last || cb == NULL) return;
	pthread_mutex_lock(&prof_mu);
	int found = 0;
	for (int i = 0; i < ncbs[ev]; i++) {
		if (cbs[ev][i].cb == cb) {
			found = 1;
			cbs[ev][i].enabled = 1; // acc_toggle turns it back on
		}
	}
	if (!found && info == acc_reg && ncbs[ev] < MAXCB) {
		cbs[ev][ncbs[ev]].cb = cb;
		cbs[ev][ncbs[ev]].enabled = 1;
		ncbs[ev]++;
	}
	int on = any_enabled(ev);
	pthread_mutex_unlock(&prof_mu);
	accrtGoHook(ev, on);
	accrt_site_want(ev, on);
}

void acc_prof_unregister(acc_event_t ev, acc_prof_callback cb, acc_register_t info) {
	if ((int)ev <= 0 || ev >= acc_ev_last) return;
	pthread_mutex_lock(&prof_mu);
	for (int i = 0; i < ncbs[ev]; i++) {
		if (cbs[ev][i].cb != cb) continue;
		if (info == acc_reg) {
			memmove(&cbs[ev][i], &cbs[ev][i + 1], (size_t)(ncbs[ev] - i - 1) * sizeof cbs[ev][0]);
			ncbs[ev]--;
		} else {
			cbs[ev][i].enabled = 0; // acc_toggle: off until registered again
		}
		break;
	}
	int on = any_enabled(ev);
	pthread_mutex_unlock(&prof_mu);
	accrtGoHook(ev, on);
	accrt_site_want(ev, on);
}

acc_query_fn acc_prof_lookup(const char *name) {
	(void)name;
	return NULL; // accls has no extra query routines
}

// A tool linked into the program defines acc_register_library (§5.3);
// without one this weak reference stays null.
#pragma weak acc_register_library

// libgomp, which -fopenmp links, defines acc_register_library too: a stub
// that ends the program ("libgomp: TODO"). A definition in the object that
// also holds libgomp's OpenACC entry points belongs to that other runtime,
// not to a tool.
static int other_openacc_runtime(void *fn) {
	Dl_info info;
	if (!dladdr(fn, &info) || !info.dli_fname) return 0;
	void *h = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
	if (!h) return 0;
	int other = dlsym(h, "GOACC_parallel_keyed") != NULL;
	dlclose(h);
	return other;
}

void accrt_prof_startup(void) {
	if (acc_register_library && !other_openacc_runtime((void *)acc_register_library))
		acc_register_library(acc_prof_register, acc_prof_unregister, acc_prof_lookup);
	const char *libs = getenv("ACC_PROFLIB");
	if (!libs || !*libs) return;
	char *copy = strdup(libs), *save = NULL;
	for (char *path = strtok_r(copy, ":", &save); path; path = strtok_r(NULL, ":", &save)) {
		void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
		if (!h) {
			fprintf(stderr, "accls: ACC_PROFLIB: cannot load %s: %s\n", path, dlerror());
			continue;
		}
		void (*reg)(acc_prof_reg, acc_prof_reg, acc_prof_lookup_func) =
			(void (*)(acc_prof_reg, acc_prof_reg, acc_prof_lookup_func))dlsym(h, "acc_register_library");
		if (!reg) {
			fprintf(stderr, "accls: ACC_PROFLIB: %s has no acc_register_library\n", path);
			continue;
		}
		reg(acc_prof_register, acc_prof_unregister, acc_prof_lookup);
	}
	free(copy);
}

static void fill_prof(acc_prof_info *pi, int kind, int devtype, int devnum, long long async, const char *file, int line) {
	memset(pi, 0, sizeof *pi);
	pi->event_type = (acc_event_t)kind;
	pi->valid_bytes = (int)sizeof *pi;
	pi->version = 202211;
	pi->device_type = (acc_device_t)devtype;
	pi->device_number = devnum;
	pi->async = (ssize_t)async;
	pi->async_queue = (ssize_t)async;
	pi->src_file = file;
	pi->line_no = line;
}

static void call_all(int kind, acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	acc_prof_callback list[MAXCB];
	int n = 0;
	pthread_mutex_lock(&prof_mu);
	for (int i = 0; i < ncbs[kind]; i++)
		if (cbs[kind][i].enabled) list[n++] = cbs[kind][i].cb;
	pthread_mutex_unlock(&prof_mu);
	for (int i = 0; i < n; i++) list[i](pi, ei, ai);
}

void accrt_prof_dispatch(int kind, int devtype, int devnum, long long async,
		const char *var_name, size_t bytes, const void *host, const void *dev,
		const char *kernel, size_t gangs, size_t workers, size_t vector,
		int construct, const char *file, int line,
		const void *device_handle, const void *context_handle) {
	if (kind <= 0 || kind >= acc_ev_last) return;
	acc_prof_info pi;
	acc_event_info ei;
	acc_api_info ai;
	int implicit = 0;
	long long queue = async;
	// The runtime's own events take the construct the thread is in (prof_site.c).
	if (file == NULL && !accrt_site_apply(kind, &construct, &implicit, &file, &line, &async)) return;
	fill_prof(&pi, kind, devtype, devnum, async, file, line);
	pi.async_queue = (ssize_t)queue;
	memset(&ei, 0, sizeof ei);
	memset(&ai, 0, sizeof ai);
	ai.device_api = devtype == acc_device_host ? acc_device_api_none : acc_device_api_opencl;
	ai.valid_bytes = (int)sizeof ai;
	ai.device_type = (acc_device_t)devtype;
	ai.device_handle = device_handle;
	ai.context_handle = context_handle;
	switch (kind) {
	case acc_ev_create: case acc_ev_delete: case acc_ev_alloc: case acc_ev_free:
	case acc_ev_enqueue_upload_start: case acc_ev_enqueue_upload_end:
	case acc_ev_enqueue_download_start: case acc_ev_enqueue_download_end:
	case acc_ev_update_start: case acc_ev_update_end:
	case acc_ev_enter_data_start: case acc_ev_enter_data_end:
	case acc_ev_exit_data_start: case acc_ev_exit_data_end:
		ei.data_event.event_type = (acc_event_t)kind;
		ei.data_event.valid_bytes = (int)sizeof ei.data_event;
		ei.data_event.parent_construct = (acc_construct_t)construct;
		ei.data_event.implicit = implicit;
		ei.data_event.var_name = var_name;
		ei.data_event.bytes = bytes;
		ei.data_event.host_ptr = host;
		ei.data_event.device_ptr = dev;
		break;
	case acc_ev_enqueue_launch_start: case acc_ev_enqueue_launch_end:
		ei.launch_event.event_type = (acc_event_t)kind;
		ei.launch_event.valid_bytes = (int)sizeof ei.launch_event;
		ei.launch_event.parent_construct = (acc_construct_t)construct;
		ei.launch_event.implicit = implicit;
		ei.launch_event.kernel_name = kernel;
		ei.launch_event.num_gangs = gangs;
		ei.launch_event.num_workers = workers;
		ei.launch_event.vector_length = vector;
		break;
	default:
		ei.other_event.event_type = (acc_event_t)kind;
		ei.other_event.valid_bytes = (int)sizeof ei.other_event;
		ei.other_event.parent_construct = (acc_construct_t)construct;
		ei.other_event.implicit = implicit;
	}
	call_all(kind, &pi, &ei, &ai);
}

static const char *error_name(int code) {
	static const char *names[] = {
		"acc_error_none", "acc_error_other", "acc_error_system", "acc_error_execution",
		"acc_error_device_init", "acc_error_device_shutdown", "acc_error_device_unavailable",
		"acc_error_device_type_unavailable", "acc_error_wrong_device_type", "acc_error_out_of_memory",
		"acc_error_not_present", "acc_error_partly_present", "acc_error_present",
		"acc_error_invalid_argument", "acc_error_invalid_async", "acc_error_invalid_null_pointer",
		"acc_error_invalid_data_section", "acc_error_implementation_defined",
	};
	if (code >= 0 && code < (int)(sizeof names / sizeof names[0])) return names[code];
	return "acc_error_other";
}

// §5.2.2: the acc_ev_error callbacks see the error first; a callback may
// end the program itself. Then the runtime reports it and exits.
int accrt_exiting; // set once the program exits (prof_site.c, accrt_raise)

void accrt_raise(int code, const char *msg, long long runtime_info, int devtype, int devnum) {
	if (accrt_exiting) { // an atexit handler must not call exit
		fflush(stdout);
		fprintf(stderr, "accls: OpenACC runtime error: %s [%s]\n", msg, error_name(code));
		_exit(1);
	}
	accrt_exiting = 1;
	acc_prof_info pi;
	acc_event_info ei;
	acc_api_info ai;
	fill_prof(&pi, acc_ev_error, devtype, devnum, acc_async_sync, NULL, 0);
	memset(&ei, 0, sizeof ei);
	memset(&ai, 0, sizeof ai);
	ei.error_event.event_type = acc_ev_error;
	ei.error_event.valid_bytes = (int)sizeof ei.error_event;
	int construct = acc_construct_runtime_api, implicit = 0;
	long long async = acc_async_sync;
	accrt_site_apply(acc_ev_error, &construct, &implicit, &pi.src_file, &pi.line_no, &async); // the directive that failed
	pi.async = (ssize_t)async;
	ei.error_event.parent_construct = (acc_construct_t)construct;
	ei.error_event.implicit = implicit;
	ei.error_event.error_code = (acc_error_t)code;
	ei.error_event.error_message = msg;
	ei.error_event.runtime_info = (size_t)runtime_info;
	ai.device_api = acc_device_api_opencl;
	ai.valid_bytes = (int)sizeof ai;
	ai.device_type = (acc_device_t)devtype;
	call_all(acc_ev_error, &pi, &ei, &ai);
	fflush(stdout);
	fprintf(stderr, "accls: OpenACC runtime error: %s [%s]\n", msg, error_name(code));
	exit(1);
}

// ---- declare directives at file scope (§2.13). Constructors of the
// program's translation units call this before main, perhaps before the
// Go runtime has started, so it is C only: it keeps a copy of copyin's
// bytes (the static initial values, which copyin puts on the device
// whatever the host writes before the first runtime call) and links the
// unit into the pending list that the first runtime call processes
// (declare.go).
accrt_declare_unit_t *accrt_declare_pending;

void __accrt_declare_register(__accrt_declare_unit *unit) {
	accrt_declare_unit_t *u = (accrt_declare_unit_t *)unit;
	if (u == NULL) return;
	for (int i = 0; i < u->n; i++) {
		accrt_declare_t *v = &u->vars[i];
		v->initial = NULL;
		if (v->action == __ACCRT_COPYIN && v->host != NULL && v->bytes > 0) {
			v->initial = malloc(v->bytes);
			if (v->initial == NULL) {
				fprintf(stderr, "accls: no host memory for the initial value of '%s' (declare copyin)\n", v->name ? v->name : "?");
				abort();
			}
			memcpy(v->initial, v->host, v->bytes);
		}
	}
	// A library opened with dlopen registers on its thread: link atomically.
	accrt_declare_unit_t *head = __atomic_load_n(&accrt_declare_pending, __ATOMIC_ACQUIRE);
	do {
		u->next = head;
	} while (!__atomic_compare_exchange_n(&accrt_declare_pending, &head, u, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE));
}

accrt_declare_unit_t *accrt_declare_take(void) {
	return __atomic_exchange_n(&accrt_declare_pending, NULL, __ATOMIC_ACQ_REL);
}

// OpenACC 2.0's names of acc_copyin and acc_create, which 3.3 keeps as
// alternate names (§3.2.20, §3.2.21).
d_void *acc_pcopyin(h_void *data_arg, size_t bytes) { return acc_copyin(data_arg, bytes); }
d_void *acc_present_or_copyin(h_void *data_arg, size_t bytes) { return acc_copyin(data_arg, bytes); }
d_void *acc_pcreate(h_void *data_arg, size_t bytes) { return acc_create(data_arg, bytes); }
d_void *acc_present_or_create(h_void *data_arg, size_t bytes) { return acc_create(data_arg, bytes); }
