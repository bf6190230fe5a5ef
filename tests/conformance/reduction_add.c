/* reduction(+) on combined constructs for int, long, unsigned, float and
 * double (§2.5.15, §2.9.11): the result joins the variable's value. */
#include "check.h"

#define N 10000
static int v[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		v[i] = i % 100 - 30;
	int si = 5;
	long sl = 1L << 40;
	unsigned su = 7;
	float sf = 0.5f;
	double sd = 0.25;
#pragma acc parallel loop reduction(+:si)
	for (int i = 0; i < N; i++)
		si += v[i];
#pragma acc parallel loop reduction(+:sl)
	for (int i = 0; i < N; i++)
		sl += (long)v[i] * 1000000L;
#pragma acc parallel loop reduction(+:su)
	for (int i = 0; i < N; i++)
		su += (unsigned)i;
#pragma acc parallel loop reduction(+:sf)
	for (int i = 0; i < N; i++)
		sf += 0.5f;
#pragma acc kernels loop reduction(+:sd)
	for (int i = 0; i < N; i++)
		sd += v[i] * 0.5;
	long ref = 0;
	for (int i = 0; i < N; i++)
		ref += v[i];
	CHECK_EQ(si, 5 + ref);
	CHECK_EQ(sl, (1L << 40) + ref * 1000000L);
	CHECK_EQ(su, 7u + (unsigned)(N * (N - 1L) / 2));
	CHECK(sf == 0.5f + 0.5f * N);
	CHECK(sd == 0.25 + ref * 0.5);
	printf("%d %ld %u %.1f %.2f\n", si, sl, su, sf, sd);
	return 0;
}
