/* The if clause (§2.5.14, §2.6.5): false runs the construct on the host
 * (data stays where it is), true on the device. */
#include "check.h"
#include <openacc.h>

#define N 256
static int a[N];

int main(void)
{
	int on_device = 0;
#ifdef _OPENACC
	on_device = acc_get_device_type() != acc_device_host;
#endif
	for (int use = 0; use < 2; use++) {
		for (int i = 0; i < N; i++)
			a[i] = i;
#pragma acc data copy(a) if(use)
		{
#pragma acc parallel loop present(a) if(use)
			for (int i = 0; i < N; i++)
				a[i] += 1;
			/* the host copy changes only when the data region is not on the device */
			if (on_device && use)
				CHECK(a[0] == 0);
		}
		for (int i = 0; i < N; i++)
			CHECK_EQ(a[i], i + 1);
	}
	int x = 0;
#pragma acc parallel loop if(0) copy(x)
	for (int i = 0; i < 1; i++)
		x = 42;
	CHECK_EQ(x, 42);
#pragma acc update self(a) if(0)
#pragma acc enter data copyin(a) if(0)
#ifdef _OPENACC
	CHECK(!on_device || !acc_is_present(a, sizeof a));
#endif
	printf("%d %d\n", a[N - 1], x);
	return 0;
}
