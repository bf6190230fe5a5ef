/* present(p) on a pointer without a subarray (§2.7.5): the data p points
 * to must already be present (here from enter data and from a data
 * construct); the kernels index it through p. accls looks up the block
 * holding p's target, as for an implicit present whose section the loop
 * bounds do not give. */
#include "check.h"

#define N 1000

static void scale(int n, double *p, double f)
{
#pragma acc parallel loop present(p)
	for (int i = 0; i < n; i++)
		p[i] *= f;
}

int main(void)
{
	double *a = malloc(N * sizeof *a), s = 0;
	for (int i = 0; i < N; i++)
		a[i] = i;
#pragma acc enter data copyin(a[0:N])
	scale(N, a, 2.0);
	/* an interior pointer: its target lies inside the present block */
	scale(N / 2, a + N / 2, 0.5);
#pragma acc parallel loop present(a) reduction(+:s)
	for (int i = 0; i < N; i++)
		s += a[i];
#pragma acc exit data copyout(a[0:N])
	for (int i = 0; i < N; i++)
		CHECK(a[i] == (i < N / 2 ? 2.0 * i : (double)i));
	double *b = malloc(N * sizeof *b);
	for (int i = 0; i < N; i++)
		b[i] = 1;
#pragma acc data copy(b[0:N])
	{
		scale(N, b, 3.0);
	}
	for (int i = 0; i < N; i++)
		CHECK(b[i] == 3.0);
	printf("%.1f %.1f %.1f\n", s, a[N - 1], b[0]);
	free(a);
	free(b);
	return 0;
}
