/* Reductions across gangs over many more iterations than the gangs and
 * lanes of a launch (each gang strides over the loop, the per-gang
 * partials are folded by a work-group tree), with the variable's initial
 * value from the host, from a data region's device copy, repeated, with
 * num_gangs and vector_length given, several reductions in one launch, a
 * gang loop inside a parallel region, and async. */
#include "check.h"

#define N (1 << 20)
static int v[N];

static long sum_to(long n) { return n * (n - 1) / 2; }

static long dot_int(int n)
{
	long s = 5;
#pragma acc parallel loop reduction(+:s) copyin(v[0:n])
	for (int i = 0; i < n; i++)
		s += v[i];
	return s;
}

int main(void)
{
	for (int i = 0; i < N; i++)
		v[i] = i;

	/* host initial value, repeated launches of one construct */
	for (int r = 0; r < 3; r++) {
		CHECK_EQ(dot_int(N), 5 + sum_to(N));
		CHECK_EQ(dot_int(N - 7), 5 + sum_to(N - 7));
	}

	/* several reductions in one launch, every gang a long stride */
	long lsum = -3, lmax = -1;
	int imin = 1 << 30, ior = 0;
	double dsum = 0.5;
#pragma acc parallel loop reduction(+:lsum, dsum) reduction(max:lmax) reduction(min:imin) reduction(|:ior) copyin(v[0:N])
	for (int i = 0; i < N; i++) {
		lsum += v[i];
		dsum += (v[i] & 7) * 0.25;
		lmax = v[i] * 3L > lmax ? v[i] * 3L : lmax;
		imin = v[i] + 11 < imin ? v[i] + 11 : imin;
		ior |= v[i] & 0x5a5;
	}
	CHECK_EQ(lsum, -3 + sum_to(N));
	CHECK_NEAR(dsum, 0.5 + (N / 8) * 7.0, 1e-12);
	CHECK_EQ(lmax, 3L * (N - 1));
	CHECK_EQ(imin, 11);
	CHECK_EQ(ior, 0x5a5);

	/* the variable is present: its device copy is the initial value (the
	 * second construct starts from the first one's result, which the host
	 * copy does not have yet) */
	long p = 100;
#pragma acc data copy(p)
	{
#pragma acc parallel loop reduction(+:p) copyin(v[0:N])
		for (int i = 0; i < N; i++)
			p += v[i] & 1;
#pragma acc parallel loop reduction(+:p) copyin(v[0:N])
		for (int i = 0; i < N; i++)
			p += 1;
	}
	CHECK_EQ(p, 100 + N / 2 + N);

	/* explicit sizes */
	long e = 0;
#pragma acc parallel loop num_gangs(3) vector_length(32) reduction(+:e) copyin(v[0:N])
	for (int i = 0; i < N; i++)
		e += v[i] % 5;
	long eref = 0;
	for (int i = 0; i < N; i++)
		eref += v[i] % 5;
	CHECK_EQ(e, eref);

	/* a gang loop's reduction inside a parallel region, with a vector loop */
	long g = 1;
#pragma acc parallel copyin(v[0:N])
	{
#pragma acc loop gang reduction(+:g)
		for (int i = 0; i < N / 64; i++) {
			long row = 0;
#pragma acc loop vector reduction(+:row)
			for (int j = 0; j < 64; j++)
				row += v[i * 64 + j] & 3;
			g += row;
		}
	}
	CHECK_EQ(g, 1 + (N / 4) * 6L);

	/* async, then wait */
	double a = 2;
#pragma acc parallel loop reduction(*:a) async(1)
	for (int i = 0; i < 40; i++)
		a *= (i % 2) ? 2.0 : 1.0;
#pragma acc wait(1)
	CHECK_NEAR(a, 2 * 1048576.0, 0);

	printf("lsum=%ld dsum=%.3f lmax=%ld imin=%d ior=%d p=%ld e=%ld g=%ld a=%.1f\n",
	       lsum, dsum, lmax, imin, ior, p, e, g, a);
	return 0;
}
