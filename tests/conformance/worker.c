/* gang, worker and vector levels on three nested loops and on one loop
 * (gang worker vector), with num_workers honoured and worker-single code
 * between the loops (§2.9.3-§2.9.5). */
#include "check.h"

#define G 8
#define W 6
#define V 50
static int cube[G][W][V];
static int flat[G * W * V];
static int planes[G];

int main(void)
{
#pragma acc parallel num_gangs(G) num_workers(3) vector_length(16) copyout(cube, planes)
	{
#pragma acc loop gang
		for (int g = 0; g < G; g++) {
			int base = g * 1000; /* gang-redundant */
			planes[g] = base;    /* worker-single, vector-single: one write */
#pragma acc loop worker
			for (int w = 0; w < W; w++) {
				int row = base + w * 100; /* vector-single */
#pragma acc loop vector
				for (int v = 0; v < V; v++)
					cube[g][w][v] = row + v;
			}
		}
	}
#pragma acc parallel loop gang worker vector num_workers(2) copyout(flat)
	for (int i = 0; i < G * W * V; i++)
		flat[i] = 3 * i;
	long s = 0;
	for (int g = 0; g < G; g++) {
		CHECK_EQ(planes[g], g * 1000);
		for (int w = 0; w < W; w++)
			for (int v = 0; v < V; v++) {
				CHECK_EQ(cube[g][w][v], g * 1000 + w * 100 + v);
				s += cube[g][w][v];
			}
	}
	for (int i = 0; i < G * W * V; i++)
		CHECK_EQ(flat[i], 3 * i);
	printf("%ld\n", s);
	return 0;
}
