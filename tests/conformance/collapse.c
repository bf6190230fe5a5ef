/* collapse(2) and collapse(3) over C arrays of rank 2 and 3, with
 * non-unit, negative and inclusive steps (§2.9.1). */
#include "check.h"

#define N 37
#define M 23
static double a[N][M];
static int t[4][5][6];
static int hits[100];

int main(void)
{
#pragma acc parallel loop collapse(2) copyout(a)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = i * 100 + j;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			CHECK(a[i][j] == i * 100 + j);
#pragma acc parallel loop collapse(3) copy(t)
	for (int i = 0; i < 4; i++)
		for (int j = 4; j >= 0; j--)
			for (int k = 0; k < 6; k += 2)
				t[i][j][k] = i + 10 * j + 100 * k;
	long s = 0;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 5; j++)
			for (int k = 0; k < 6; k++)
				s += t[i][j][k];
	/* negative and non-unit steps, inclusive bounds */
#pragma acc parallel loop copy(hits)
	for (int i = 99; i >= 1; i -= 7)
		hits[i] += 1;
#pragma acc parallel loop copy(hits)
	for (int i = 3; i <= 90; i += 3)
		hits[i] += 2;
	int count = 0;
	for (int i = 0; i < 100; i++) {
		int want = ((99 - i) % 7 == 0 && i >= 1 ? 1 : 0) + (i >= 3 && i <= 90 && i % 3 == 0 ? 2 : 0);
		CHECK_EQ(hits[i], want);
		count += hits[i];
	}
	printf("%ld %d %.0f\n", s, count, a[N - 1][M - 1]);
	return 0;
}
