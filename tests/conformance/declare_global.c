/* declare at file scope (§2.13): create, copyin and device_resident on
 * global arrays and scalars; the device copies exist from program start
 * (acc_is_present from the first line of main, and copyin's device copy
 * holds the static initial value although the host writes the variable
 * before any directive runs), kernels use them through the present
 * table, update moves them. */
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
static int early[4] = {10, 20, 30, 40};
#pragma acc declare copyin(early)

static void fill(void)
{
#pragma acc parallel loop present(acc_buf)
	for (int i = 0; i < N; i++)
		acc_buf[i] = (float)(table[i] * scale);
}

int main(void)
{
	/* a host write before any directive or routine: copyin moved the
	 * initial value when the program started */
	early[0] = 99;
#ifdef _OPENACC
	const int on_device = acc_get_device_type() != acc_device_host;
	CHECK(acc_is_present(early, sizeof early));
	CHECK(acc_is_present(acc_buf, sizeof acc_buf));
	CHECK(acc_is_present(&scale, sizeof scale));
#else
	const int on_device = 0;
#endif
	int esum = 0;
#pragma acc parallel loop reduction(+:esum)
	for (int i = 0; i < 4; i++)
		esum += early[i];
	CHECK_EQ(esum, on_device ? 10 + 20 + 30 + 40 : 99 + 20 + 30 + 40);
#pragma acc update self(early)
	CHECK_EQ(early[0], on_device ? 10 : 99);
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
