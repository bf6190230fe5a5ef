/* Pointer variables declared outside the compute construct and private
 * in it (§2.5.13, §2.9.10): private(p) of a pointer the loop assigns
 * from a device array's address (p = &m[r * C], p = m + k) before using
 * it; a private pointer of a parallel construct used by a seq loop; and
 * private(w[0:K]) of a pointer, a private array of K elements per
 * iteration, also with a nonzero lower bound (w[2:K] indexed from 2);
 * firstprivate(c[0:K]) and firstprivate(c[1:K]) of a pointer, private
 * arrays initialized from the host's data (§2.5.14).
 * The host's pointers are left as they were (§2.5.13). */
#include "check.h"

#define R 96
#define C 40
#define K 6

int main(void)
{
	double *m = malloc(R * C * sizeof(double));
	double *work = malloc((K + 2) * sizeof(double)); /* shifted[2:K] too, serially */
	double *shifted = work;
	double rowsum[R], rowmax[R], poly[R], tail[R], fp0[R], fp1[R];
	double *coef = malloc((K + 1) * sizeof(double));
	for (int k = 0; k <= K; k++)
		coef[k] = k + 1;
	double *p = 0, *q = 0;
	for (int i = 0; i < R * C; i++)
		m[i] = (i * 7) % 11 - 3;

#pragma acc parallel loop private(p) copyin(m[0:R*C]) copyout(rowsum)
	for (int r = 0; r < R; r++) {
		p = &m[r * C];
		double s = 0;
		for (int c = 0; c < C; c++)
			s += p[c];
		rowsum[r] = s;
	}

#pragma acc parallel copyin(m[0:R*C]) copyout(rowmax) private(q)
	{
#pragma acc loop gang private(p)
		for (int r = 0; r < R; r++) {
			p = m + r * C;
			q = p + 1;
			double best = p[0];
			for (int c = 1; c < C; c++, q++)
				if (*q > best)
					best = *q;
			rowmax[r] = best;
		}
	}

#pragma acc parallel loop private(work[0:K]) copyout(poly)
	for (int r = 0; r < R; r++) {
		for (int k = 0; k < K; k++)
			work[k] = r + k;
		double s = 0;
		for (int k = 0; k < K; k++)
			s += work[k] * (k + 1);
		poly[r] = s;
	}

#pragma acc parallel loop private(shifted[2:K]) copyout(tail)
	for (int r = 0; r < R; r++) {
		for (int k = 2; k < K + 2; k++)
			shifted[k] = r * k;
		double s = 0;
		for (int k = 2; k < K + 2; k++)
			s += shifted[k];
		tail[r] = s;
	}

#pragma acc parallel loop firstprivate(coef[0:K]) copyout(fp0)
	for (int r = 0; r < R; r++) {
		double s = 0;
		for (int k = 0; k < K; k++)
			s += coef[k] + r;
		fp0[r] = s;
	}

#pragma acc parallel loop firstprivate(coef[1:K]) copyout(fp1)
	for (int r = 0; r < R; r++) {
		double s = 0;
		for (int k = 1; k <= K; k++)
			s += coef[k] * r;
		fp1[r] = s;
	}

#ifdef _OPENACC
	/* the private copies leave the originals alone (a serial build
	 * assigns them) */
	CHECK(p == 0 && q == 0 && shifted == work);
	for (int k = 0; k <= K; k++)
		CHECK_NEAR(coef[k], k + 1, 0);
#endif
	for (int r = 0; r < R; r++) {
		double s = 0, best = m[r * C], want = 0, t = 0;
		for (int c = 0; c < C; c++) {
			s += m[r * C + c];
			if (m[r * C + c] > best)
				best = m[r * C + c];
		}
		for (int k = 0; k < K; k++)
			want += (r + k) * (k + 1);
		for (int k = 2; k < K + 2; k++)
			t += r * k;
		CHECK_NEAR(rowsum[r], s, 0);
		CHECK_NEAR(rowmax[r], best, 0);
		CHECK_NEAR(poly[r], want, 0);
		CHECK_NEAR(tail[r], t, 0);
		CHECK_NEAR(fp0[r], (double)K * (K + 1) / 2 + K * r, 0);
		CHECK_NEAR(fp1[r], (double)r * (K + 1) * (K + 2) / 2 - r, 0);
	}
	printf("private_pointers: %g %g %g %g %g\n", rowsum[R - 1], rowmax[R - 1], poly[R - 1], tail[R - 1], fp1[R - 1]);
	free(m);
	free(work);
	free(coef);
	return 0;
}
