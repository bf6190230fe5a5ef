/* collapse(2) and collapse(3) over C arrays of rank 2 and 3, with
 * non-unit, negative and inclusive steps (§2.9.1). */
#include "check.h"

#define N 37
#define M 23
static double a[N][M];
static int t[4][5][6];
static int hits[100];
static int r2[400][50];
static int r3[48][7][32];

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
	/* innermost trip counts that fill the lanes (the rows form, NAME_rows:
	 * gangs over the outer loops, lanes over the innermost, when there
	 * are 64 rows per compute unit), with a partial last chunk, and a
	 * reduction (flat form) */
#pragma acc parallel loop collapse(2) vector_length(16) copy(r2)
	for (int i = 399; i >= 0; i -= 3)
		for (int j = 2; j <= 49; j += 1)
			r2[i][j] += i * 100 + j;
#pragma acc parallel loop collapse(3) vector_length(8) copy(r3)
	for (int i = 0; i < 48; i++)
		for (int j = 6; j > 0; j -= 2)
			for (int k = 31; k > 1; k -= 2)
				r3[i][j][k] += i + 10 * j + 100 * k;
	long rs = 0;
#pragma acc parallel loop collapse(2) num_gangs(7) vector_length(32) reduction(+:rs)
	for (int i = 0; i < 70; i++)
		for (int j = 0; j < 60; j++)
			rs += i * j + 1;
	long w2 = 0, w3 = 0;
	for (int i = 0; i < 400; i++)
		for (int j = 0; j < 50; j++) {
			CHECK_EQ(r2[i][j], (399 - i) % 3 == 0 && j >= 2 ? i * 100 + j : 0);
			w2 += r2[i][j];
		}
	for (int i = 0; i < 48; i++)
		for (int j = 0; j < 7; j++)
			for (int k = 0; k < 32; k++) {
				int want = j >= 2 && j % 2 == 0 && k >= 3 && k % 2 == 1 ? i + 10 * j + 100 * k : 0;
				CHECK_EQ(r3[i][j][k], want);
				w3 += r3[i][j][k];
			}
	CHECK(rs == 70L * 69 / 2 * (60L * 59 / 2) + 70 * 60);
	printf("%ld %ld %ld\n", w2, w3, rs);
	printf("%ld %d %.0f\n", s, count, a[N - 1][M - 1]);
	return 0;
}
