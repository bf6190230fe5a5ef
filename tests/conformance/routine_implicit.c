/* Functions defined in the file and called in compute regions without a
 * routine directive get an implicit routine seq (§2.15.1), and so do the
 * functions they call: a struct-valued helper calling another, a
 * non-static clamp, and a dot product over pointers into an array, in a
 * parallel loop and a kernels region. The host computes the same. */
#include "check.h"
#include <stdio.h>

#define N 1000

typedef struct { double x, y; } vec2;

static double sq(double v) { return v * v; }

static double dist2(vec2 a, vec2 b) { return sq(a.x - b.x) + sq(a.y - b.y); }

int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static double dot3(const double *a, const double *b)
{
	double s = 0;
	for (int k = 0; k < 3; k++)
		s += a[k] * b[k];
	return s;
}

static double d[N], e[N], v[3 * N];
static int c[N];

int main(void)
{
	vec2 origin = {1.0, 2.0};
	for (int i = 0; i < 3 * N; i++)
		v[i] = (i % 7) / 4.0;
#pragma acc parallel loop copyout(d, c) firstprivate(origin)
	for (int i = 0; i < N; i++) {
		vec2 p = {i / 8.0, (i % 5) / 2.0};
		d[i] = dist2(p, origin);
		c[i] = clampi(i - 100, 0, 500);
	}
#pragma acc kernels copyin(v) copyout(e)
	for (int i = 0; i < N; i++)
		e[i] = dot3(&v[3 * i], &v[3 * ((i + 1) % N)]);
	double sd = 0, se = 0;
	long sc = 0;
	for (int i = 0; i < N; i++) {
		vec2 p = {i / 8.0, (i % 5) / 2.0};
		CHECK_EQ(d[i], dist2(p, origin));
		CHECK_EQ(c[i], clampi(i - 100, 0, 500));
		CHECK_EQ(e[i], dot3(&v[3 * i], &v[3 * ((i + 1) % N)]));
		sd += d[i];
		se += e[i];
		sc += c[i];
	}
	printf("%.4f %.4f %ld\n", sd, se, sc);
	return 0;
}
