/* Reductions on arrays, subarrays, array elements and composite variables
 * (OpenACC 3.3 §2.5.15, §2.9.11): "If the reduction var is an array or
 * subarray, the array reduction operation is logically equivalent to
 * applying that reduction operation to each element of the array or
 * subarray individually", and a composite variable reduces member by
 * member. Covered: histograms with + on a combined construct over many
 * more iterations than one gang runs (gang and vector lanes), on a gang
 * loop alone, on gang worker vector lanes, on a kernels loop, on the
 * parallel construct with its gang loop; max and min arrays of double,
 * float and long; * & | ^ && || on arrays of int, unsigned and long; a
 * subarray with constant bounds not starting at 0, a subarray of a
 * pointer whose length is known at run time, one array element; a 2-D
 * array; per-gang arrays reduced by an inner vector loop and by an inner
 * worker loop; structs (int, double and an array member) with + and max.
 * Every result is checked against serial code. */
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

#define N (1 << 18)
#define B 8
#define ROWS 64
#define COLS 1000

static int a[N];
static int rowsum[ROWS][4];
static int colcnt[ROWS][4];

struct stats {
	int count;
	double sum;
	long bins[3];
};

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = (int)((i * 2654435761u) >> 7) % 1000;

	/* + histogram on a combined construct: gangs and vector lanes */
	int hist[B] = {0};
	hist[1] = 5; /* the original value joins the result */
#pragma acc parallel loop reduction(+:hist) copyin(a)
	for (int i = 0; i < N; i++)
		hist[a[i] % 13 % B]++;
	int ref[B] = {0};
	ref[1] = 5;
	for (int i = 0; i < N; i++)
		ref[a[i] % 13 % B]++;
	for (int k = 0; k < B; k++) {
		CHECK_EQ(hist[k], ref[k]);
		printf("hist[%d] = %d\n", k, hist[k]);
	}

	/* max and min arrays of double, float and long */
	double dmax[4] = {-1e300, -1e300, -1e300, -1e300};
	float fmin[3] = {1e30f, 1e30f, -5.0f};
	long lmax[5] = {0, 0, 0, 0, 1L << 40};
#pragma acc parallel loop reduction(max:dmax, lmax) reduction(min:fmin) copyin(a)
	for (int i = 0; i < N; i++) {
		double v = a[i] * 0.5 - i * 1e-3;
		if (v > dmax[i % 4])
			dmax[i % 4] = v;
		float f = (float)(a[i] - 500) * 0.25f;
		if (f < fmin[i % 3])
			fmin[i % 3] = f;
		long l = (long)a[i] * (i % 5 + 1) * 100000L;
		lmax[i % 5] = l > lmax[i % 5] ? l : lmax[i % 5];
	}
	double rdmax[4] = {-1e300, -1e300, -1e300, -1e300};
	float rfmin[3] = {1e30f, 1e30f, -5.0f};
	long rlmax[5] = {0, 0, 0, 0, 1L << 40};
	for (int i = 0; i < N; i++) {
		double v = a[i] * 0.5 - i * 1e-3;
		if (v > rdmax[i % 4])
			rdmax[i % 4] = v;
		float f = (float)(a[i] - 500) * 0.25f;
		if (f < rfmin[i % 3])
			rfmin[i % 3] = f;
		long l = (long)a[i] * (i % 5 + 1) * 100000L;
		rlmax[i % 5] = l > rlmax[i % 5] ? l : rlmax[i % 5];
	}
	for (int k = 0; k < 4; k++)
		CHECK(dmax[k] == rdmax[k]);
	for (int k = 0; k < 3; k++)
		CHECK(fmin[k] == rfmin[k]);
	for (int k = 0; k < 5; k++)
		CHECK_EQ(lmax[k], rlmax[k]);
	printf("dmax %.3f %.3f %.3f %.3f fmin %.2f %.2f %.2f lmax %ld %ld\n", dmax[0], dmax[1], dmax[2], dmax[3], fmin[0], fmin[1], fmin[2], lmax[0], lmax[4]);

	/* the other operators on int, unsigned and long arrays */
	unsigned uprod[2] = {1u, 3u}, uor[2] = {0u, 0x100u};
	int iand[2] = {-1, 0x7fff}, ixor[2] = {0, 0};
	long land[2] = {1, 1}, lor[2] = {0, 0};
#pragma acc parallel loop reduction(*:uprod) reduction(|:uor) reduction(&:iand) reduction(^:ixor) reduction(&&:land) reduction(||:lor) copyin(a)
	for (int i = 0; i < 4096; i++) {
		uprod[i % 2] *= (unsigned)(a[i] % 3 * 2 + 1);
		uor[i % 2] |= 1u << (a[i] % 31);
		iand[i % 2] &= a[i] | 0x0f0;
		ixor[i % 2] ^= a[i];
		land[i % 2] = land[i % 2] && (a[i] < 999 || i % 2 == 0);
		lor[i % 2] = lor[i % 2] || a[i] == 17;
	}
	unsigned ruprod[2] = {1u, 3u}, ruor[2] = {0u, 0x100u};
	int riand[2] = {-1, 0x7fff}, rixor[2] = {0, 0};
	long rland[2] = {1, 1}, rlor[2] = {0, 0};
	for (int i = 0; i < 4096; i++) {
		ruprod[i % 2] *= (unsigned)(a[i] % 3 * 2 + 1);
		ruor[i % 2] |= 1u << (a[i] % 31);
		riand[i % 2] &= a[i] | 0x0f0;
		rixor[i % 2] ^= a[i];
		rland[i % 2] = rland[i % 2] && (a[i] < 999 || i % 2 == 0);
		rlor[i % 2] = rlor[i % 2] || a[i] == 17;
	}
	for (int k = 0; k < 2; k++) {
		CHECK_EQ(uprod[k], ruprod[k]);
		CHECK_EQ(uor[k], ruor[k]);
		CHECK_EQ(iand[k], riand[k]);
		CHECK_EQ(ixor[k], rixor[k]);
		CHECK_EQ(land[k], rland[k]);
		CHECK_EQ(lor[k], rlor[k]);
	}
	printf("ops %u %u %x %x %d %d %ld %ld\n", uprod[0], uprod[1], uor[0], uor[1], iand[0], ixor[1], land[1], lor[0]);

	/* a subarray with constant bounds not starting at 0: the elements
	 * outside it are not touched */
	long part[10];
	for (int k = 0; k < 10; k++)
		part[k] = 100 + k;
#pragma acc parallel loop reduction(+:part[3:4]) copy(part) copyin(a)
	for (int i = 0; i < N; i++)
		part[3 + a[i] % 4] += a[i];
	long rpart[10];
	for (int k = 0; k < 10; k++)
		rpart[k] = 100 + k;
	for (int i = 0; i < N; i++)
		rpart[3 + a[i] % 4] += a[i];
	for (int k = 0; k < 10; k++)
		CHECK_EQ(part[k], rpart[k]);
	printf("part %ld %ld %ld\n", part[2], part[3], part[6]);

	/* a subarray of a pointer whose length is known at run time */
	int m = 13;
	double *h = malloc(sizeof(double) * (size_t)m);
	double *rh = malloc(sizeof(double) * (size_t)m);
	for (int k = 0; k < m; k++)
		h[k] = rh[k] = k * 0.5;
#pragma acc parallel loop reduction(+:h[0:m]) copyin(a)
	for (int i = 0; i < N; i++)
		h[a[i] % m] += 0.25 * (a[i] & 3);
	for (int i = 0; i < N; i++)
		rh[a[i] % m] += 0.25 * (a[i] & 3);
	for (int k = 0; k < m; k++)
		CHECK_NEAR(h[k], rh[k], 1e-12);
	printf("h %.2f %.2f\n", h[0], h[m - 1]);

	/* one array element */
	int cnt[4] = {1, 2, 3, 4};
#pragma acc parallel loop reduction(+:cnt[2]) copyin(a)
	for (int i = 0; i < N; i++)
		cnt[2] += a[i] % 3 == 0;
	int rc2 = 3;
	for (int i = 0; i < N; i++)
		rc2 += a[i] % 3 == 0;
	CHECK_EQ(cnt[2], rc2);
	CHECK_EQ(cnt[0] + cnt[1] + cnt[3], 7);
	printf("cnt[2] = %d\n", cnt[2]);

	/* a gang loop alone, and gang worker vector lanes on one loop */
	int hg[B] = {0}, hgwv[B] = {0};
#pragma acc parallel loop gang reduction(+:hg) copyin(a)
	for (int i = 0; i < N; i++)
		hg[a[i] % 13 % B] += 2;
#pragma acc parallel loop gang worker vector num_workers(3) vector_length(32) reduction(+:hgwv) copyin(a)
	for (int i = 0; i < N; i++)
		hgwv[a[i] % 13 % B] += 3;
	for (int k = 0; k < B; k++) {
		CHECK_EQ(hg[k], 2 * (ref[k] - (k == 1 ? 5 : 0)));
		CHECK_EQ(hgwv[k], 3 * (ref[k] - (k == 1 ? 5 : 0)));
	}

	/* a 2-D array */
	int h2[3][4] = {{0}};
#pragma acc parallel loop reduction(+:h2) copyin(a)
	for (int i = 0; i < N; i++)
		h2[a[i] % 3][i % 4] += 1;
	int r2[3][4] = {{0}};
	for (int i = 0; i < N; i++)
		r2[a[i] % 3][i % 4] += 1;
	for (int x = 0; x < 3; x++)
		for (int y = 0; y < 4; y++)
			CHECK_EQ(h2[x][y], r2[x][y]);
	printf("h2 %d %d\n", h2[0][0], h2[2][3]);

	/* per-gang arrays: a vector loop and a worker loop reduce into an
	 * array of the gang loop's body */
#pragma acc parallel loop gang copyin(a) copyout(rowsum, colcnt) num_workers(4) vector_length(64)
	for (int r = 0; r < ROWS; r++) {
		int s[4] = {r, 0, 0, 0};
#pragma acc loop vector reduction(+:s)
		for (int j = 0; j < COLS; j++)
			s[(a[r * COLS + j] + j) % 4] += a[r * COLS + j] % 10;
		int c[4] = {0, 0, 0, 0};
#pragma acc loop worker reduction(+:c)
		for (int j = 0; j < COLS; j++)
			c[a[r * COLS + j] % 4]++;
		for (int k = 0; k < 4; k++) {
			rowsum[r][k] = s[k];
			colcnt[r][k] = c[k];
		}
	}
	for (int r = 0; r < ROWS; r++) {
		int s[4] = {r, 0, 0, 0}, c[4] = {0, 0, 0, 0};
		for (int j = 0; j < COLS; j++) {
			s[(a[r * COLS + j] + j) % 4] += a[r * COLS + j] % 10;
			c[a[r * COLS + j] % 4]++;
		}
		for (int k = 0; k < 4; k++) {
			CHECK_EQ(rowsum[r][k], s[k]);
			CHECK_EQ(colcnt[r][k], c[k]);
		}
	}
	printf("rows %d %d %d\n", rowsum[0][0], rowsum[ROWS - 1][3], colcnt[7][2]);

	/* the parallel construct's reduction with its gang vector loop, and
	 * a kernels loop */
	int hp[B] = {0}, hk[B] = {0};
#pragma acc parallel reduction(+:hp) copyin(a)
	{
#pragma acc loop gang vector reduction(+:hp)
		for (int i = 0; i < N; i++)
			hp[a[i] % 13 % B] += 1;
	}
#pragma acc kernels loop reduction(+:hk) copyin(a)
	for (int i = 0; i < N; i++)
		hk[(a[i] >> 3) % B] += 1;
	int rk[B] = {0};
	for (int i = 0; i < N; i++)
		rk[(a[i] >> 3) % B] += 1;
	for (int k = 0; k < B; k++) {
		CHECK_EQ(hp[k], ref[k] - (k == 1 ? 5 : 0));
		CHECK_EQ(hk[k], rk[k]);
	}

	/* structs: member by member */
	struct stats st = {10, 0.5, {0, 0, 7}}, big = {0, -1e300, {-1, -1, -1}};
#pragma acc parallel loop reduction(+:st) copyin(a)
	for (int i = 0; i < N; i++) {
		st.count += 1;
		st.sum += a[i] * 0.125;
		st.bins[a[i] % 3] += a[i];
	}
#pragma acc parallel loop reduction(max:big) copyin(a)
	for (int i = 0; i < N; i++) {
		big.count = a[i] > big.count ? a[i] : big.count;
		big.sum = a[i] * 0.01 + i > big.sum ? a[i] * 0.01 + i : big.sum;
		big.bins[i % 3] = a[i] - i % 3 > big.bins[i % 3] ? a[i] - i % 3 : big.bins[i % 3];
	}
	struct stats rst = {10, 0.5, {0, 0, 7}}, rbig = {0, -1e300, {-1, -1, -1}};
	for (int i = 0; i < N; i++) {
		rst.count += 1;
		rst.sum += a[i] * 0.125;
		rst.bins[a[i] % 3] += a[i];
		rbig.count = a[i] > rbig.count ? a[i] : rbig.count;
		rbig.sum = a[i] * 0.01 + i > rbig.sum ? a[i] * 0.01 + i : rbig.sum;
		rbig.bins[i % 3] = a[i] - i % 3 > rbig.bins[i % 3] ? a[i] - i % 3 : rbig.bins[i % 3];
	}
	CHECK_EQ(st.count, rst.count);
	CHECK_NEAR(st.sum, rst.sum, 1e-12);
	CHECK_EQ(big.count, rbig.count);
	CHECK(big.sum == rbig.sum);
	for (int k = 0; k < 3; k++) {
		CHECK_EQ(st.bins[k], rst.bins[k]);
		CHECK_EQ(big.bins[k], rbig.bins[k]);
	}
	printf("st %d %.3f %ld %ld %ld big %d %.2f %ld\n", st.count, st.sum, st.bins[0], st.bins[1], st.bins[2], big.count, big.sum, big.bins[1]);

	free(h);
	free(rh);
	printf("reduction_arrays: ok\n");
	return 0;
}
