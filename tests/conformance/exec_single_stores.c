/* One lane's stores in gang-redundant and worker-single code (§1.2: one
 * gang's code outside its worker and vector loops runs once for the gang,
 * so accls stores from one lane) followed by a loop that every lane runs,
 * all inside a gang loop whose trips hold worker or vector loops (the
 * barriers around them). Nothing reads those stores before the kernel
 * ends, so they need no barrier after them; PoCL 3.1 ran such a one-lane
 * statement with the lane test of the group's last work-item and lost
 * lane 0's stores (docs/design/codegen.md, "One-lane stores before a
 * loop"). Each case stores a value gang-private memory (§2.9.10) or
 * device memory holds, then a sequential loop fills a private array that
 * a worker or vector loop reads:
 *   A  a struct the worker loop sets member by member (pr.n, pr.s), its
 *      members stored by one lane, a for loop, a worker loop;
 *   B  a gang-level scalar a vector lane sets (last), stored by one lane,
 *      a while loop, a vector loop;
 *   C  a store into device memory every lane then reads (a[g], after the
 *      read's barrier) and a second one-lane store from it (b[g]), a
 *      do-while loop, a worker loop;
 *   D  a sequential loop around a vector loop: each trip's one-lane
 *      store, then a for loop, then the next trip's vector loop.
 * Before the workaround PoCL 3.1 lost A's stores (and B's under
 * POCL_WORK_GROUP_METHOD=loops); C and D check the other loop forms. */
#include "check.h"

#define G 6
#define M 40
#define T 3
static double memA[G][2], rdA[G][M];
static int lastB[G], rdB[G][M];
static int a[G], b[G];
static long rdC[G][M];
static double trD[G][T], rdD[G][T][M];

struct pair {
	int n;
	double s;
};

int main(void)
{
	/* A */
#pragma acc parallel loop gang num_workers(4) vector_length(1) copyout(memA, rdA)
	for (int g = 0; g < G; g++) {
		struct pair pr = {0, 0};
#pragma acc loop worker
		for (int w = 0; w < 4; w++)
			if (w == 1) {
				pr.n = g + 7;
				pr.s = g * 0.25;
			}
		memA[g][0] = pr.n;
		memA[g][1] = pr.s;
		double coef[M];
		for (int j = 0; j < M; j++)
			coef[j] = g - j * 0.5;
#pragma acc loop worker
		for (int j = 0; j < M; j++)
			rdA[g][j] = coef[M - 1 - j] + 1;
	}

	/* B */
#pragma acc parallel loop gang vector_length(16) copyout(lastB, rdB)
	for (int g = 0; g < G; g++) {
		int last = -1;
#pragma acc loop vector
		for (int j = 0; j < M; j++)
			if (j == (3 * g + 5) % M)
				last = j;
		lastB[g] = last;
		int sq[M];
		int j = 0;
		while (j < M) {
			sq[j] = j * j + g;
			j++;
		}
#pragma acc loop vector
		for (int i = 0; i < M; i++)
			rdB[g][i] = sq[i] - sq[M - 1 - i];
	}

	/* C */
#pragma acc parallel loop gang num_workers(4) vector_length(1) copyout(a, b, rdC)
	for (int g = 0; g < G; g++) {
		a[g] = 5 * g + 1;
		int t = a[g];
		b[g] = a[g] * 3 + t;
		long pw[M];
		int j = 0;
		do {
			pw[j] = (long)j * t;
			j++;
		} while (j < M);
#pragma acc loop worker
		for (int i = 0; i < M; i++)
			rdC[g][i] = pw[i] + i;
	}

	/* D */
#pragma acc parallel loop gang vector_length(8) copyout(trD, rdD)
	for (int g = 0; g < G; g++) {
		double acc = 0;
		for (int it = 0; it < T; it++) {
			double v[M];
#pragma acc loop vector reduction(+:acc)
			for (int j = 0; j < M; j++)
				acc += j + it;
			trD[g][it] = acc + g;
			for (int j = 0; j < M; j++)
				v[j] = acc - j;
#pragma acc loop vector
			for (int j = 0; j < M; j++)
				rdD[g][it][j] = v[j] * 2;
		}
	}

	long isum = 0;
	double dsum = 0;
	for (int g = 0; g < G; g++) {
		CHECK(memA[g][0] == g + 7);
		CHECK(memA[g][1] == g * 0.25);
		CHECK_EQ(lastB[g], (3 * g + 5) % M);
		CHECK_EQ(a[g], 5 * g + 1);
		CHECK_EQ(b[g], 4 * (5 * g + 1));
		double acc = 0;
		for (int it = 0; it < T; it++) {
			for (int j = 0; j < M; j++)
				acc += j + it;
			CHECK(trD[g][it] == acc + g);
			for (int j = 0; j < M; j++)
				CHECK(rdD[g][it][j] == (acc - j) * 2);
		}
		for (int j = 0; j < M; j++) {
			CHECK(rdA[g][j] == g - (M - 1 - j) * 0.5 + 1);
			CHECK_EQ(rdB[g][j], j * j - (M - 1 - j) * (M - 1 - j));
			CHECK_EQ(rdC[g][j], (long)j * (5 * g + 1) + j);
			dsum += rdA[g][j] + rdD[g][T - 1][j];
			isum += rdB[g][j] + rdC[g][j];
		}
		isum += lastB[g] + a[g] + b[g];
		dsum += memA[g][0] + memA[g][1] + trD[g][T - 1];
	}
	printf("%ld %.3f\n", isum, dsum);
	return 0;
}
