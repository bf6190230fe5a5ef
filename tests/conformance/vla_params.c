/* VLA parameters in kernels: a[n][m] and double (*b)[m] indexed a[i][j]
 * in parallel loop nests with copy/copyin of whole rows (a[0:n]). */
#include "check.h"
#include <stdlib.h>

static void scale(int n, int m, double a[n][m], double s)
{
#pragma acc parallel loop collapse(2) copy(a[0:n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			a[i][j] = a[i][j] * s + i - j;
}

static void addrows(int n, int m, const double (*b)[m], double (*c)[m])
{
#pragma acc parallel loop copyin(b[0:n]) copyout(c[0:n])
	for (int i = 0; i < n; i++) {
#pragma acc loop vector
		for (int j = 0; j < m; j++)
			c[i][j] = b[i][j] + (i > 0 ? b[i - 1][j] : 0.0);
	}
}

static long sumrows(int n, int m, int a[n][m + 1])
{
	long s = 0;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:s)
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= m; j++)
			s += a[i][j] * (j + 1);
	return s;
}

int main(void)
{
	int n = 37, m = 53;
	double (*a)[m] = malloc(sizeof(double[n][m]));
	double (*c)[m] = malloc(sizeof(double[n][m]));
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			a[i][j] = i * 100 + j;
	scale(n, m, a, 2.0);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			CHECK(a[i][j] == (i * 100 + j) * 2.0 + i - j);
	addrows(n, m, (const double (*)[m])a, c);
	double t = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			CHECK(c[i][j] == a[i][j] + (i > 0 ? a[i - 1][j] : 0.0));
			t += c[i][j];
		}
	int (*ia)[m + 1] = malloc(sizeof(int[n][m + 1]));
	long want = 0;
	for (int i = 0; i < n; i++)
		for (int j = 0; j <= m; j++) {
			ia[i][j] = i - j;
			want += (long)(i - j) * (j + 1);
		}
	long got = sumrows(n, m, ia);
	CHECK_EQ(got, want);
	/* a local VLA, whole and as a section naming every dimension */
	float loc[n][m];
#pragma acc parallel loop copyout(loc)
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			loc[i][j] = (float)(i * j);
#pragma acc parallel loop copy(loc[0:n][0:m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			loc[i][j] += 1.0f;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			CHECK(loc[i][j] == (float)(i * j) + 1.0f);
	printf("%.1f %ld\n", t, got);
	free(a);
	free(c);
	free(ia);
	return 0;
}
