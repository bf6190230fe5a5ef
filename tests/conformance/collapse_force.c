/* collapse(force:n) (§2.9.1): associated loops that are not tightly
 * nested. With the force modifier the code between the loops is allowed
 * and "may be executed multiple times as needed to perform the collapse",
 * so the programs keep it free of effects that repeating would change:
 * declarations computed from the outer loop variables, a while loop, an
 * idempotent store, a continue that skips an outer iteration; collapse
 * (force:2) and (force:3) with code at both levels, on gang vector (flat
 * and rows forms), gang worker and kernels loops, with a reduction.
 * Checked against serial code. */
#include "check.h"

#define N 40
#define M 30
#define R 400
#define C 48

static int a[N * M], tri[N * M], flag[N], e[N * M], w3[6 * 7 * 8], rw[R][C];
static double b[N][M];

int main(void)
{
	/* a declaration between the loops */
#pragma acc parallel loop collapse(force:2) copy(a)
	for (int i = 0; i < N; i++) {
		int k = i * M;
		for (int j = 0; j < M; j++)
			a[k + j] += k + 1;
	}
	/* code before and after the inner loop: a while loop computing a
	 * triangular number, an idempotent store after it */
#pragma acc parallel loop collapse(force:2) copyout(tri, flag, b)
	for (int i = 0; i < N; i++) {
		int t = i, base = 0;
		double h = 0.5 * i;
		while (t > 0) {
			base += t;
			t--;
		}
		for (int j = 0; j < M; j++) {
			tri[i * M + j] = base + j;
			b[i][j] = h + j;
		}
		flag[i] = base % 7;
	}
	/* collapse(force:3) with code at both levels, gang worker */
#pragma acc parallel num_workers(4) copy(w3)
	{
#pragma acc loop gang worker collapse(force:3)
		for (int i = 0; i < 6; i++) {
			int bi = i * 7 * 8;
			for (int j = 6; j >= 0; j--) {
				int bj = bi + j * 8;
				for (int k = 0; k < 8; k += 1)
					w3[bj + k] += bi + 10 * j + k;
			}
		}
	}
	/* rows form (many rows, the lanes over the inner loop) and a continue
	 * that skips an outer iteration */
#pragma acc parallel loop collapse(force:2) vector_length(16) copy(rw)
	for (int i = 0; i < R; i++) {
		if (i % 5 == 3)
			continue;
		int s = 3 * i;
		for (int j = 0; j < C; j++)
			rw[i][j] = s + j;
	}
	/* a reduction, and a kernels loop */
	double sum = 0;
#pragma acc parallel loop collapse(force:2) reduction(+:sum)
	for (int i = 0; i < N; i++) {
		double wt = i + 1;
		for (int j = 0; j < M; j++)
			sum += wt * j;
	}
#pragma acc kernels loop independent collapse(force:2) copyout(e)
	for (int i = 0; i < N; i++) {
		int off = (N - 1 - i) * M;
		for (int j = 0; j < M; j++)
			e[off + j] = i - j;
	}

	long t = 0;
	for (int i = 0; i < N; i++) {
		CHECK_EQ(flag[i], (i * (i + 1) / 2) % 7);
		for (int j = 0; j < M; j++) {
			CHECK_EQ(a[i * M + j], i * M + 1);
			CHECK_EQ(tri[i * M + j], i * (i + 1) / 2 + j);
			CHECK(b[i][j] == 0.5 * i + j);
			CHECK_EQ(e[(N - 1 - i) * M + j], i - j);
			t += a[i * M + j] + tri[i * M + j] + e[i * M + j];
		}
		t += flag[i];
	}
	for (int i = 0; i < 6; i++)
		for (int j = 0; j < 7; j++)
			for (int k = 0; k < 8; k++) {
				CHECK_EQ(w3[(i * 7 + j) * 8 + k], i * 56 + 10 * j + k);
				t += w3[(i * 7 + j) * 8 + k];
			}
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			CHECK_EQ(rw[i][j], i % 5 == 3 ? 0 : 3 * i + j);
			t += rw[i][j];
		}
	CHECK(sum == (double)N * (N + 1) / 2 * (M * (M - 1) / 2));
	printf("%ld %.1f %.1f\n", t, sum, b[N - 1][M - 1]);
	return 0;
}
