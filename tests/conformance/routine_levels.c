/* Routines with parallelism (§2.15.1): vector, worker and gang routines
 * whose loops are partitioned at their level or below (§2.9.2-§2.9.4),
 * with reductions inside (§2.9.11), each called where its level's
 * parallelism is available: a vector routine from a gang loop
 * (vector-single mode), from a gang-worker loop, from a worker loop,
 * from gang-redundant code of a parallel construct and from a serial
 * construct; a worker routine from a gang loop, its worker loop calling a
 * vector routine; gang routines from gang-redundant code, one with
 * vector reductions inside its gang loop, one calling the worker routine.
 * Private values computed in single mode, memory written once per call in
 * single mode, results returned, assigned and declared. Every result is
 * checked against the same computation done serially. */
#include "check.h"

#define R 300 /* rows */
#define C 200 /* columns: not a multiple of any vector length used */
#define B 10  /* rows per block */

/* a vector loop with a reduction: every lane gets the sum */
#pragma acc routine vector
static double vdot(int n, const double *a, const double *x)
{
	double s = 0;
#pragma acc loop vector reduction(+:s)
	for (int j = 0; j < n; j++)
		s += a[j] * x[j];
	return s;
}

/* a private value computed in vector-single mode, a count updated once
 * per call by one lane, which hands the old count to the others, a
 * vector loop writing memory */
#pragma acc routine vector
static void vscale(int n, double f, double *a, int *calls)
{
	double g = f * 0.5 + 1.0;
	int was = -1;
	if (calls[0] >= 0) {
		was = calls[0];
		calls[0] = was + 1;
	}
#pragma acc loop vector
	for (int j = 0; j < n; j++)
		a[j] = a[j] * g - j + was;
}

/* max reduction on int, seeded from memory */
#pragma acc routine vector
static int vmaxi(int n, const int *v)
{
	int m = v[0];
#pragma acc loop vector reduction(max:m)
	for (int j = 1; j < n; j++)
		if (v[j] > m)
			m = v[j];
	return m;
}

/* y = A x on a block of rows: a worker loop over the rows whose body
 * calls the vector routine, and a worker reduction of the row values */
#pragma acc routine worker
static double wmatvec(int m, int n, const double *a, const double *x, double *y)
{
	double total = 0;
#pragma acc loop worker reduction(+:total)
	for (int i = 0; i < m; i++) {
		double d = vdot(n, &a[i * n], x);
		y[i] = d;
		total += d;
	}
	return total;
}

/* scales every row by its largest magnitude: a gang loop with a vector
 * max reduction and a vector loop inside */
#pragma acc routine gang
static void gnormalize(int m, int n, double *a, double *rowmax)
{
#pragma acc loop gang
	for (int i = 0; i < m; i++) {
		double mx = 0;
#pragma acc loop vector reduction(max:mx)
		for (int j = 0; j < n; j++)
			mx = fmax(mx, fabs(a[i * n + j]));
		rowmax[i] = mx;
#pragma acc loop vector
		for (int j = 0; j < n; j++)
			a[i * n + j] /= mx;
	}
}

/* a gang loop over blocks, each calling the worker routine */
#pragma acc routine gang
static void gblocks(int nb, int m, int n, const double *a, const double *x, double *y, double *part)
{
#pragma acc loop gang
	for (int b = 0; b < nb; b++)
		part[b] = wmatvec(m, n, &a[b * m * n], x, &y[b * m]);
}

static double a[R * C], x[C], sc[R * C], nm[R * C];
static double dots[R], y[R], y3[R], rowmax[R], part[R / B], part3[R / B];
static int cnt[R], iv[R * C], imax[R];

int main(void)
{
	for (int i = 0; i < R * C; i++) {
		a[i] = (i % 7) - 3;
		sc[i] = (i % 11) - 5;
		nm[i] = (i % 13) - 6 + (i % 3) * 0.25;
		iv[i] = (i * 37) % 1001 - 500;
	}
	for (int i = 0; i < R; i++)
		cnt[i] = i % 3;
	for (int j = 0; j < C; j++)
		x[j] = (j % 5) - 2;

	/* vector routine from a gang loop: a declared result, memory */
#pragma acc parallel loop gang vector_length(64) copyin(a, x) copyout(dots)
	for (int i = 0; i < R; i++) {
		double d = vdot(C, &a[i * C], x);
		dots[i] = 2 * d;
	}
	/* from a gang-worker loop: every worker's lanes call it together */
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) copy(sc, cnt)
	for (int i = 0; i < R; i++)
		vscale(C, 3.0, &sc[i * C], &cnt[i]);
	/* from a worker loop of the construct */
#pragma acc parallel loop gang num_workers(3) copyin(iv) copyout(imax)
	for (int b = 0; b < R / B; b++) {
#pragma acc loop worker
		for (int r = 0; r < B; r++)
			imax[b * B + r] = vmaxi(C, &iv[(b * B + r) * C]);
	}
	/* worker routine from a gang loop */
#pragma acc parallel loop gang num_workers(4) copyin(a, x) copyout(y, part)
	for (int b = 0; b < R / B; b++)
		part[b] = wmatvec(B, C, &a[b * B * C], x, &y[b * B]);
	/* gang routines from gang-redundant code */
#pragma acc parallel num_gangs(8) vector_length(64) copy(nm) copyout(rowmax)
	{
		gnormalize(R, C, nm, rowmax);
	}
#pragma acc parallel num_gangs(5) num_workers(2) copyin(a, x) copyout(y3, part3)
	gblocks(R / B, B, C, a, x, y3, part3);
	/* vector routine from gang-redundant code and from a serial construct */
	double whole = 0, first = 0, plus = 1;
#pragma acc parallel num_gangs(3) vector_length(32) copyin(a, x) copy(whole)
	{
		whole = vdot(C, &a[5 * C], x); /* the same value from every gang */
	}
#pragma acc serial copyin(a, x) copy(first, plus)
	{
		first = vdot(C, a, x);
		plus += vdot(C, &a[6 * C], x);
	}

	/* the same computations, serially */
	double hs = 0, hy = 0, hn = 0, hp = 0;
	long hm = 0, hc = 0;
	for (int i = 0; i < R; i++) {
		double d = 0;
		for (int j = 0; j < C; j++)
			d += a[i * C + j] * x[j];
		CHECK(dots[i] == 2 * d);
		CHECK(y[i] == d);
		CHECK(y3[i] == d);
		CHECK_EQ(cnt[i], i % 3 + 1);
		int m = iv[i * C];
		double mx = 0;
		for (int j = 0; j < C; j++) {
			double was = ((i * C + j) % 11) - 5;
			CHECK(sc[i * C + j] == was * 2.5 - j + i % 3);
			if (iv[i * C + j] > m)
				m = iv[i * C + j];
			double v = ((i * C + j) % 13) - 6 + ((i * C + j) % 3) * 0.25;
			mx = fmax(mx, fabs(v));
		}
		CHECK_EQ(imax[i], m);
		CHECK(rowmax[i] == mx);
		for (int j = 0; j < C; j++) {
			double v = ((i * C + j) % 13) - 6 + ((i * C + j) % 3) * 0.25;
			CHECK(nm[i * C + j] == v / mx);
			hn += nm[i * C + j];
			hs += sc[i * C + j];
		}
		hy += y[i];
		hm += imax[i];
		hc += cnt[i];
	}
	for (int b = 0; b < R / B; b++) {
		double t = 0;
		for (int r = 0; r < B; r++)
			t += y[b * B + r];
		CHECK(part[b] == t);
		CHECK(part3[b] == t);
		hp += part[b];
	}
	double w5 = 0, w6 = 0, w0 = 0;
	for (int j = 0; j < C; j++) {
		w5 += a[5 * C + j] * x[j];
		w6 += a[6 * C + j] * x[j];
		w0 += a[j] * x[j];
	}
	CHECK(whole == w5);
	CHECK(plus == 1 + w6);
	CHECK(first == w0);
	printf("%.1f %.1f %.1f %ld %ld\n", hs, hy, hp, hm, hc);
	printf("%.6f %.1f %.1f %.1f\n", hn, whole, plus, first);
	return 0;
}
