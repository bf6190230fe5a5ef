/* long double in device code. OpenCL has no long double, so accls
 * computes it as double on the device and converts at the boundary
 * (warning long-double-as-double, docs/design/codegen.md): reductions
 * (§2.5.15) on the construct and on gang, worker and vector loops, the
 * implicit firstprivate of a parallel construct (§2.6.2), copy and
 * copyout of a scalar, a kernels region's implicit copy, atomics, casts,
 * L constants, locals, the math functions' l forms (sqrtl, powl, fabsl),
 * and routines taking and returning long double.
 * The results are checked with a tolerance that double precision meets,
 * and printed rounded, so that the device, the host path and plain cc
 * print the same. */
#include <math.h>
#include <stdio.h>
#include "check.h"

#define N 1000
static double x[N];
static double rowsum[10];

#pragma acc routine seq
static long double scaled(long double v, long double by)
{
	return v * by + 0.5L;
}

/* called without a routine directive: an implicit routine seq (§2.15.1) */
static long double half(long double v)
{
	return fabsl(v) / 2; /* the math functions' l forms: their double forms */
}

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = (i % 16) * 0.25 + 1.0 / (i + 1);
	long double ref = 0, refmax = -1, refprod = 1;
	for (int i = 0; i < N; i++) {
		ref += (long double)x[i];
		refmax = x[i] > refmax ? x[i] : refmax;
	}
	for (int i = 0; i < 20; i++)
		refprod *= 1.0L + x[i] / 8;

	/* reductions on the construct, at gang level */
	long double sum = 0, mx = -1, prod = 1;
#pragma acc parallel loop copyin(x) reduction(+:sum) reduction(max:mx)
	for (int i = 0; i < N; i++) {
		sum += (long double)x[i];
		mx = x[i] > mx ? x[i] : mx;
	}
#pragma acc parallel loop copyin(x) reduction(*:prod)
	for (int i = 0; i < 20; i++)
		prod *= 1.0L + x[i] / 8;
	CHECK_NEAR(sum, ref, 1e-12);
	CHECK_NEAR(mx, refmax, 0);
	CHECK_NEAR(prod, refprod, 1e-12);
	printf("sum %.6Lf max %.6Lf prod %.6Lf\n", sum, mx, prod);

	/* a reduction of a loop inside a parallel region; the starting
	 * value joins the result */
	long double acc = 100.0L;
#pragma acc parallel copyin(x)
	{
#pragma acc loop gang vector reduction(+:acc)
		for (int i = 0; i < N; i++)
			acc += x[i];
	}
	CHECK_NEAR(acc, ref + 100, 1e-12);
	printf("acc %.6Lf\n", acc);

	/* worker and vector reductions on a long double local of a gang
	 * loop, stored to a double array */
#pragma acc parallel loop gang copyin(x) copyout(rowsum)
	for (int r = 0; r < 10; r++) {
		long double s = 0;
#pragma acc loop worker vector reduction(+:s)
		for (int i = 0; i < 100; i++)
			s += x[r * 100 + i];
		rowsum[r] = (double)s;
	}
	for (int r = 0; r < 10; r++) {
		long double want = 0;
		for (int i = 0; i < 100; i++)
			want += x[r * 100 + i];
		CHECK_NEAR(rowsum[r], want, 1e-12);
	}
	printf("rows %.6f %.6f\n", rowsum[0], rowsum[9]);

	/* implicit firstprivate (parallel), an explicit firstprivate, and
	 * routines of long double: the host's values reach the device */
	long double scale = 3.0L, shift = 0.25L;
	static double y[N];
#pragma acc parallel loop copyin(x) copyout(y) firstprivate(shift)
	for (int i = 0; i < N; i++)
		y[i] = (double)(half(scaled(x[i], scale)) + shift);
	for (int i = 0; i < N; i++)
		CHECK_NEAR(y[i], (x[i] * 3.0L + 0.5L) / 2 + 0.25L, 1e-14);
	static double r[N];
#pragma acc parallel loop copyin(x) copyout(r)
	for (int i = 0; i < N; i++)
		r[i] = (double)(sqrtl(x[i] + 1.0L) + powl(x[i], 2));
	for (int i = 0; i < N; i++)
		CHECK_NEAR(r[i], sqrtl(x[i] + 1.0L) + powl(x[i], 2), 1e-14);
	printf("y %.6f %.6f\n", y[0], y[N - 1]);

	/* copy and copyout of a scalar on a serial construct */
	long double c = 2.5L, out = -1;
#pragma acc serial copy(c) copyout(out)
	{
		long double t = c * c;
		c = t + 1;
		out = t / 4;
	}
	CHECK_NEAR(c, 7.25L, 1e-15);
	CHECK_NEAR(out, 1.5625L, 1e-15);
	printf("c %.6Lf out %.6Lf\n", c, out);

	/* a kernels region's implicit copy of a scalar it writes */
	long double k = 0;
#pragma acc kernels copyin(x)
	{
		for (int i = 0; i < 10; i++)
			k += x[i] * 2;
	}
	long double kwant = 0;
	for (int i = 0; i < 10; i++)
		kwant += x[i] * 2;
	CHECK_NEAR(k, kwant, 1e-14);
	printf("k %.6Lf\n", k);

	/* atomics on a long double scalar: on the device, atomics on its
	 * double (§2.12) */
	long double hits = 1, before = -1;
#pragma acc parallel loop copyin(x) copy(hits, before)
	for (int i = 0; i < N; i++) {
		if (i == 7) {
#pragma acc atomic capture
			{ before = hits; hits += 0.5L; }
		} else {
#pragma acc atomic update
			hits += 1;
		}
	}
	CHECK_NEAR(hits, N + 0.5L, 1e-15);
	/* the value before iteration 7's increment: 1 plus whole increments */
	CHECK(before >= 1 && before <= N && before == (long long)before);
	printf("hits %.3Lf\n", hits);

	/* a firstprivate value is not written back: the host keeps its
	 * long double, with the precision double lacks */
	long double fine = 1.0L + 1.0L / (1 << 30) / (1 << 30) / 4;
	double got = 0;
#pragma acc parallel copyout(got) firstprivate(fine)
	got = (double)(fine * 2);
	CHECK_NEAR(got, 2.0, 1e-15);
	CHECK(sizeof(long double) < 16 || fine != 1.0L);
	printf("got %.6f\n", got);
	return 0;
}
