/* async and wait (§2.16): constructs on queues, waits between queues and
 * the wait directive. */
#include "check.h"
#include <openacc.h>

#define N 100000
static float x[N], y[N], z[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i * 0.5f, y[i] = 0, z[i] = 0;
#pragma acc data copyin(x) create(y, z)
	{
#pragma acc parallel loop async(1)
		for (int i = 0; i < N; i++)
			y[i] = x[i] * 2;
		/* queue 2 waits for queue 1 on the device */
#pragma acc parallel loop async(2) wait(1)
		for (int i = 0; i < N; i++)
			z[i] = y[i] + 1;
#pragma acc update self(z) async(2)
#pragma acc wait(2)
		for (int i = 0; i < N; i++)
			CHECK(z[i] == i * 1.0f + 1);
#pragma acc parallel loop async
		for (int i = 0; i < N; i++)
			z[i] = -z[i];
#pragma acc update self(z) async
#pragma acc wait
	}
	double s = 0;
	for (int i = 0; i < N; i++) {
		CHECK(z[i] == -(i * 1.0f + 1));
		s += z[i];
	}
	printf("%.0f\n", s);
	return 0;
}
