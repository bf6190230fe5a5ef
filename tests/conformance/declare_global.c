/* declare at file scope (§2.13): create, copyin and device_resident on
 * global arrays and scalars; the device copies exist from program start,
 * kernels use them through the present table, update moves them. */
#include "check.h"
#include <openacc.h>

#define N 1000
double table[N];
#pragma acc declare copyin(table)
static float acc_buf[N];
#pragma acc declare create(acc_buf)
int scale = 3;
#pragma acc declare create(scale)
long counts[16];
#pragma acc declare device_resident(counts)
static const int primes[6] = {2, 3, 5, 7, 11, 13};
#pragma acc declare copyin(primes)

static void fill(void)
{
#pragma acc parallel loop present(acc_buf)
	for (int i = 0; i < N; i++)
		acc_buf[i] = (float)(table[i] * scale);
}

int main(void)
{
	for (int i = 0; i < N; i++)
		table[i] = i * 0.5;
	scale = 4;
	/* the device copies were made before main: update them */
#pragma acc update device(table, scale)
	fill();
#pragma acc update self(acc_buf)
	for (int i = 0; i < N; i++)
		CHECK(acc_buf[i] == (float)(i * 0.5 * 4));
#pragma acc parallel loop
	for (int i = 0; i < 16; i++)
		counts[i] = i * scale;
#pragma acc serial
	{
		for (int i = 1; i < 16; i++)
			counts[0] += counts[i];
		table[0] = (double)counts[0];
	}
#pragma acc update self(table[0:1])
	CHECK(table[0] == 4.0 * 120);
	/* primes reached the device at program start */
	int psum = 0;
#pragma acc parallel loop reduction(+:psum)
	for (int i = 0; i < 6; i++)
		psum += primes[i] * (i + 1);
	CHECK_EQ(psum, 2 + 6 + 15 + 28 + 55 + 78);
	/* a kernel writes the device copy of the scalar */
#pragma acc serial
	scale += 1;
#pragma acc update self(scale)
	CHECK_EQ(scale, 5);
	double s = 0;
	for (int i = 0; i < N; i++)
		s += acc_buf[i];
	printf("%.1f %.1f\n", s, table[0]);
	return 0;
}
