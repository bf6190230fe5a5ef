/* C99 array parameters named bare in data clauses: "double a[N][M]" is a
 * pointer to rows (C11 6.7.6.3p7), and its declaration gives the number
 * of rows, so copy(a) moves the whole array as declared (§2.7.1): fixed
 * extents, a one-dimensional "x[M]", "y[restrict N]", "v[static N]",
 * variable-length "b[n][m]", on compute, data and update directives. */
#include "check.h"
#include <stdio.h>

#define N 48
#define M 20

static void relax(double a[N][M], const double x[M], double y[restrict N])
{
#pragma acc parallel loop copy(a) copyin(x) copyout(y)
	for (int i = 0; i < N; i++) {
		double s = 0;
		for (int j = 0; j < M; j++) {
			a[i][j] += i + j;
			s += a[i][j] * x[j];
		}
		y[i] = s;
	}
}

static void twice(double a[N][M], double v[static N])
{
#pragma acc data copy(a) copy(v)
	{
#pragma acc parallel loop collapse(2) present(a)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				a[i][j] *= 2;
#pragma acc parallel loop present(v)
		for (int i = 0; i < N; i++)
			v[i] += 1;
#pragma acc update self(a)
	}
}

static void scale(int n, int m, double b[n][m], double f)
{
#pragma acc parallel loop collapse(2) copy(b)
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			b[i][j] *= f;
}

int main(void)
{
	static double a[N][M], x[M], y[N], b[N][M];
	for (int j = 0; j < M; j++)
		x[j] = j % 3;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			b[i][j] = i - j;
	relax(a, x, y);
	twice(a, y);
	scale(N, M, b, 0.5);
	for (int i = 0; i < N; i++) {
		double s = 0;
		for (int j = 0; j < M; j++) {
			CHECK_EQ(a[i][j], 2.0 * (i + j));
			CHECK_EQ(b[i][j], (i - j) / 2.0);
			s += (i + j) * (j % 3);
		}
		CHECK_EQ(y[i], s + 1);
	}
	printf("%g %g %g\n", a[N - 1][M - 1], y[N - 1], b[N - 1][0]);
	return 0;
}
