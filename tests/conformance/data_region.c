/* A data region around several compute constructs: data moves at the
 * region's entry and exit only, and present finds it (§2.6.5, §2.7.5). */
#include "check.h"
#include <openacc.h>

#define N 4096

int main(void)
{
	double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
	for (int i = 0; i < N; i++)
		x[i] = i, y[i] = 0;
#pragma acc data copyin(x[0:N]) copyout(y[0:N])
	{
#pragma acc parallel loop present(x[0:N], y[0:N])
		for (int i = 0; i < N; i++)
			y[i] = 2 * x[i];
		/* x changes on the host only: the device keeps its copy */
		for (int i = 0; i < N; i++)
			x[i] = -1;
#pragma acc parallel loop
		for (int i = 0; i < N; i++)
			y[i] += 1;
#ifdef _OPENACC
		if (acc_get_device_type() != acc_device_host)
			CHECK(y[5] == 0); /* still the host's value until the region ends */
#endif
	}
	double s = 0;
	for (int i = 0; i < N; i++) {
		CHECK(y[i] == 2.0 * i + 1);
		s += y[i];
	}
	printf("%.1f\n", s);
	free(x);
	free(y);
	return 0;
}
