/* Pointers inside structs (§2.6.4, §2.7.2): after acc_attach a kernel
 * follows the device copy of the pointer; detach gives the device copy
 * the host value back, and a copyout never hands a device address to the
 * host. */
#include <stdint.h>
#include <string.h>
#include <openacc.h>
#include <accrt.h>
#include "check.h"

typedef struct {
	int n;
	int *data;
} vec;

static const __accrt_module mod = {
	"typedef struct { int n; ulong data; } vec; /* the host's vec */\n"
	"__kernel void twice(ACC_HEAP_PARAMS, ulong pv) {\n"
	"	__global vec *v = ACC_PTR(vec, pv);\n"
	"	__global int *d = ACC_PTR(int, v->data);\n"
	"	int i = get_global_id(0);\n"
	"	if (i < v->n) d[i] *= 2;\n"
	"}\n",
	NULL,
};

static void twice(vec *v) {
	uint64_t pv = (uint64_t)(uintptr_t)acc_deviceptr(v);
	__accrt_arg args[] = {{__ACCRT_ARG_VALUE, sizeof pv, &pv}};
	size_t global = 128;
	__accrt_launch(__accrt_kernel_get(&mod, "twice"), 1, &global, NULL, 1, args, acc_async_sync, 0, NULL);
}

static int *device_value_of(int **p) {
	int *v;
	acc_memcpy_from_device(&v, acc_deviceptr(p), sizeof v);
	return v;
}

int main(void) {
	int data[100];
	for (int i = 0; i < 100; i++) data[i] = i;
	vec s = {100, data};
	acc_copyin(&s, sizeof s);
	acc_copyin(data, sizeof data);
	/* Before attach the device copy holds the host address. */
	CHECK(device_value_of(&s.data) == data);
	acc_attach((void **)&s.data);
	CHECK(device_value_of(&s.data) == acc_deviceptr(data));
	acc_attach((void **)&s.data); /* counter 2, same target */
	twice(&s);
	acc_detach((void **)&s.data); /* counter 1: still attached */
	CHECK(device_value_of(&s.data) == acc_deviceptr(data));
	twice(&s);
	acc_detach((void **)&s.data); /* counter 0: the host value again */
	CHECK(device_value_of(&s.data) == data);

	acc_attach_async((void **)&s.data, 1);
	acc_wait(1);
	CHECK(device_value_of(&s.data) == acc_deviceptr(data));
	acc_attach((void **)&s.data);
	acc_detach_finalize((void **)&s.data); /* immediate: 2 -> 0 */
	CHECK(device_value_of(&s.data) == data);
	acc_attach((void **)&s.data);
	acc_detach_async((void **)&s.data, 1);
	acc_wait(1);
	CHECK(device_value_of(&s.data) == data);
	acc_attach((void **)&s.data);
	acc_detach_finalize_async((void **)&s.data, 2);
	acc_wait(2);
	CHECK(device_value_of(&s.data) == data);

	/* Through the entry points generated code uses, attached at copyout. */
	__accrt_attach((void **)&s.data, acc_async_sync);
	twice(&s);
	acc_copyout(data, sizeof data);
	for (int i = 0; i < 100; i++) CHECK_EQ(data[i], 8 * i);
	/* The struct's copyout detaches first: s.data stays the host's. */
	s.n = 0;
	acc_copyout(&s, sizeof s);
	CHECK(s.data == data);
	CHECK_EQ(s.n, 100);

	/* Attach of a pointer whose target is absent is no action. */
	acc_copyin(&s, sizeof s);
	acc_attach((void **)&s.data);
	CHECK(device_value_of(&s.data) == data);
	__accrt_detach((void **)&s.data, 1, acc_async_sync);
	acc_delete(&s, sizeof s);
	/* ...and so is attach of a pointer that is not present. */
	acc_attach((void **)&s.data);
	printf("ok\n");
	return 0;
}
