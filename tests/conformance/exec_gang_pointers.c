/* Gang-private variables that the lanes write through a local pointer
 * (§2.9.10: a variable private to a gang, here declared in gang-redundant
 * code, §2.2.2, or in a private clause of the gang loop, is one copy
 * "shared among the set of threads associated with all of the vector
 * lanes of all of the workers of each gang"; a store through a pointer
 * into it is a store into that copy, C11 6.5.3.2). Each vector lane j
 * writes only its own elements through the pointer and the gang then
 * reads all of them, so a copy per lane gives a wrong result even where
 * the lanes run one after another:
 *   A  double *t = tmp; a vector loop sets t[j], gang-redundant code sums
 *      tmp, a second vector loop reads t reversed (another lane's element);
 *   B  a pointer to an element, t = &tmp[1], and one lane's store through
 *      it in gang-redundant code;
 *   C  pointer arithmetic, t = tmp + 2 then t += 1, stores as *(t + j);
 *   D  a pointer declared in the vector loop (double *u = tmp + j);
 *   E  a scalar through a pointer (int *p = &last; *p = j on one lane);
 *   F  a routine seq given the pointer (§2.15.1), on a private(tmp) of
 *      the gang loop; a ?: choosing between two of the gang's arrays;
 *   G  a worker loop storing through a pointer into a struct (p->m);
 *   H  a read-only pointer to an array gang-redundant code filled, read
 *      by every lane: exact per lane;
 *   I  a sequential loop around the vector loop: each trip's stores
 *      through the pointer are summed by the gang. */
#include "check.h"

#define G 7
#define M 45 /* more than the vector length: each lane has two elements */
#define VL 32
static double sumA[G], revA[G][M], sumB[G], sumC[G], sumD[G], sumF[G], sumI[G], rdH[G][M];
static int lastE[G], key[G][M];
static double memG[G][2];

struct pair {
	int n;
	double s;
};

#pragma acc routine seq
static void put(double *a, int j, double v)
{
	a[j] = v;
}

static double val(int g, int j)
{
	return g * 1000.0 + j * j + 0.5;
}

int main(void)
{
	for (int g = 0; g < G; g++)
		for (int j = 0; j < M; j++)
			key[g][j] = (j * 7 + 2 * g + 5) % M; /* one j has key g, never lane 0 */
	double pv[M];

#pragma acc parallel loop gang vector_length(VL) num_workers(1) copyout(sumA, revA, sumB, sumC, sumD, lastE) copyin(key)
	for (int g = 0; g < G; g++) {
		/* A */
		double tmp[M];
		double *t = tmp;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			t[j] = g * 1000.0 + j * j + 0.5;
		double s = 0;
		for (int j = 0; j < M; j++)
			s += tmp[j];
		sumA[g] = s;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			revA[g][j] = t[M - 1 - j];

		/* B */
		double b[M];
		double *tb = &b[1];
		b[0] = -1;
#pragma acc loop vector
		for (int j = 0; j < M - 1; j++)
			tb[j] = j + g;
		tb[0] = 100; /* one lane, seen by the gang's next reads */
		double sb = 0;
		for (int j = 0; j < M; j++)
			sb += b[j];
		sumB[g] = sb;

		/* C */
		double c[M + 3];
		double *tc = c + 2;
		tc += 1;
		c[0] = c[1] = c[2] = 0;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			*(tc + j) = 2.0 * j - g;
		double sc = 0;
		for (int j = 0; j < M + 3; j++)
			sc += c[j];
		sumC[g] = sc;

		/* D */
		double d[M];
#pragma acc loop vector
		for (int j = 0; j < M; j++) {
			double *u = d + j;
			*u = j * 0.25 + g;
		}
		double sd = 0;
		for (int j = 0; j < M; j++)
			sd += d[j] * (j + 1);
		sumD[g] = sd;

		/* E */
		int last = -1;
		int *p = &last;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			if (key[g][j] == g)
				*p = j;
		lastE[g] = last;
	}

	/* F: private(pv) of the gang loop, through a routine; ?: */
#pragma acc parallel loop gang vector_length(VL) private(pv) copyout(sumF)
	for (int g = 0; g < G; g++) {
		double other[M];
		double *t = g % 2 ? pv : other;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			put(t, j, j + 0.5 * g);
		double s = 0;
		for (int j = 0; j < M; j++)
			s += t[j];
		sumF[g] = s;
	}

	/* G, H in one gang loop: one lane's stores of memG, then a loop every
	 * lane runs before the worker loop (PoCL 3.1 once lost such stores:
	 * exec_single_stores.c) */
#pragma acc parallel loop gang num_workers(4) vector_length(1) copyout(memG, rdH)
	for (int g = 0; g < G; g++) {
		struct pair pr = {0, 0};
		struct pair *pp = &pr;
#pragma acc loop worker
		for (int w = 0; w < 4; w++)
			if (w == 2) {
				pp->n = g + 3;
				pp->s = g * 0.5;
			}
		memG[g][0] = pr.n;
		memG[g][1] = pr.s;
		double coef[M];
		for (int j = 0; j < M; j++)
			coef[j] = g + j * 0.125;
		const double *r = coef;
#pragma acc loop worker
		for (int j = 0; j < M; j++)
			rdH[g][j] = r[M - 1 - j] * 2;
	}

	/* I */
#pragma acc parallel loop gang vector_length(VL) copyout(sumI)
	for (int g = 0; g < G; g++) {
		double acc[M];
		double *t = acc;
		double s = 0;
		for (int it = 0; it < 3; it++) {
#pragma acc loop vector
			for (int j = 0; j < M; j++)
				t[j] = it * 10 + j + g;
			for (int j = 0; j < M; j++)
				s += acc[j] * (it + 1);
		}
		sumI[g] = s;
	}

	long isum = 0;
	double dsum = 0;
	for (int g = 0; g < G; g++) {
		double s = 0;
		for (int j = 0; j < M; j++) {
			s += val(g, j);
			CHECK(revA[g][j] == val(g, M - 1 - j));
		}
		CHECK(sumA[g] == s);
		s = -1 + 100;
		for (int j = 1; j < M - 1; j++)
			s += j + g;
		CHECK(sumB[g] == s);
		s = 0;
		for (int j = 0; j < M; j++)
			s += 2.0 * j - g;
		CHECK(sumC[g] == s);
		s = 0;
		for (int j = 0; j < M; j++)
			s += (j * 0.25 + g) * (j + 1);
		CHECK(sumD[g] == s);
		int last = -1;
		for (int j = 0; j < M; j++)
			if (key[g][j] == g)
				last = j;
		CHECK(last >= 0);
		CHECK_EQ(lastE[g], last);
		s = 0;
		for (int j = 0; j < M; j++)
			s += j + 0.5 * g;
		CHECK(sumF[g] == s);
		CHECK(memG[g][0] == g + 3);
		CHECK(memG[g][1] == g * 0.5);
		for (int j = 0; j < M; j++)
			CHECK(rdH[g][j] == (g + (M - 1 - j) * 0.125) * 2);
		s = 0;
		for (int it = 0; it < 3; it++)
			for (int j = 0; j < M; j++)
				s += (it * 10 + j + g) * (it + 1);
		CHECK(sumI[g] == s);
		isum += lastE[g];
		dsum += sumA[g] + sumB[g] + sumC[g] + sumD[g] + sumF[g] + sumI[g] + memG[g][0] + memG[g][1];
		for (int j = 0; j < M; j++)
			dsum += revA[g][j] + rdH[g][j];
	}
	printf("%ld %.3f\n", isum, dsum);
	return 0;
}
