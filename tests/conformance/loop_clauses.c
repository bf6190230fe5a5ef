/* The loop construct's independent, auto and seq clauses (§2.9.9-11),
 * num_workers and vector_length on parallel (§2.5.10-11), and kernels
 * loop independent (§2.11). */
#include "check.h"

#define N 1000
#define M 64
static double a[N], b[N];
static long c[M][M];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i * 0.5;
	/* independent on a gang vector loop */
#pragma acc parallel loop independent copyin(a) copyout(b)
	for (int i = 0; i < N; i++)
		b[i] = 2 * a[i] + 1;
	for (int i = 0; i < N; i++)
		CHECK_NEAR(b[i], i + 1.0, 0);
	/* seq inner loop carries a dependence; the outer loop is gang */
#pragma acc parallel num_workers(2) vector_length(32) copy(c)
	{
#pragma acc loop gang
		for (int i = 0; i < M; i++) {
#pragma acc loop seq
			for (int j = 1; j < M; j++)
				c[i][j] = c[i][j - 1] + i + j;
		}
	}
	for (int i = 0; i < M; i++)
		for (int j = 1; j < M; j++)
			CHECK_EQ(c[i][j], c[i][j - 1] + i + j);
	/* auto: the implementation decides; results must not change */
	long sum = 0;
#pragma acc parallel loop auto reduction(+:sum) copyin(c)
	for (int i = 0; i < M; i++)
		sum += c[i][M - 1];
	long want = 0;
	for (int i = 0; i < M; i++)
		want += c[i][M - 1];
	CHECK_EQ(sum, want);
	/* worker and vector loops under num_workers/vector_length */
#pragma acc parallel loop gang num_gangs(8) num_workers(4) vector_length(64) copy(c)
	for (int i = 0; i < M; i++) {
#pragma acc loop worker independent
		for (int j = 0; j < M; j += 8) {
#pragma acc loop vector independent
			for (int k = j; k < j + 8; k++)
				c[i][k] = c[i][k] * 2 - i;
		}
	}
	long t = 0;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < M; j++)
			t += c[i][j];
	/* kernels loop independent, and a kernels loop the compiler schedules
	 * with auto on an inner seq-dependent loop */
#pragma acc kernels loop independent copy(b)
	for (int i = 0; i < N; i++)
		b[i] = b[i] * b[i];
	for (int i = 0; i < N; i++)
		CHECK_NEAR(b[i], (i + 1.0) * (i + 1.0), 0);
	double run[8] = {0};
#pragma acc kernels copy(run)
	{
#pragma acc loop auto
		for (int i = 1; i < 8; i++)
			run[i] = run[i - 1] + i;
	}
	CHECK_NEAR(run[7], 28, 0);
	printf("%ld %ld %.1f %.1f\n", sum, t, b[N - 1], run[7]);
	return 0;
}
