/* host_data use_device (§2.8) and declare in a function (§2.13): device
 * addresses handed to the runtime routines and to a deviceptr region, and
 * data that lives as long as the function, through every return. */
#include "check.h"
#include <openacc.h>
//test: no-host

#define N 1000

static double sum_on_device(const double *restrict v, int n)
{
	double s = 0;
#pragma acc parallel loop present(v[0:n]) reduction(+:s)
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

/* declare copyin: v is on the device while the function runs, and gone
 * after it, whichever return it takes */
static double scaled(double *restrict v, int n, double f, int early)
{
	double out[4] = {0, 0, 0, 0};
#pragma acc declare copyin(v[0:n]) copyout(out)
	CHECK(acc_is_present(v, n * sizeof v[0]));
#pragma acc parallel loop present(v[0:n])
	for (int i = 0; i < n; i++)
		v[i] *= f; /* changes the device copy only */
	if (early)
		return sum_on_device(v, n);
#pragma acc parallel loop present(v[0:n], out)
	for (int k = 0; k < 4; k++)
		out[k] = v[k];
	/* the copyout happens when the function returns, after the return
	 * value is computed: update the host copy first */
#pragma acc update self(out)
	return out[0] + out[1] + out[2] + out[3];
}

static double make_and_sum(int n)
{
	double tmp[64];
#pragma acc declare create(tmp)
#pragma acc parallel loop present(tmp)
	for (int i = 0; i < 64; i++)
		tmp[i] = i < n ? i : 0;
	return sum_on_device(tmp, 64);
}

int main(void)
{
	static double x[N], y[N];
	/* on the host device all data counts as present (§3.2.30) */
	int on_device = acc_get_device_type() != acc_device_host;
	for (int i = 0; i < N; i++)
		x[i] = i * 0.5, y[i] = 0;
	double s1 = scaled(x, N, 2.0, 1);
	CHECK(s1 == 2.0 * 0.5 * (N - 1) * N / 2);
	CHECK(!on_device || !acc_is_present(x, sizeof x));
	/* on a device the host copy is untouched: copyin does not copy out */
	CHECK(!on_device || x[10] == 5.0);
	for (int i = 0; i < N; i++)
		x[i] = i * 0.5;
	double s2 = scaled(x, N, 3.0, 0);
	CHECK(s2 == 3.0 * (0 + 0.5 + 1 + 1.5));
	CHECK(!on_device || !acc_is_present(x, sizeof x));
	for (int i = 0; i < N; i++)
		x[i] = i * 0.5;
	double s3 = make_and_sum(10);
	CHECK(s3 == 45);

	/* host_data: the device address of x, used by the runtime and by a
	 * deviceptr region */
	double *hx = x;
#pragma acc data copyin(x) copyout(y)
	{
#pragma acc host_data use_device(x, y)
		{
			double *dx = x, *dy = y;
			CHECK(on_device ? acc_hostptr(dx) == (void *)hx && dx == (double *)acc_deviceptr(hx) && dx != hx : dx == hx);
#pragma acc parallel loop deviceptr(dx, dy)
			for (int i = 0; i < N; i++)
				dy[i] = dx[i] + 1;
		}
	}
	for (int i = 0; i < N; i++)
		CHECK(y[i] == x[i] + 1);
	/* if(false): the host addresses stay */
	int is_host = 0;
#pragma acc data copyin(x)
	{
#pragma acc host_data use_device(x) if(is_host)
		{
			CHECK(x == &x[0] && x[3] == 1.5);
		}
#pragma acc host_data use_device(y) if_present
		{
			CHECK(y[2] == 2.0); /* y is not present: its host address stays */
		}
	}
	printf("%.1f %.1f %.1f %.1f\n", s1, s2, s3, y[N - 1]);
	return 0;
}
