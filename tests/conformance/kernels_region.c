/* The kernels construct (§2.5.3): each loop nest becomes a kernel that
 * autoscoping parallelizes; scalars are copied in and out (§2.6.2), and
 * statements between loops run once. */
#include "check.h"

#define N 2048

int main(void)
{
	static float x[N], y[N];
	float total = 0;
	int count = 0;
	for (int i = 0; i < N; i++)
		x[i] = (float)(i % 17);
#pragma acc kernels copyin(x) copyout(y)
	{
		for (int i = 0; i < N; i++)
			y[i] = x[i] * 2;
		count = N / 2;
		for (int i = 0; i < N; i++)
			y[i] = y[i] + 1;
	}
	for (int i = 0; i < N; i++) {
		CHECK(y[i] == (float)(i % 17) * 2 + 1);
		total += y[i];
	}
	CHECK_EQ(count, N / 2);
	printf("%.1f %d\n", total, count);
	return 0;
}
