/* The tile clause (§2.9.8): tiled nests of two and three loops, with
 * sizes that do and do not divide the trip counts, with * sizes, a
 * reduction, and a tile inside a gang loop. */
#include "check.h"

#define R 37
#define C 53
static double a[R][C], b[R][C], t[C][R];
static int cube[9][10][11];

int main(void)
{
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			a[i][j] = i * 100 + j;
	/* transpose and scale, 8x8 tiles */
#pragma acc parallel loop tile(8, 8) copyin(a) copyout(t)
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			t[j][i] = 2 * a[i][j];
	double sum = 0;
#pragma acc parallel loop tile(*, 4) copyin(a) copyout(b) reduction(+:sum)
	for (int i = 0; i < R; i++)
		for (int j = C - 1; j >= 0; j--) {
			b[i][j] = a[i][j] + t[j][i] * 0 + 1;
			sum += a[i][j];
		}
#pragma acc parallel loop tile(2, 3, 4) copyout(cube)
	for (int i = 0; i < 9; i++)
		for (int j = 0; j < 10; j++)
			for (int k = 0; k < 11; k++)
				cube[i][j][k] = i * 10000 + j * 100 + k;
	/* tiles inside a gang loop */
	long rowsum[R];
#pragma acc parallel loop gang copyin(a) copyout(rowsum)
	for (int i = 0; i < R; i++) {
		long s = 0;
#pragma acc loop tile(4, 4) reduction(+:s)
		for (int u = 0; u < 6; u++)
			for (int v = 0; v < C; v++)
				s += (long)a[i][v] * (u + 1);
		rowsum[i] = s;
	}
	double want = 0;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			CHECK(t[j][i] == 2 * a[i][j]);
			CHECK(b[i][j] == a[i][j] + 1);
			want += a[i][j];
		}
	CHECK(sum == want);
	for (int i = 0; i < 9; i++)
		for (int j = 0; j < 10; j++)
			for (int k = 0; k < 11; k++)
				CHECK_EQ(cube[i][j][k], i * 10000 + j * 100 + k);
	long rs = 0;
	for (int i = 0; i < R; i++) {
		long s = 0;
		for (int v = 0; v < C; v++)
			s += (long)a[i][v] * 21;
		CHECK_EQ(rowsum[i], s);
		rs += rowsum[i];
	}
	printf("%.1f %.1f %ld %d\n", sum, t[C - 1][R - 1], rs, cube[8][9][10]);
	return 0;
}
