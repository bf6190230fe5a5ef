/* Loop bounds the flat iteration space must recover exactly (§2.9 loop
 * construct, §2.9.1 collapse, §2.9.8 tile): collapse(3) with '<=' and
 * '>=' tests and a non-unit step, negative steps, an unsigned loop
 * variable counting down, a long loop variable whose bounds pass 2^31
 * (a bound with a long literal ending in 0: its trip count once printed
 * as invalid OpenCL), tile(2, 3) over trip counts that are not multiples
 * of the tile, and loops of zero trips. */
#include "check.h"

#define N 6
static int c3[N + 1][N + 1][N + 1];
static int neg[100];
static int un[64];
static long big[64];
static int tl[7][11];
static int zero[8];
int main(void)
{
	int n = N;
#pragma acc parallel loop collapse(3) copy(c3)
	for (int i = 0; i <= n; i++)
		for (int j = n; j >= 0; j--)
			for (int k = 1; k <= n; k += 2)
				c3[i][j][k] += i * 100 + j * 10 + k;
#pragma acc parallel loop copy(neg)
	for (int i = 99; i > 0; i -= 2)
		neg[i] = i * 3;
#pragma acc parallel loop copy(neg)
	for (int i = 98; i >= 0; i -= 3)
		neg[i] += 1;
unsigned ub = 64u;
#pragma acc parallel loop copy(un)
	for (unsigned u = ub; u > 0u; u--)
		un[u - 1] = (int)u;
	long start = 3000000000L;
#pragma acc parallel loop copy(big)
	for (long x = start; x < start + 64L * 100000000L; x += 100000000L)
		big[(x - start) / 100000000L] = (long)(x % 1000003);
#pragma acc parallel loop tile(2, 3) copy(tl)
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 11; j++)
			tl[i][j] = i * 11 + j;
	int m = 0;
#pragma acc parallel loop copy(zero)
	for (int i = 5; i < m; i++)
		zero[i] = 99;
#pragma acc parallel loop copy(zero)
	for (int i = m; i >= 4; i--)
		zero[i] = 99;
	long s = 0;
	for (int i = 0; i <= n; i++)
		for (int j = 0; j <= n; j++)
			for (int k = 0; k <= n; k++) {
				int e = (k % 2 == 1) ? i * 100 + j * 10 + k : 0;
				CHECK_EQ(c3[i][j][k], e);
				s += c3[i][j][k];
			}
	for (int i = 0; i < 100; i++) {
		int e = (i % 2 == 1 ? i * 3 : 0) + ((i <= 98 && (98 - i) % 3 == 0) ? 1 : 0);
		CHECK_EQ(neg[i], e);
		s += neg[i];
	}
	for (int i = 0; i < 64; i++) {
		CHECK_EQ(un[i], i + 1);
		CHECK_EQ(big[i], (start + i * 100000000L) % 1000003);
		s += un[i] + big[i];
	}
	for (int i = 0; i < 7; i++)
		for (int j = 0; j < 11; j++)
			CHECK_EQ(tl[i][j], i * 11 + j);
	for (int i = 0; i < 8; i++)
		CHECK_EQ(zero[i], 0);
	printf("%ld\n", s);
	return 0;
}
