/* A data construct's structured block may be the compute construct on
 * the next line, without braces (§2.6.5, §2.5.1): data then parallel
 * loop, data then kernels, two data constructs then serial, and enter
 * data before an unbraced data with present. */
#include "check.h"
#include <stdio.h>

#define N 500

static double a[N], b[N], c[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i / 2.0;
#pragma acc data copyin(a) copyout(b)
#pragma acc parallel loop
	for (int i = 0; i < N; i++)
		b[i] = 3 * a[i];
	CHECK_EQ(b[7], 10.5);

#pragma acc data copy(b)
#pragma acc kernels
	for (int i = 0; i < N; i++)
		b[i] += 1;
	CHECK_EQ(b[7], 11.5);

	double s = 0;
#pragma acc data copyin(a)
#pragma acc data copyin(b)
#pragma acc serial copy(s)
	for (int i = 0; i < N; i++)
		s += a[i] + b[i];
	CHECK_EQ(s, 4 * (N - 1) * N / 4.0 + N);

#pragma acc enter data copyin(a)
#pragma acc data present(a) copyout(c)
#pragma acc parallel loop
	for (int i = 0; i < N; i++)
		c[i] = a[i] - 1;
#pragma acc exit data delete(a)
	CHECK_EQ(c[9], 3.5);
	printf("%g %g %g\n", b[N - 1], s, c[N - 1]);
	return 0;
}
