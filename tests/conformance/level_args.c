/* Arguments of gang, worker and vector (§2.9.2-4): gang(num:),
 * worker(num:), vector(length:) and their short forms size a kernels
 * region's loop kernels; gang(dim:1) is plain gang. */
#include "check.h"

#define N 10000
static float x[N], y[N];
static long rows[100];

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i % 17;
	int ng = 8;
#pragma acc kernels copyin(x) copyout(y, rows)
	{
#pragma acc loop gang(num: ng) vector(length: 64)
		for (int i = 0; i < N; i++)
			y[i] = 2 * x[i] + 1;
#pragma acc loop gang(16) worker(num: 2)
		for (int r = 0; r < 100; r++) {
			long s = 0;
#pragma acc loop vector(32) reduction(+:s)
			for (int c = 0; c < 100; c++)
				s += (long)x[r * 100 + c];
			rows[r] = s;
		}
	}
	float z[N];
#pragma acc parallel loop gang(dim: 1) copyin(y) copyout(z)
	for (int i = 0; i < N; i++)
		z[i] = y[i] - 1;
	double t = 0;
	long rt = 0;
	for (int i = 0; i < N; i++) {
		CHECK(y[i] == 2 * x[i] + 1);
		CHECK(z[i] == 2 * x[i]);
		t += z[i];
	}
	for (int r = 0; r < 100; r++) {
		long s = 0;
		for (int c = 0; c < 100; c++)
			s += (long)x[r * 100 + c];
		CHECK_EQ(rows[r], s);
		rt += s;
	}
	printf("%.1f %ld\n", t, rt);
	return 0;
}
