/* declare at file scope on every device the program uses (§2.13: the
 * data lifetime of a global's declare is the program's): with two OpenCL
 * devices, the declared globals are present on the second one once
 * acc_set_device_num (§3.2.4) makes it current, and on one that
 * acc_init_device (§3.2.7) initializes; copyin's device copy there holds
 * the static initial values although the host wrote the variable before
 * any runtime call; create's copy is the device's own. Also what §2.13
 * allows at file scope beyond arrays and scalars: a whole struct, an
 * extern declaration (defined below), a static. */
//test: env POCL_DEVICES=pthread pthread
#include "check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 256
struct params {
	int scale;
	double offset;
	short tag;
};
struct params prm = {3, 0.5, 7};
#pragma acc declare copyin(prm)
extern int base[N];
#pragma acc declare copyin(base)
static double work[N];
#pragma acc declare create(work)
int base[N] = {5, 6, 7};

/* runs on the current device: uses every declared global */
static double sweep(void)
{
	double s = 0;
#pragma acc parallel loop reduction(+:s)
	for (int i = 0; i < N; i++) {
		work[i] = base[i] * prm.scale + prm.offset + prm.tag + i % 3;
		s += work[i];
	}
	return s;
}

int main(void)
{
	/* host writes before any runtime call: the device copies keep the
	 * initial values, on every device */
	base[0] = 100;
	prm.scale = 4;
	int ndev = 1, on_device = 0;
#ifdef _OPENACC
	const acc_device_t t = acc_get_device_type();
	on_device = t != acc_device_host;
	if (on_device)
		ndev = acc_get_num_devices(t);
#endif
	/* on the device: base[0] = 5, scale 3; on the host: 100 and 4 */
	double want = 0;
	for (int i = 0; i < N; i++) {
		const int b = i == 0 ? (on_device ? 5 : 100) : i == 1 ? 6 : i == 2 ? 7 : 0;
		want += b * (on_device ? 3 : 4) + 0.5 + (7 + i % 3);
	}
	double first = 0;
	for (int dev = 0; dev < ndev; dev++) {
#ifdef _OPENACC
		if (on_device) {
			if (dev == 1)
				acc_init_device(dev, t); /* before it is current */
			acc_set_device_num(dev, t);
			CHECK_EQ(acc_get_device_num(t), dev);
		}
		CHECK(acc_is_present(&prm, sizeof prm));
		CHECK(acc_is_present(base, sizeof base));
		CHECK(acc_is_present(work, sizeof work));
#endif
		const double s = sweep();
		CHECK(s == want);
		if (dev == 0)
			first = s;
		/* this device's copy of work holds this device's results */
#pragma acc update self(work[0:4])
		CHECK(work[0] == (on_device ? 5 * 3 : 100 * 4) + 0.5 + 7);
		CHECK(work[3] == 0.5 + 7);
	}
	if (ndev > 1) {
		/* the first device's copies were not touched by the second's */
#ifdef _OPENACC
		acc_set_device_num(0, t);
#endif
		int b0 = 0;
#pragma acc serial copyout(b0)
		b0 = base[0];
		CHECK_EQ(b0, 5);
	}
	/* the same on every device, the host path and plain cc */
	printf("%d %.1f\n", first == want, work[3]);
	return 0;
}
