/* OpenACC 2.0's names of the data routines, which OpenACC 3.3 keeps as
 * alternate names: acc_pcopyin and acc_present_or_copyin for acc_copyin
 * (§3.2.20), acc_pcreate and acc_present_or_create for acc_create
 * (§3.2.21). Each behaves as the routine it names: on present data it
 * returns the same device address and counts one more dynamic reference
 * (§2.6.7), so as many deletes as entries release the data. */
//test: no-host
#include "check.h"
#include <openacc.h>

#define N 512
static double a[N], b[N];

int main(void)
{
	const int dev = acc_get_device_type() != acc_device_host;
	for (int i = 0; i < N; i++) {
		a[i] = i / 4.0;
		b[i] = -1;
	}
	double *da = acc_pcopyin(a, sizeof a);
	CHECK(acc_present_or_copyin(a, sizeof a) == da);
	double *db = acc_pcreate(b, sizeof b);
	CHECK(acc_present_or_create(b, sizeof b) == db);
	CHECK(acc_is_present(a, sizeof a) && acc_is_present(b, sizeof b));
#pragma acc parallel loop present(a, b)
	for (int i = 0; i < N; i++)
		b[i] = 2 * a[i] + 1;
	/* two dynamic references each: the first release keeps the data */
	acc_delete(b, sizeof b);
	CHECK(!dev || acc_is_present(b, sizeof b));
	CHECK(!dev || b[3] == -1);
	acc_copyout(b, sizeof b);
	acc_delete(a, sizeof a);
	acc_delete(a, sizeof a);
	CHECK(!dev || (!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b)));
	CHECK_EQ(b[3], 2.5);
	CHECK_EQ(b[N - 1], N / 2.0 - 0.5 + 1);
	printf("%g %g\n", b[3], b[N - 1]);
	return 0;
}
