/* Subarrays that do not start at 0 and nested data lifetimes (§2.7.1,
 * §2.6.7): rows a[2:3][0:M] of a 2-D array in copy, present of a smaller
 * section inside a present array, update of a row a[3][0:M] and of b[:2],
 * b[6:] (§2.14.4), copyout of p[40:30] (only those elements come back),
 * enter data of p[10:50] with present and update of sections inside it,
 * and the reference counters: two dynamic references and a data region's
 * structured one, where only the last exit copies out. */
#include "check.h"
#include <openacc.h>

#define N 8
#define M 16
#define L 100

static double a[N][M];
static double b[N];

static int on_device(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

int main(void)
{
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = i * 100 + j;
	/* copy of rows 2..4 only */
#pragma acc parallel loop collapse(2) copy(a[2:3][0:M])
	for (int i = 2; i < 5; i++)
		for (int j = 0; j < M; j++)
			a[i][j] = -a[i][j];
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			CHECK(a[i][j] == (i >= 2 && i < 5 ? -(i * 100 + j) : i * 100 + j));
	/* the whole array present, a section of it in present, one row back */
	for (int i = 0; i < N; i++)
		b[i] = i;
#pragma acc data copyin(a, b)
	{
#pragma acc parallel loop present(a[3:2][0:M])
		for (int i = 3; i < 5; i++)
			for (int j = 0; j < M; j++)
				a[i][j] = 7 * i + j;
#pragma acc parallel loop present(b)
		for (int i = 0; i < N; i++)
			b[i] = -1;
#pragma acc update self(a[4][0:M])
#pragma acc update self(b[:2])
#pragma acc update self(b[6:])
	}
	for (int j = 0; j < M; j++) {
		CHECK(a[4][j] == 28 + j);
		CHECK(a[3][j] == (on_device() ? -(300 + j) : 21 + j));
	}
	for (int i = 0; i < N; i++)
		CHECK(b[i] == (on_device() && i >= 2 && i < 6 ? i : -1));
	double sa = 0;
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			sa += i == 3 ? 0 : a[i][j];

	/* copyout of a section whose start is not 0 */
	int *p = malloc(L * sizeof *p);
	for (int i = 0; i < L; i++)
		p[i] = -1;
#pragma acc parallel loop copyout(p[40:30])
	for (int i = 40; i < 70; i++)
		p[i] = i * 3;
	for (int i = 0; i < L; i++)
		CHECK_EQ(p[i], i >= 40 && i < 70 ? i * 3 : -1);
	/* enter data of p[10:50]; a kernel on p[20:10]; update of p[25:3] */
#pragma acc enter data copyin(p[10:50])
#pragma acc parallel loop present(p[20:10])
	for (int i = 20; i < 30; i++)
		p[i] = 1000 + i;
#pragma acc update self(p[25:3])
	for (int i = 20; i < 30; i++)
		CHECK_EQ(p[i], !on_device() || (i >= 25 && i < 28) ? 1000 + i : -1);
#pragma acc exit data copyout(p[10:50])
	for (int i = 20; i < 30; i++)
		CHECK_EQ(p[i], 1000 + i);

	/* reference counters: two dynamic references and a structured one */
	int *q = malloc(L * sizeof *q);
	for (int i = 0; i < L; i++)
		q[i] = i;
#pragma acc enter data copyin(q[0:L])
#pragma acc enter data copyin(q[0:L])
#pragma acc data copy(q[0:L])
	{
#pragma acc parallel loop
		for (int i = 0; i < L; i++)
			q[i] += 1;
	}
	if (on_device())
		CHECK_EQ(q[5], 5); /* still referenced: nothing came back */
#pragma acc exit data copyout(q[0:L])
	if (on_device())
		CHECK_EQ(q[5], 5);
#pragma acc parallel loop present(q[0:L])
	for (int i = 0; i < L; i++)
		q[i] *= 2;
#pragma acc exit data copyout(q[0:L])
	CHECK_EQ(q[5], 12);
#ifdef _OPENACC
	CHECK(!on_device() || !acc_is_present(q, L * sizeof *q));
#endif
	long s = 0;
	for (int i = 0; i < L; i++)
		s += p[i] + q[i];
	printf("%.1f %ld\n", sa, s);
	free(p);
	free(q);
	return 0;
}
