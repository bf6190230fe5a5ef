/* Array elements and atomics in parallel loops: an array declared in the
 * loop body with an initializer (private to each iteration, §2.6.1),
 * compound assignments (+= with a ternary, *=, <<=, %=) on elements of a
 * copied array, atomic update of a histogram and of a counter (§2.12),
 * and min and + reductions on both the parallel construct and its gang
 * vector loop (§2.5.15, §2.9.11). */
#include "check.h"
#define N 257
static int a[N], h[16], cnt;
static double x[N];
int main(void)
{
	int fp[4] = {1, 0, 0, 0};
	for (int i = 0; i < N; i++) { a[i] = (i * 37) % 101 - 50; x[i] = i * 0.5 - 30; }
#pragma acc parallel loop copy(a)
	for (int i = 0; i < N; i++) {
		int fp[4] = {1, 2, 3, 4};
		fp[i % 4] += i;
		a[i] += a[i] > 0 ? fp[i % 4] : -fp[(i + 1) % 4];
		a[i] *= (i & 1) ? -1 : 1;
		a[i] <<= 1;
		a[i] %= 1000;
	}
#pragma acc parallel loop copy(h, cnt) copyin(x)
	for (int i = 0; i < N; i++) {
		int b = (int)(x[i] + 30) % 16;
#pragma acc atomic update
		h[b]++;
#pragma acc atomic
		cnt += (x[i] > 0);
	}
	long mn = 0;
	double dm = 0;
#pragma acc parallel num_gangs(4) vector_length(32) reduction(min:mn) reduction(+:dm) copyin(a, x)
	{
#pragma acc loop gang vector reduction(min:mn) reduction(+:dm)
		for (int i = 0; i < N; i++) {
			mn = a[i] < mn ? a[i] : mn;
			dm += x[i];
		}
	}
	int ra[N], rh[16] = {0}, rcnt = 0; long rmn = 0; double rdm = 0;
	for (int i = 0; i < N; i++) {
		int f[4] = {1, 2, 3, 4};
		ra[i] = (i * 37) % 101 - 50;
		f[i % 4] += i;
		ra[i] += ra[i] > 0 ? f[i % 4] : -f[(i + 1) % 4];
		ra[i] *= (i & 1) ? -1 : 1; ra[i] <<= 1; ra[i] %= 1000;
		CHECK_EQ(a[i], ra[i]);
		rh[(int)(x[i] + 30) % 16]++; rcnt += x[i] > 0;
		if (ra[i] < rmn) rmn = ra[i];
		rdm += x[i];
	}
	for (int b = 0; b < 16; b++) CHECK_EQ(h[b], rh[b]);
	CHECK_EQ(cnt, rcnt); CHECK_EQ(mn, rmn); CHECK(dm == rdm);
	CHECK_EQ(fp[0], 1);
	printf("%d %ld %g\n", cnt, mn, dm);
	return 0;
}
