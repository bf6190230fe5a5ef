/* Reductions a user combines (§2.5.15, §2.9.11): the same variable on a
 * parallel loop and on its inner vector loop, on gang, worker and vector
 * loops of one nest with a non-zero initial value, min and max of floats
 * with negative values (fminf and ternaries), of doubles, unsigned sums
 * that wrap around, long sums past 2^32, && and || on the same loop,
 * * of signs, & | ^ on unsigned; and launch sizes at the edges
 * (§2.5.10-§2.5.12): num_gangs(1) vector_length(1) num_workers(1),
 * vector_length(4096) (more than the device allows), 7 workers of 3
 * lanes, num_workers(1000) from a variable, num_gangs from an expression. */
#include "check.h"
#include <float.h>
#define N 37
#define M 53
#define NS 1000
static int sa[NS], sb[NS], sc[NS], sd[NS];
static float a[N][M];
static double d[N * M];
static unsigned u[N * M];
static long L[N];
static int flags[N * M];
static void sizes(void);

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			a[i][j] = (float)((i * 7 + j * 13) % 41) - 20.5f;
			d[i * M + j] = -1000.0 + (i * M + j) * 0.25;
			u[i * M + j] = 0xF0000000u + i * 3 + j;
			flags[i * M + j] = (i + j) % 5 != 0;
		}
	for (int i = 0; i < N; i++)
		L[i] = 3000000000L * (i + 1);
	int s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a)
	for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < M; j++)
			s += (int)a[i][j];
	}
	int s2 = 5;
#pragma acc parallel loop gang reduction(+:s2)
	for (int i = 0; i < N; i++) {
#pragma acc loop worker reduction(+:s2)
		for (int j = 0; j < M; j++) {
#pragma acc loop vector reduction(+:s2)
			for (int k = 0; k < 4; k++)
				s2 += i - j + k;
		}
	}
	float mn = FLT_MAX, mx = -FLT_MAX;
#pragma acc parallel loop collapse(2) reduction(min:mn) reduction(max:mx) copyin(a)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			mn = fminf(mn, a[i][j]);
			mx = a[i][j] > mx ? a[i][j] : mx;
		}
	double dmx = -1e300, dmn = 1e300;
#pragma acc parallel loop reduction(max:dmx) reduction(min:dmn) copyin(d)
	for (int i = 0; i < N * M; i++) {
		if (d[i] > dmx) dmx = d[i];
		if (d[i] < dmn) dmn = d[i];
	}
	unsigned us = 7u;
#pragma acc parallel loop reduction(+:us) copyin(u)
	for (int i = 0; i < N * M; i++)
		us += u[i];
	long ls = 0, lmx = 0;
#pragma acc parallel loop reduction(+:ls) reduction(max:lmx) copyin(L)
	for (int i = 0; i < N; i++) {
		ls += L[i];
		lmx = L[i] > lmx ? L[i] : lmx;
	}
	int all = 1, any = 0;
#pragma acc parallel loop reduction(&&:all) reduction(||:any) copyin(flags)
	for (int i = 0; i < N * M; i++) {
		all = all && flags[i];
		any = any || !flags[i];
	}
	int all2 = 1;
#pragma acc parallel loop reduction(&&:all2) copyin(flags)
	for (int i = 0; i < N * M; i++)
		all2 = all2 && (flags[i] || i % 5 == 0 || 1);
	int mulr = 1;
#pragma acc parallel loop reduction(*:mulr)
	for (int i = 0; i < 20; i++)
		mulr *= (i % 3 == 0) ? -1 : 1;
	unsigned band = 0xFFFFFFFFu, bor = 0, bx = 0;
#pragma acc parallel loop reduction(&:band) reduction(|:bor) reduction(^:bx) copyin(u)
	for (int i = 0; i < N * M; i++) {
		band &= u[i] | 0x0FFFFFF0u;
		bor |= u[i] & 0xFF;
		bx ^= u[i];
	}
	/* reference */
	int rs = 0, rs2 = 5; float rmn = FLT_MAX, rmx = -FLT_MAX; double rdmx = -1e300, rdmn = 1e300;
	unsigned rus = 7u; long rls = 0, rlmx = 0; int rall = 1, rany = 0, rmul = 1;
	unsigned rband = 0xFFFFFFFFu, rbor = 0, rbx = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++) {
			rs += (int)a[i][j];
			for (int k = 0; k < 4; k++) rs2 += i - j + k;
			if (a[i][j] < rmn) rmn = a[i][j];
			if (a[i][j] > rmx) rmx = a[i][j];
		}
	for (int i = 0; i < N * M; i++) {
		if (d[i] > rdmx) rdmx = d[i];
		if (d[i] < rdmn) rdmn = d[i];
		rus += u[i];
		rall = rall && flags[i];
		rany = rany || !flags[i];
		rband &= u[i] | 0x0FFFFFF0u; rbor |= u[i] & 0xFF; rbx ^= u[i];
	}
	for (int i = 0; i < N; i++) { rls += L[i]; if (L[i] > rlmx) rlmx = L[i]; }
	for (int i = 0; i < 20; i++) rmul *= (i % 3 == 0) ? -1 : 1;
	CHECK_EQ(s, rs); CHECK_EQ(s2, rs2);
	CHECK(mn == rmn); CHECK(mx == rmx); CHECK(dmx == rdmx); CHECK(dmn == rdmn);
	CHECK_EQ(us, rus); CHECK_EQ(ls, rls); CHECK_EQ(lmx, rlmx);
	CHECK_EQ(all, rall); CHECK_EQ(any, rany); CHECK_EQ(all2, 1); CHECK_EQ(mulr, rmul);
	CHECK_EQ(band, rband); CHECK_EQ(bor, rbor); CHECK_EQ(bx, rbx);
	printf("%d %d %g %g %g %g %u %ld %ld %d %d %d %u %u %u\n", s, s2, mn, mx, dmx, dmn, us, ls, lmx, all, any, mulr, band, bor, bx);
	sizes();
	return 0;
}

static void sizes(void)
{
	long s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
#pragma acc parallel loop num_gangs(1) vector_length(1) num_workers(1) gang worker vector reduction(+:s1) copyout(sa)
	for (int i = 0; i < NS; i++) { sa[i] = i; s1 += i; }
#pragma acc parallel loop num_gangs(3) vector_length(4096) reduction(+:s2) copyout(sb)
	for (int i = 0; i < NS; i++) { sb[i] = 2 * i; s2 += i; }
#pragma acc parallel loop num_gangs(2) num_workers(7) vector_length(3) gang worker vector reduction(+:s3) copyout(sc)
	for (int i = 0; i < NS; i++) { sc[i] = 3 * i; s3 += i; }
	int nw = 1000;
#pragma acc parallel num_gangs(5) num_workers(nw) vector_length(5) reduction(+:s4) copyout(sd)
	{
#pragma acc loop gang
		for (int i = 0; i < 50; i++) {
#pragma acc loop worker reduction(+:s4)
			for (int j = 0; j < 20; j++) {
				sd[i * 20 + j] = i - j;
				s4 += i - j;
			}
		}
	}
	int ng = 0;
#pragma acc parallel loop num_gangs(ng + 1) reduction(+:s5)
	for (int i = 0; i < NS; i++) s5 += 1;
	long r = (long)NS * (NS - 1) / 2;
	CHECK_EQ(s1, r); CHECK_EQ(s2, r); CHECK_EQ(s3, r); CHECK_EQ(s5, NS);
	long r4 = 0;
	for (int i = 0; i < 50; i++) for (int j = 0; j < 20; j++) { r4 += i - j; CHECK_EQ(sd[i * 20 + j], i - j); }
	CHECK_EQ(s4, r4);
	for (int i = 0; i < NS; i++) { CHECK_EQ(sa[i], i); CHECK_EQ(sb[i], 2 * i); CHECK_EQ(sc[i], 3 * i); }
	printf("%ld %ld %ld %ld %ld\n", s1, s2, s3, s4, s5);
}
