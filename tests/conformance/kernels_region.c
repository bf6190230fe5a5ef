/* The kernels construct (§2.5.3): each loop nest becomes a kernel that
 * autoscoping parallelizes; scalars are copied in and out (§2.6.2), and
 * statements between loops run once; a statement that is not a loop runs
 * its one gang loop on every gang, a seq loop around a gang loop runs on
 * the host and launches the gang loop (kernels_host_loop.c). */
#include "check.h"

#define N 2048

int main(void)
{
	static float x[N], y[N], z[N], b[8][N];
	int n = N;
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
#pragma acc kernels copyin(x) copyout(z) copy(b)
	{
		if (n > 0)
			for (int i = 0; i < n; i++)
				z[i] = x[i] + 3;
		for (int t = 1; t < 8; t++)
			for (int j = 0; j < n; j++)
				b[t][j] = b[t - 1][j] + x[j];
	}
	float zs = 0, bs = 0;
	for (int i = 0; i < N; i++) {
		CHECK(z[i] == (float)(i % 17) + 3);
		CHECK(b[7][i] == 7 * (float)(i % 17));
		zs += z[i];
		bs += b[7][i];
	}
	printf("%.1f %d %.1f %.1f\n", total, count, zs, bs);
	return 0;
}
