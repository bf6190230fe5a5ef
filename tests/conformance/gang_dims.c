/* Multi-dimensional gangs (§2.9.2, §2.5.10): gang(dim:2) loops around
 * gang(dim:1) loops, with num_gangs(n1, n2) and without, a gang(dim:3)
 * loop around both, vector and worker loops inside, code between the
 * gang loops that the gangs of dimension 1 run redundantly, and a
 * num_gangs that gives fewer dimensions than the loops use. */
#include "check.h"

#define NZ 6
#define NY 20
#define NX 70
#define NW 5

static int a[NZ][NY][NX], b[NZ][NY], hits[NZ][NY], c[NW][NZ][NY][NX], rowsum[NZ][NY];

int main(void)
{
	/* dim 2 over dim 1 over vector, num_gangs given */
#pragma acc parallel num_gangs(3, 4) copyout(a)
	{
#pragma acc loop gang(dim:2)
		for (int k = 0; k < NZ; k++) {
#pragma acc loop gang(dim:1)
			for (int j = 0; j < NY; j++) {
#pragma acc loop vector
				for (int i = 0; i < NX; i++)
					a[k][j][i] = (k * NY + j) * NX + i;
			}
		}
	}
	/* without num_gangs; redundant scalar code between the loops; each
	 * (k, j) runs once (hits), not once per gang of either dimension */
#pragma acc parallel copyin(a) copyout(b) copy(hits)
	{
#pragma acc loop gang(dim:2)
		for (int k = 0; k < NZ; k++) {
			int base = k * 1000;
#pragma acc loop gang(dim:1)
			for (int j = 0; j < NY; j++) {
				int s = base;
				for (int i = 0; i < NX; i++)
					s += a[k][j][i] % 7;
				b[k][j] = s;
#pragma acc atomic update
				hits[k][j] += 1;
			}
		}
	}
	/* dim 3 over dim 2 over dim 1, workers and vector inside; then
	 * num_gangs(2) with fewer arguments than dimensions, and the
	 * combined form */
#pragma acc parallel num_gangs(2, 3, 2) num_workers(4) copyout(c)
#pragma acc loop gang(dim:3)
	for (int w = 0; w < NW; w++)
#pragma acc loop gang(dim:2)
		for (int k = 0; k < NZ; k++)
#pragma acc loop gang(dim:1) worker
			for (int j = 0; j < NY; j++)
#pragma acc loop vector
				for (int i = 0; i < NX; i++)
					c[w][k][j][i] = w + k + j + i;
#pragma acc parallel loop gang(dim:2) num_gangs(2) copyin(a) copyout(rowsum)
	for (int k = 0; k < NZ; k++)
#pragma acc loop gang(dim:1) vector
		for (int j = 0; j < NY; j++) {
			int s = 0;
			for (int i = 0; i < NX; i += 7)
				s += a[k][j][i];
			rowsum[k][j] = s;
		}
	long sa = 0, sb = 0, sc = 0, sr = 0;
	for (int k = 0; k < NZ; k++)
		for (int j = 0; j < NY; j++) {
			int s = k * 1000, r = 0;
			for (int i = 0; i < NX; i++) {
				CHECK_EQ(a[k][j][i], (k * NY + j) * NX + i);
				s += a[k][j][i] % 7;
				sa += a[k][j][i];
			}
			for (int i = 0; i < NX; i += 7)
				r += a[k][j][i];
			CHECK_EQ(b[k][j], s);
			CHECK_EQ(hits[k][j], 1);
			CHECK_EQ(rowsum[k][j], r);
			sb += b[k][j], sr += r;
		}
	for (int w = 0; w < NW; w++)
		for (int k = 0; k < NZ; k++)
			for (int j = 0; j < NY; j++)
				for (int i = 0; i < NX; i++) {
					CHECK_EQ(c[w][k][j][i], w + k + j + i);
					sc += c[w][k][j][i];
				}
	printf("gang_dims: %ld %ld %ld %ld\n", sa, sb, sc, sr);
	return 0;
}
