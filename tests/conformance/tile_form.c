/* Collapsed nests of two loops that take the tile form (openclgen/
 * kprint_tile.go: a two-dimensional NDRange, the outer loop along
 * dimension 1, the inner along dimension 0, 2-row gangs), and ones that
 * must not (a reduction, explicit sizes). Every iteration runs exactly
 * once (§2.9.1): each writes its own element and counts its visit, with
 * trip counts that are not multiples of the gang's tile, steps that are
 * negative or not one, more rows than 65535 gangs of two rows cover and
 * more columns than 65535 gangs cover (the lanes stride over the rest),
 * and bounds only the device can evaluate (a fixed grid). */
#include <stdlib.h>
#include "check.h"

#define R 140001 /* rows: more than 2 * 65535 */
#define W 8388701 /* columns: more than 65535 * 128 */

static int dims[2] = {29, 41};

int main(void)
{
	int *v = calloc((size_t)W, sizeof *v);
	CHECK(v != NULL);

	/* many rows, two columns */
#pragma acc parallel loop collapse(2) copy(v[0:2*R])
	for (int i = 0; i < R; i++)
		for (int j = 0; j < 2; j++)
			v[i * 2 + j] += i + j + 1;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < 2; j++)
			CHECK_EQ(v[i * 2 + j], i + j + 1);

	/* one row of many columns */
#pragma acc parallel loop collapse(2) copy(v[0:W])
	for (int i = 0; i < 1; i++)
		for (int j = 0; j < W; j++)
			v[j] = 3 * j + 1;
	for (int j = 0; j < W; j += 997)
		CHECK_EQ(v[j], 3 * j + 1);
	CHECK_EQ(v[W - 1], 3 * (W - 1) + 1);

	/* negative and non-unit steps, odd trip counts */
	static int a[61][77];
#pragma acc parallel loop collapse(2) copy(a)
	for (int i = 60; i >= 0; i -= 2)
		for (int j = 3; j < 77; j += 3)
			a[i][j] += 1000 * i + j;
	for (int i = 0; i < 61; i++)
		for (int j = 0; j < 77; j++)
			CHECK_EQ(a[i][j], (i % 2 == 0 && j >= 3 && j % 3 == 0) ? 1000 * i + j : 0);

	/* a kernels region whose nest the analysis collapses */
	static float b[300][500];
#pragma acc kernels copyout(b)
	for (int i = 0; i < 300; i++)
		for (int j = 0; j < 500; j++)
			b[i][j] = 0.5f * i - j;
	for (int i = 0; i < 300; i++)
		for (int j = 0; j < 500; j++)
			CHECK_EQ(b[i][j], 0.5f * i - j);

	/* bounds the host cannot evaluate: the fixed grid strides */
	static int c[29][41];
#pragma acc parallel loop collapse(2) copyin(dims) copy(c)
	for (int i = 0; i < dims[0]; i++)
		for (int j = 0; j < dims[1]; j++)
			c[i][j] += i * 41 + j + 1;
	for (int i = 0; i < 29; i++)
		for (int j = 0; j < 41; j++)
			CHECK_EQ(c[i][j], i * 41 + j + 1);

	/* not in the tile form: a reduction, explicit sizes */
	long sum = 0;
#pragma acc parallel loop collapse(2) reduction(+:sum) copyin(a)
	for (int i = 0; i < 61; i++)
		for (int j = 0; j < 77; j++)
			sum += a[i][j];
	long want = 0;
	for (int i = 0; i < 61; i++)
		for (int j = 0; j < 77; j++)
			want += a[i][j];
	CHECK_EQ(sum, want);
#pragma acc parallel loop collapse(2) vector_length(64) num_gangs(7) copy(a)
	for (int i = 0; i < 61; i++)
		for (int j = 0; j < 77; j++)
			a[i][j] = -a[i][j];
	for (int i = 0; i < 61; i++)
		for (int j = 0; j < 77; j++)
			CHECK_EQ(a[i][j], (i % 2 == 0 && j >= 3 && j % 3 == 0) ? -(1000 * i + j) : 0);
	printf("%d %d %ld\n", v[12345], c[28][40], sum);
	free(v);
	return 0;
}
