/* Dynamic multidimensional C arrays (§2.7.1: subarrays must be contiguous
 * "except for dynamic multidimensional C arrays"): double **a whose rows
 * are allocated one by one. The pointer array a[lo:n] and every row
 * a[i][0:m] are present on their own (§2.6.7), and the device copy of the
 * pointer array holds the rows' device addresses (attach, §2.6.8, §2.7.2).
 * Covered: copy(a[0:N][0:M]) with collapse(2), copyin of rows a[2:3][0:M],
 * copyout and create (the host's row pointers are intact after the exit
 * actions), a data construct with parallel, kernels and serial inside
 * (implicit present-or-copy), present(...), enter data / implicit present
 * in a compute construct / update self and device / exit data copyout and
 * delete, the rows' reference counters (acc_is_present after the exits),
 * int ***t in three levels with collapse(3), and an array of row pointers
 * double *r[N]. */
#include "check.h"
#include <openacc.h>
#include <stdlib.h>

#define N 12
#define M 37
#define P 3
#define Q 5
#define K 7

static int on_device(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

static int is_present(void *p, size_t n)
{
#ifdef _OPENACC
	return acc_is_present(p, n);
#else
	(void)p;
	(void)n;
	return 0;
#endif
}

static double **alloc2(int n, int m)
{
	double **a = malloc(n * sizeof *a);
	for (int i = 0; i < n; i++)
		a[i] = malloc(m * sizeof **a);
	return a;
}

static double f(int i, int j)
{
	return i * 100 + j;
}

int main(void)
{
	double **a = alloc2(N, M), **b = alloc2(N, M);
	double *keep[N];
	for (int i = 0; i < N; i++) {
		keep[i] = a[i];
		for (int j = 0; j < M; j++)
			a[i][j] = f(i, j);
	}

	/* copy of every row, collapse(2) */
#pragma acc parallel loop collapse(2) copy(a[0:N][0:M])
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = 2 * a[i][j] + 1;
	for (int i = 0; i < N; i++) {
		CHECK(a[i] == keep[i]); /* the pointer array is never copied back */
		for (int j = 0; j < M; j++)
			CHECK(a[i][j] == 2 * f(i, j) + 1);
	}

	/* copyin of rows 2..4, copyout of rows 2..4 of b */
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			b[i][j] = -1;
#pragma acc parallel loop copyin(a[2:3][0:M]) copyout(b[2:3][0:M])
	for (int i = 2; i < 5; i++) {
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			b[i][j] = a[i][j] - j;
	}
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			CHECK(b[i][j] == (i >= 2 && i < 5 ? 2 * f(i, j) + 1 - j : -1));

	/* create: device-only rows written and read, results through copyout */
	double **t = alloc2(N, M);
	double sums[N];
#pragma acc parallel loop gang create(t[0:N][0:M]) copyout(sums)
	for (int i = 0; i < N; i++) {
		double s = 0;
		for (int j = 0; j < M; j++)
			t[i][j] = i + j;
		for (int j = 0; j < M; j++)
			s += t[i][j];
		sums[i] = s;
	}
	for (int i = 0; i < N; i++)
		CHECK(sums[i] == (double)i * M + M * (M - 1) / 2);

	/* a data construct: the compute constructs inside use its rows */
	long cnt = 0;
#pragma acc data copy(a[0:N][0:M]) copyout(b[0:N][0:M])
	{
#pragma acc parallel loop collapse(2)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				b[i][j] = a[i][j] * 3;
#pragma acc kernels
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				a[i][j] = b[i][j] - a[i][j];
#pragma acc serial copy(cnt)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				cnt += a[i][j] > 1000;
#pragma acc parallel loop present(a[0:N][0:M], b[0:N][0:M]) collapse(2)
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				b[i][j] += 1;
	}
	long want = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			CHECK(a[i][j] == 2 * (2 * f(i, j) + 1));
			CHECK(b[i][j] == 3 * (2 * f(i, j) + 1) + 1);
			want += a[i][j] > 1000;
		}
	CHECK_EQ(cnt, want);
	double tb = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			tb += b[i][j];
	CHECK(!on_device() || !is_present(a[3], M * sizeof(double)));

	/* enter data; a compute construct without a clause (implicit present);
	 * update self and device; exit data */
#pragma acc enter data copyin(a[0:N][0:M])
	CHECK(!on_device() || is_present(a[5], M * sizeof(double)));
#pragma acc parallel loop collapse(2)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = i - j;
#pragma acc update self(a[0:N][0:M])
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			CHECK(a[i][j] == i - j);
			a[i][j] = 10 * i + j;
		}
#pragma acc update device(a[0:N][0:M])
	/* the pointer array shared with a data construct's present: counted */
#pragma acc data present(a[0:N][0:M])
	{
#pragma acc parallel loop
		for (int i = 0; i < N; i++)
			for (int j = 0; j < M; j++)
				a[i][j] += 0.5;
	}
	for (int i = 0; i < N; i++)
		a[i][0] = -99; /* only the device copy of row i is copied out */
#pragma acc exit data copyout(a[0:N][0:M])
	CHECK(!on_device() || !is_present(a[5], M * sizeof(double)));
	CHECK(!on_device() || !is_present(a, N * sizeof(double *)));
	for (int i = 0; i < N; i++) {
		CHECK(a[i] == keep[i]);
		for (int j = 0; j < M; j++)
			CHECK(a[i][j] == (on_device() || j > 0 ? 10 * i + j + 0.5 : -99));
		a[i][0] = 10 * i + 0.5; /* the same on every path from here */
	}
	/* enter data create, exit data delete */
#pragma acc enter data create(b[0:N][0:M])
#pragma acc parallel loop collapse(2)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			b[i][j] = 1;
#pragma acc exit data delete(b[0:N][0:M])
	CHECK(!on_device() || !is_present(b[0], M * sizeof(double)));

	/* three levels: int ***v, collapse(3) */
	int ***v = malloc(P * sizeof *v);
	for (int i = 0; i < P; i++) {
		v[i] = malloc(Q * sizeof **v);
		for (int j = 0; j < Q; j++) {
			v[i][j] = malloc(K * sizeof ***v);
			for (int k = 0; k < K; k++)
				v[i][j][k] = i * 10000 + j * 100 + k;
		}
	}
#pragma acc parallel loop collapse(3) copy(v[0:P][0:Q][0:K])
	for (int i = 0; i < P; i++)
		for (int j = 0; j < Q; j++)
			for (int k = 0; k < K; k++)
				v[i][j][k] = -v[i][j][k] + k;
	long tv = 0;
	for (int i = 0; i < P; i++)
		for (int j = 0; j < Q; j++)
			for (int k = 0; k < K; k++) {
				CHECK_EQ(v[i][j][k], -(i * 10000 + j * 100 + k) + k);
				tv += v[i][j][k];
			}

	/* an array of row pointers */
	float *r[N];
	for (int i = 0; i < N; i++) {
		r[i] = malloc(M * sizeof(float));
		for (int j = 0; j < M; j++)
			r[i][j] = j;
	}
	float rs = 0;
#pragma acc parallel loop collapse(2) copyin(r[0:N][0:M]) reduction(+:rs)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			rs += r[i][j] * i;
	CHECK(rs == (float)(N * (N - 1) / 2) * (M * (M - 1) / 2));

	double ta = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			ta += a[i][j];
	printf("a %.1f b %.1f cnt %ld v %ld r %.1f\n", ta, tb, cnt, tv, rs);
	return 0;
}
