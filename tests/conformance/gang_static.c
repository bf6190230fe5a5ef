/* The static argument of the gang clause (§2.9.2): gang(static: n) gives
 * the iterations to the gangs in chunks of n, round robin; static: * lets
 * the implementation choose. Results against serial code for gang loops,
 * gang vector and gang worker loops (the lanes share each chunk), a
 * collapsed nest, a kernels loop and a gang reduction; and the schedule
 * itself: with num_gangs(G), the iterations a gang ran in one
 * gang(static: 6) loop, marked in a gang-private array (§2.5.13), start
 * at ((i / 6) % G) * 6 for iteration i of a second loop with the same
 * argument and trip count, a gang loop and a gang vector loop (one gang
 * on the host). */
#include "check.h"
#include <openacc.h>

#define N 1003
#define R 37
#define C 29
#define G 4
#define S 60

static double x[N], y[N], z[N];
static int owner[S], owner2[S];
static long m[R][C];

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
		x[i] = (i * 7) % 23 - 10;

	/* gang only, chunks of 4 over 1003 iterations (the last one short) */
#pragma acc parallel loop gang(static: 4) copyin(x) copyout(y)
	for (int i = 0; i < N; i++)
		y[i] = 2 * x[i] + i;
	for (int i = 0; i < N; i++)
		CHECK(y[i] == 2 * x[i] + i);

	/* gang vector: a chunk of 100 shared by the lanes; more chunks than
	 * gangs (num_gangs(3)) */
#pragma acc parallel loop gang(static: 100) vector num_gangs(3) vector_length(32) copyin(x) copyout(z)
	for (int i = 0; i < N; i++)
		z[i] = x[i] * x[i] - 1;
	for (int i = 0; i < N; i++)
		CHECK(z[i] == x[i] * x[i] - 1);

	/* static: * and a reduction across gangs */
	double sum = 0;
#pragma acc parallel loop gang(static: *) vector reduction(+:sum) copyin(x)
	for (int i = 0; i < N; i++)
		sum += x[i];
	double ref = 0;
	for (int i = 0; i < N; i++)
		ref += x[i];
	CHECK(sum == ref);

	/* a collapsed nest: chunks of 7 over the R * C iterations */
#pragma acc parallel loop gang(static: 7) vector collapse(2) copyout(m)
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			m[i][j] = (long)i * 1000 + j;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			CHECK_EQ(m[i][j], (long)i * 1000 + j);

	/* gang worker with a vector loop inside: rows in chunks of 3 */
	long rows[R];
#pragma acc parallel loop gang(static: 3) worker num_workers(2) copyin(m) copyout(rows)
	for (int i = 0; i < R; i++) {
		long s = 0;
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < C; j++)
			s += m[i][j];
		rows[i] = s;
	}
	for (int i = 0; i < R; i++)
		CHECK_EQ(rows[i], (long)i * 1000 * C + (long)C * (C - 1) / 2);

	/* kernels loop, a loop counting down with a step */
#pragma acc kernels loop gang(static: 8) copy(y)
	for (int i = N - 1; i >= 0; i -= 3)
		y[i] = -y[i];
	for (int i = 0; i < N; i++)
		CHECK(y[i] == ((N - 1 - i) % 3 == 0 ? -1 : 1) * (2 * x[i] + i));

	/* the schedule: chunk c of n iterations runs on gang c % G. Each gang
	 * marks the iterations it runs in its private copy of seen; in a
	 * second loop with the same argument and trip count, the smallest
	 * iteration its gang ran is ((i / n) % G) * n (0 with one gang) */
	int seen[S];
#pragma acc parallel num_gangs(G) private(seen) copyout(owner, owner2)
	{
		for (int j = 0; j < S; j++)
			seen[j] = 0;
#pragma acc loop gang(static: 6)
		for (int i = 0; i < S; i++)
			seen[i] = 1;
#pragma acc loop gang(static: 6)
		for (int i = 0; i < S; i++) {
			int f = -1;
			for (int j = S - 1; j >= 0; j--)
				if (seen[j])
					f = j;
			owner[i] = f;
		}
#pragma acc loop gang(static: 6) vector
		for (int i = 0; i < S; i++) {
			int f = -1;
			for (int j = S - 1; j >= 0; j--)
				if (seen[j])
					f = j;
			owner2[i] = f;
		}
	}
	long mismatches = 0;
	for (int i = 0; i < S; i++) {
		int want = on_device() ? ((i / 6) % G) * 6 : 0;
		mismatches += owner[i] != want;
		mismatches += owner2[i] != want;
	}
	CHECK_EQ(mismatches, 0);

	double ty = 0, tz = 0;
	for (int i = 0; i < N; i++) {
		ty += y[i];
		tz += z[i];
	}
	printf("y %.1f z %.1f sum %.1f m %ld rows0 %ld schedule ok\n", ty, tz, sum, m[R - 1][C - 1], rows[0]);
	return 0;
}
