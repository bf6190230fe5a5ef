/* Registration of declare directives at file scope (§2.13), as generated
 * code does it: a constructor registers the unit without calling into
 * the Go runtime, and the first runtime call performs the entry actions.
 * copyin puts the static initial value on the device even when the host
 * writes the variable before that call; acc_is_present is true from the
 * start of main; a second unit declaring the same variable moves nothing. */
#include <openacc.h>
#include <accrt.h>
#include "check.h"

#define N 64

static double table[N] = {1.5, 2.5, 3.5};
static int scale = 7;
static long scratch[N];

static __accrt_declare vars[] = {
	{table, sizeof table, __ACCRT_COPYIN, "table", 0},
	{&scale, sizeof scale, __ACCRT_COPYIN, "scale", 0},
	{scratch, sizeof scratch, __ACCRT_CREATE, "scratch", 0},
};
static __accrt_declare_unit unit = {vars, 3, 0};

/* The same variable declared again by another translation unit. */
static __accrt_declare again[] = {{&scale, sizeof scale, __ACCRT_COPYIN, "scale", 0}};
static __accrt_declare_unit unit2 = {again, 1, 0};

__attribute__((constructor)) static void register_declares(void) {
	__accrt_declare_register(&unit);
	__accrt_declare_register(&unit2);
}

int main(void) {
	/* host writes before the first runtime call */
	table[0] = -1;
	scale = 100;
	CHECK(acc_is_present(table, sizeof table));
	CHECK(acc_is_present(&scale, sizeof scale));
	CHECK(acc_is_present(scratch, sizeof scratch));
	double d[N];
	int s = 0;
	acc_memcpy_from_device(d, acc_deviceptr(table), sizeof d);
	acc_memcpy_from_device(&s, acc_deviceptr(&scale), sizeof s);
	CHECK(d[0] == 1.5 && d[1] == 2.5 && d[2] == 3.5 && d[3] == 0);
	CHECK_EQ(s, 7);
	/* the structured counter holds them: an exit of a dynamic reference
	 * leaves them present (§2.6.7) */
	acc_copyin(table, sizeof table);
	acc_delete(table, sizeof table);
	CHECK(acc_is_present(table, sizeof table));
	/* update moves the host value */
	acc_update_device(&scale, sizeof scale);
	acc_memcpy_from_device(&s, acc_deviceptr(&scale), sizeof s);
	CHECK_EQ(s, 100);
	return 0;
}
