/* declare link (§2.13.3): only the global link exists at program start;
 * the device copy of a link global is made by a data clause or enter
 * data and lives as long as they say (dynamic lifetime), and compute
 * constructs and routines (§2.15.1) use whatever copy is present when
 * they run: implicitly present in a compute construct, through a routine
 * called by the kernel, and through a routine called by a routine. A
 * routine also uses a declare create global. */
#include "check.h"
#include <openacc.h>

#define N 512
double coef[N];
#pragma acc declare link(coef)
int shift = 5;
#pragma acc declare link(shift)
static float bias[N];
#pragma acc declare create(bias)

#pragma acc routine seq
static double scaled(int i)
{
	return coef[i] * shift;
}

#pragma acc routine seq
static double twice(int i)
{
	return 2 * scaled(i) + bias[i];
}

int main(void)
{
#ifdef _OPENACC
	const int on_device = acc_get_device_type() != acc_device_host;
#else
	const int on_device = 0;
#endif
	static double out[N];
	/* nothing of coef or shift on the device yet; bias is (declare create) */
	CHECK(!on_device || !acc_is_present(coef, sizeof coef));
	CHECK(!on_device || !acc_is_present(&shift, sizeof shift));
	for (int i = 0; i < N; i++) {
		coef[i] = i * 0.5;
		bias[i] = 1;
	}
#pragma acc update device(bias)
	/* a data construct makes the copies; a routine called by the kernel
	 * reads them */
#pragma acc data copyin(coef, shift)
	{
		CHECK(!on_device || acc_is_present(coef, sizeof coef));
#pragma acc parallel loop copyout(out)
		for (int i = 0; i < N; i++)
			out[i] = scaled(i);
	}
	for (int i = 0; i < N; i++)
		CHECK(out[i] == i * 0.5 * 5);
	/* the data construct's exit removed them */
	CHECK(!on_device || !acc_is_present(coef, sizeof coef));
	/* enter data makes new copies; a kernel changes one in place (its
	 * implicit present finds it), a routine calling a routine reads both */
	shift = 3;
#pragma acc enter data copyin(coef, shift)
#pragma acc parallel loop
	for (int i = 0; i < N; i++)
		coef[i] += 1;
#pragma acc parallel loop copyout(out)
	for (int i = 0; i < N; i++)
		out[i] = twice(i);
	for (int i = 0; i < N; i++)
		CHECK(out[i] == 2 * ((i * 0.5 + 1) * 3) + 1);
	/* the host copy is untouched until the copy comes back */
	CHECK(!on_device || coef[4] == 2.0);
#pragma acc exit data copyout(coef) delete(shift)
	CHECK(coef[4] == 3.0);
	CHECK(!on_device || !acc_is_present(coef, sizeof coef));
	double s = 0;
	for (int i = 0; i < N; i++)
		s += out[i];
	printf("%.1f %.1f\n", s, coef[N - 1]);
	return 0;
}
