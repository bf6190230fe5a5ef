/* A parallel region with a gang loop around vector loops (§2.9.3, §2.9.5):
 * code between them runs gang-redundant / vector-single, its values reach
 * the vector loops, and a vector reduction's result is seen by the gang.
 * num_gangs and vector_length are honoured. */
#include "check.h"
#include <openacc.h>

#define N 300
#define M 200
static double a[N][M], rowsum[N], scaled[N][M];

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = (i % 7) + j * 0.25;
	int ngangs = 0, vlen = 0;
#pragma acc parallel num_gangs(16) vector_length(64) copyin(a) copyout(rowsum, scaled) copy(ngangs, vlen)
	{
#pragma acc loop gang
		for (int i = 0; i < N; i++) {
			double s = 0;
			double f = 1.0 / (1 + i % 3); /* vector-single: one value per gang */
#pragma acc loop vector reduction(+:s)
			for (int j = 0; j < M; j++)
				s += a[i][j];
			rowsum[i] = s;
#pragma acc loop vector
			for (int j = 0; j < M; j++)
				scaled[i][j] = a[i][j] * f + s;
		}
	}
	for (int i = 0; i < N; i++) {
		double s = 0;
		for (int j = 0; j < M; j++)
			s += a[i][j];
		CHECK_NEAR(rowsum[i], s, 1e-12);
		for (int j = 0; j < M; j++)
			CHECK_NEAR(scaled[i][j], a[i][j] / (1 + i % 3) + s, 1e-12);
	}
	double t = 0;
	for (int i = 0; i < N; i++)
		t += rowsum[i];
	printf("%.3f\n", t);
	return 0;
}
