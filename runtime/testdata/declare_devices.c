/* Declared globals (file-scope declare, §2.13) on every device the
 * program uses: their data lifetime is the program's, so a second device
 * gets them when acc_set_device_num makes it current (§3.2.4), when
 * acc_init_device initializes it (§3.2.7, before any other use), and
 * again when it is used after acc_shutdown_device (§3.2.8); copyin's
 * copy holds the static initial value there too, whatever the host wrote
 * since; a unit registered after main started (a library opened with
 * dlopen) reaches every device as it is used. Run with two PoCL devices. */
//test: env POCL_DEVICES=pthread pthread
#include <openacc.h>
#include <accrt.h>
#include "check.h"

#define N 32

static double table[N] = {1.5, 2.5, 3.5};
static long scratch[N];
static int late = 42;

static __accrt_declare vars[] = {
	{table, sizeof table, __ACCRT_COPYIN, "table", 0},
	{scratch, sizeof scratch, __ACCRT_CREATE, "scratch", 0},
};
static __accrt_declare_unit unit = {vars, 2, 0};
static __accrt_declare later[] = {{&late, sizeof late, __ACCRT_COPYIN, "late", 0}};
static __accrt_declare_unit unit2 = {later, 1, 0};

__attribute__((constructor)) static void register_declares(void) { __accrt_declare_register(&unit); }

/* create events of device 1 (the entry actions there) */
static int creates1;
static void on_create(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
	(void)ei;
	(void)ai;
	if (pi->device_number == 1)
		creates1++;
}

/* table and scratch are present on the current device, table with its
 * initial value */
static void check_current(void) {
	CHECK(acc_is_present(table, sizeof table));
	CHECK(acc_is_present(scratch, sizeof scratch));
	double d[N];
	acc_memcpy_from_device(d, acc_deviceptr(table), sizeof d);
	CHECK(d[0] == 1.5 && d[1] == 2.5 && d[2] == 3.5 && d[3] == 0);
}

int main(void) {
	table[0] = -1; /* before the first runtime call */
	const acc_device_t t = acc_get_device_type();
	CHECK(t != acc_device_host);
	CHECK_EQ(acc_get_num_devices(t), 2);
	CHECK_EQ(acc_get_device_num(t), 0);
	check_current();
	/* device 0's copy of scratch is its own */
	long marker = 77;
	acc_memcpy_to_device(acc_deviceptr(scratch), &marker, sizeof marker);

	/* acc_init_device makes them on device 1, which is not current */
	acc_prof_register(acc_ev_create, on_create, acc_reg);
	acc_init_device(1, t);
	acc_prof_unregister(acc_ev_create, on_create, acc_reg);
	CHECK_EQ(creates1, 2);
	CHECK_EQ(acc_get_device_num(t), 0);

	/* current: nothing is made again */
	acc_prof_register(acc_ev_create, on_create, acc_reg);
	acc_set_device_num(1, t);
	check_current();
	acc_prof_unregister(acc_ev_create, on_create, acc_reg);
	CHECK_EQ(creates1, 2);
	CHECK(acc_deviceptr(scratch) != 0);
	marker = 88;
	acc_memcpy_to_device(acc_deviceptr(scratch), &marker, sizeof marker);
	long got = 0;

	/* a unit registered now reaches the current device at the next call,
	 * and the other device when it is current again */
	late = 43;
	__accrt_declare_register(&unit2);
	CHECK(acc_is_present(&late, sizeof late));
	int l = 0;
	acc_memcpy_from_device(&l, acc_deviceptr(&late), sizeof l);
	CHECK_EQ(l, 43); /* registered with the value it had then */
	acc_set_device_num(0, t);
	CHECK(acc_is_present(&late, sizeof late));
	acc_memcpy_from_device(&got, acc_deviceptr(scratch), sizeof got);
	CHECK_EQ(got, 77); /* device 0's copy is its own, and was kept */

	/* after acc_shutdown_device, device 1 gets them again when used */
	acc_shutdown_device(1, t);
	acc_set_device_num(1, t);
	check_current();
	CHECK(acc_is_present(&late, sizeof late));
	return 0;
}
