/* Calls the gang, worker and vector routines of el_routines.c from every
 * place OpenACC 3.3 §2.15.1 allows: the vector routines from a gang loop
 * (vector-single mode), from worker-single code of a launch with workers,
 * from a worker loop (each worker its own call), from gang-redundant code
 * and from a serial construct; the worker routine from
 * a gang loop; the gang routine from gang-redundant code of a parallel
 * construct and from a kernels region. An argument calls a seq routine of
 * this file. Every result is checked against the same computation done
 * serially; the program prints what it found and "extern_levels: ok". */
#include <stdio.h>
#include <math.h>
#include "el.h"

#define R 120 /* rows */
#define C 77  /* columns: not a multiple of any vector length */
#define B 8   /* rows per block */

#pragma acc routine seq
static double offset(int i) { return (i % 5) * 0.25; }

static double a[R * C], x[C], y[R], d[R], mx[R], blk[R / B], f[R], w[R * C];
static double q[R * 4];
static double ey[R], ed[R], emx[R], eblk[R / B], ew[R * C];
static int bad;

static void expect(const char *what, int i, double got, double want)
{
	if (fabs(got - want) > 1e-9 * (1.0 + fabs(want))) {
		if (bad < 10)
			printf("%s[%d] = %.17g, expected %.17g\n", what, i, got, want);
		bad++;
	}
}

static double dot(int n, const double *p, const double *q)
{
	double s = 0;
	for (int j = 0; j < n; j++)
		s += p[j] * q[j];
	return s;
}

static void init(void)
{
	for (int i = 0; i < R * C; i++)
		a[i] = w[i] = ew[i] = (i % 13) * 0.5 - 2.0;
	for (int j = 0; j < C; j++)
		x[j] = 1.0 + (j % 7) * 0.125;
	for (int i = 0; i < R; i++)
		f[i] = 1.0 + (i % 3);
}

/* the serial results of every region below */
static void serial(void)
{
	for (int i = 0; i < R; i++)
		ed[i] = dot(C, &a[i * C], x);
	for (int b = 0; b < R / B; b++) {
		eblk[b] = 0;
		for (int i = b * B; i < (b + 1) * B; i++) {
			ey[i] = dot(C, &a[i * C], x);
			eblk[b] += ey[i];
		}
	}
	for (int i = 0; i < R; i++) { /* el_shift_max, then the gang scaling */
		double t = offset(i) * 0.5 + 1.0, m = -1e300;
		for (int j = 0; j < C; j++) {
			ew[i * C + j] += t;
			if (ew[i * C + j] > m)
				m = ew[i * C + j];
		}
		emx[i] = m;
	}
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			ew[i * C + j] *= f[i] * f[i];
}

int main(void)
{
	init();
	serial();
	double total = 0, first = 0, etotal = 0;
	for (int b = 0; b < R / B; b++)
		etotal += eblk[b];

	/* a vector routine in vector-single mode of a gang loop */
#pragma acc parallel loop gang copyin(a, x) copyout(d) vector_length(32)
	for (int i = 0; i < R; i++)
		d[i] = el_dot(C, &a[i * C], x);

	/* a vector routine from worker-single code of a launch with workers:
	 * every worker gets the result */
#pragma acc parallel loop gang copyin(a, x) copyout(q) num_workers(2) vector_length(16)
	for (int i = 0; i < R; i++) {
		double s = el_dot(C, &a[i * C], x);
#pragma acc loop worker
		for (int k = 0; k < 4; k++)
			q[i * 4 + k] = s * k;
	}

	/* a worker routine from a gang loop; it calls the vector routine
	 * from its worker loop */
#pragma acc parallel loop gang copyin(a, x) copyout(y, blk) num_workers(4) vector_length(16)
	for (int b = 0; b < R / B; b++)
		blk[b] = el_matvec(B, C, &a[b * B * C], x, &y[b * B]);

	/* a vector routine from a worker loop, an argument from a seq
	 * routine of this file, the result assigned to memory */
#pragma acc parallel copy(w) copyout(mx) num_gangs(6) num_workers(4) vector_length(8)
	{
#pragma acc loop gang worker
		for (int i = 0; i < R; i++)
			mx[i] = el_shift_max(C, &w[i * C], offset(i));
	}

	/* a gang routine from gang-redundant code, then from a kernels region */
#pragma acc parallel copy(w) copyin(f) num_gangs(5) vector_length(32)
	el_scale_rows(R, C, w, f);
#pragma acc kernels copy(w) copyin(f)
	{
		el_scale_rows(R, C, w, f);
	}

	/* a vector routine from gang-redundant code and from serial code */
#pragma acc parallel copyin(a, x) copy(total) num_gangs(1)
	{
		double s = el_dot(C, a, x);
		total = s;
	}
#pragma acc serial copyin(a, x) copyout(first)
	first = el_dot(C, &a[C], x);

	for (int i = 0; i < R; i++) {
		expect("d", i, d[i], ed[i]);
		expect("y", i, y[i], ey[i]);
		expect("mx", i, mx[i], emx[i]);
		for (int k = 0; k < 4; k++)
			expect("q", i * 4 + k, q[i * 4 + k], ed[i] * k);
	}
	for (int b = 0; b < R / B; b++)
		expect("blk", b, blk[b], eblk[b]);
	for (int i = 0; i < R * C; i++)
		expect("w", i, w[i], ew[i]);
	expect("total", 0, total, ed[0]);
	expect("first", 0, first, ed[1]);
	printf("sum of blocks %.6f, row 0 %.6f, row 1 %.6f, max of row 7 %.6f\n", etotal, total, first, mx[7]);
	if (bad) {
		printf("extern_levels: %d wrong values\n", bad);
		return 1;
	}
	printf("extern_levels: ok\n");
	return 0;
}
