/* Pointers derived in a loop body in kernels regions (§2.5.3: the
 * compiler decides which loops run in parallel; §2.6.1: a pointer declared
 * in the loop is private, its target is not). Row pointers into a flat
 * array (&A[i*m], B + i*m); plane pointers into a flat 3-D array
 * (A + k*n*m: gang, worker and vector loops); row pointers into 2-D arrays
 * (X[i], &Y[i][0]) and into a 3-D array (C3[k][i]); a pointer derived from
 * a row pointer with a recurrence along the row; a row pointer reading
 * the row before; an interior pointer p = &x[i] with p[1] = p[0] + ...
 * (a recurrence). Each result is checked against the same computation
 * done serially on the host. */
#include "check.h"
#define N 48
#define M 40
#define L 6
static double X[N][M], Y[N][M], RX[N][M];
static double C3[L][N][M], RC3[L][N][M];
static double Af[N * M], Bf[N * M], RA[N * M];
static double x[N * M], rx[N * M];

static double init(int i, int j) { return (i * 7 + j * 3) % 11 * 0.25; }

/* A and B are restrict: the rows of A are written, B's read. */
static void add_rows(int n, int m, double *restrict A, const double *restrict B)
{
#pragma acc kernels copy(A[0:n*m]) copyin(B[0:n*m])
	for (int i = 0; i < n; i++) {
		double *row = &A[i * m];
		const double *brow = B + i * m;
		for (int j = 0; j < m; j++)
			row[j] += 2.0 * brow[j];
	}
}

/* A plane pointer into a flat 3-D array: plane[i*m + j] is
 * A[k*n*m + i*m + j], so gang, worker and vector loops. */
static void add_planes(int l, int n, int m, double *restrict A)
{
#pragma acc kernels copy(A[0:l*n*m])
	for (int k = 0; k < l; k++) {
		double *plane = A + k * n * m;
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++)
				plane[i * m + j] += k + 2.0 * i + 0.5 * j;
	}
}

/* A pointer derived from a row pointer: p[j] is row[j + 1], a
 * recurrence along the row only. */
static void scan_rows(int n, int m, double *restrict A)
{
#pragma acc kernels copy(A[0:n*m])
	for (int i = 0; i < n; i++) {
		double *row = A + i * m;
		double *p = row + 1;
		for (int j = 0; j < m - 1; j++)
			p[j] = 0.5 * row[j] + p[j];
	}
}

/* Row i reads row i-1: the outer loop is a recurrence. */
static void prev_rows(int n, int m, double *restrict A)
{
#pragma acc kernels copy(A[0:n*m])
	for (int i = 1; i < n; i++) {
		double *row = &A[i * m + 0];
		const double *prev = &A[(i - 1) * m];
		for (int j = 0; j < m; j++)
			row[j] = 0.5 * prev[j] + row[j];
	}
}

/* p[1] = p[0] + ... with p = &x[i]: x[i+1] depends on x[i]. */
static void interior(int n, double *restrict v)
{
#pragma acc kernels copy(v[0:n])
	for (int i = 0; i < n - 1; i++) {
		double *p = &v[i];
		p[1] = p[0] * 0.5 + p[1];
	}
}

int main(void)
{
	int n = N, m = M;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			X[i][j] = RX[i][j] = init(i, j);
			Y[i][j] = init(j, i);
			Af[i * M + j] = RA[i * M + j] = init(i + 1, j);
			Bf[i * M + j] = init(j, i + 2);
			x[i * M + j] = rx[i * M + j] = init(i, j + 5);
			for (int k = 0; k < L; k++)
				C3[k][i][j] = RC3[k][i][j] = init(i + k, j);
		}

	/* Rows of 2-D arrays, and planes of a 3-D one. */
#pragma acc kernels copy(X, C3) copyin(Y)
	{
		for (int i = 0; i < N; i++) {
			double *row = X[i];
			const double *yr = &Y[i][0];
			for (int j = 0; j < M; j++)
				row[j] = 2.0 * yr[j] + row[j];
		}
		for (int k = 0; k < L; k++)
			for (int i = 0; i < N; i++) {
				double *line = C3[k][i];
				*line = line[1] * 3.0 + k;
				line[M - 1] += k;
			}
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			RX[i][j] = 2.0 * Y[i][j] + RX[i][j];
			if (j == 0)
				for (int k = 0; k < L; k++) {
					RC3[k][i][0] = RC3[k][i][1] * 3.0 + k;
					RC3[k][i][M - 1] += k;
				}
		}

	add_planes(L, N / L, m, Af);
	for (int k = 0; k < L; k++)
		for (int i = 0; i < N / L; i++)
			for (int j = 0; j < M; j++)
				RA[(k * (N / L) + i) * M + j] += k + 2.0 * i + 0.5 * j;
	add_rows(n, m, Af, Bf);
	for (int i = 0; i < N * M; i++)
		RA[i] += 2.0 * Bf[i];
	scan_rows(n, m, Af);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M - 1; j++)
			RA[i * M + j + 1] = 0.5 * RA[i * M + j] + RA[i * M + j + 1];
	prev_rows(n, m, Af);
	for (int i = 1; i < N; i++)
		for (int j = 0; j < M; j++)
			RA[i * M + j] = 0.5 * RA[(i - 1) * M + j] + RA[i * M + j];
	interior(N * M, x);
	for (int i = 0; i < N * M - 1; i++)
		rx[i + 1] = rx[i] * 0.5 + rx[i + 1];

	double t = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			CHECK_NEAR(X[i][j], RX[i][j], 1e-12);
			CHECK_NEAR(Af[i * M + j], RA[i * M + j], 1e-12);
			CHECK_NEAR(x[i * M + j], rx[i * M + j], 1e-12);
			t += X[i][j] + Af[i * M + j] + x[i * M + j];
			for (int k = 0; k < L; k++) {
				CHECK_NEAR(C3[k][i][j], RC3[k][i][j], 1e-12);
				t += C3[k][i][j];
			}
		}
	printf("%.6f\n", t);
	return 0;
}
