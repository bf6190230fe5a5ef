/* routine seq (§2.15.1): functions called from compute regions, with
 * pointer parameters into device memory and into the work-item's own
 * variables (two copies of one function), routines calling routines, the
 * routine(name) form, a loop and an atomic inside a routine, structs by
 * value, and a pure routine called in vector-single code. */
#include "check.h"

#define N 4000
#define M 8

struct pt {
	double x, y;
};

#pragma acc routine seq
static double poly(double x)
{
	double r = 0;
#pragma acc loop seq
	for (int k = 5; k >= 0; k--)
		r = r * x + (k + 1);
	return r;
}

#pragma acc routine seq
static void axpy(int n, double a, const double *x, double *y)
{
	for (int k = 0; k < n; k++)
		y[k] += a * x[k];
}

#pragma acc routine seq
static double sum(int n, const double *v)
{
	double s = 0;
	for (int k = 0; k < n; k++)
		s += v[k];
	return s;
}

/* calls another routine with its own pointer, in whichever space it has */
#pragma acc routine seq
static double scaled_sum(int n, double *v, double f)
{
	for (int k = 0; k < n; k++)
		v[k] *= f;
	return sum(n, v);
}

static int clamp(int v, int lo, int hi);
#pragma acc routine(clamp) seq

#pragma acc routine seq
static void count(int *bins, int b)
{
#pragma acc atomic update
	bins[b] += 1;
}

#pragma acc routine seq
static struct pt mid(struct pt a, struct pt b)
{
	struct pt m;
	m.x = (a.x + b.x) / 2;
	m.y = (a.y + b.y) / 2;
	return m;
}

#pragma acc routine seq
static int collatz(long n)
{
	int steps = 0;
	while (n != 1) {
		n = n % 2 ? 3 * n + 1 : n / 2;
		steps++;
		if (steps > 1000)
			return -1;
	}
	return steps;
}

static int clamp(int v, int lo, int hi)
{
	if (v < lo)
		return lo;
	if (v > hi)
		return hi;
	return v;
}

static double x[N * M], y[N * M], p[N], s1[N], s2[N];
static int cl[N], steps[N], bins[10];
static struct pt pts[N];
static double rows[64];

int main(void)
{
	for (int i = 0; i < N * M; i++) {
		x[i] = (i % 13) * 0.5;
		y[i] = (i % 7) - 3;
	}
	for (int i = 0; i < N; i++)
		pts[i].x = i, pts[i].y = -2.0 * i;
#pragma acc parallel loop copyin(x) copy(y, bins) copyout(p, s1, s2, cl, steps) copy(pts)
	for (int i = 0; i < N; i++) {
		double t[M];
		p[i] = poly((i % 100) * 0.01);
		axpy(M, 2.0, &x[i * M], &y[i * M]); /* __global pointers */
		for (int k = 0; k < M; k++)
			t[k] = k + i % 3;
		axpy(M, -1.0, &x[i * M], t); /* a __private one */
		s1[i] = sum(M, t);
		s2[i] = scaled_sum(M, t, 0.5) + scaled_sum(M, &y[i * M], 1.0);
		cl[i] = clamp(i - 100, 0, 3000);
		steps[i] = collatz(i + 1);
		count(bins, i % 10);
		struct pt q = {1.0, 1.0};
		pts[i] = mid(pts[i], q);
	}
	/* a pure routine in vector-single code and in a vector loop */
#pragma acc parallel num_gangs(4) vector_length(32) copyout(rows)
	{
#pragma acc loop gang
		for (int r = 0; r < 64; r++) {
			double base = poly(r * 0.125);
			double acc = 0;
#pragma acc loop vector reduction(+:acc)
			for (int v = 0; v < 40; v++)
				acc += poly(v * 0.0625) - base;
			rows[r] = acc;
		}
	}

	double hp = 0, h1 = 0, h2 = 0, hy = 0, hr = 0, hq = 0;
	long hc = 0, hs = 0;
	for (int i = 0; i < N; i++) {
		double z = (i % 100) * 0.01;
		double want = 1 + z * (2 + z * (3 + z * (4 + z * (5 + 6 * z))));
		CHECK_NEAR(p[i], want, 1e-12);
		double t[M], w1 = 0, w2 = 0;
		for (int k = 0; k < M; k++) {
			double yy = ((i * M + k) % 7) - 3 + 2.0 * x[i * M + k];
			CHECK(y[i * M + k] == yy);
			t[k] = k + i % 3 - x[i * M + k];
			w1 += t[k];
			w2 += t[k] * 0.5 + yy;
		}
		CHECK_NEAR(s1[i], w1, 1e-12);
		CHECK_NEAR(s2[i], w2, 1e-12);
		CHECK_EQ(cl[i], i < 100 ? 0 : i - 100 > 3000 ? 3000 : i - 100);
		CHECK(pts[i].x == (i + 1.0) / 2 && pts[i].y == (-2.0 * i + 1) / 2);
		hp += p[i];
		h1 += s1[i];
		h2 += s2[i];
		hc += cl[i];
		hs += steps[i];
		hq += pts[i].x + pts[i].y;
	}
	CHECK_EQ(steps[26], 111);
	for (int b = 0; b < 10; b++)
		CHECK_EQ(bins[b], N / 10);
	for (int i = 0; i < N * M; i++)
		hy += y[i];
	for (int r = 0; r < 64; r++) {
		double base = 0, acc = 0;
		double z = r * 0.125;
		base = 1 + z * (2 + z * (3 + z * (4 + z * (5 + 6 * z))));
		for (int v = 0; v < 40; v++) {
			double u = v * 0.0625;
			acc += 1 + u * (2 + u * (3 + u * (4 + u * (5 + 6 * u)))) - base;
		}
		CHECK_NEAR(rows[r], acc, 1e-9);
		hr += rows[r];
	}
	printf("%.6f %.6f %.6f %.3f\n", hp, h1, h2, hy);
	printf("%ld %ld %.3f %.3f\n", hc, hs, hq, hr);
	return 0;
}
