/* Loop clauses after device_type (§2.4, §2.9: gang, worker, vector, seq,
 * independent, auto, collapse and tile may follow device_type) on loop
 * and combined directives. accls translates the construct once per set of
 * loop decisions and chooses at run time by acc_get_device_type(); each
 * device type gets its own loop schedule, and the results must not
 * depend on it. On PoCL (acc_device_opencl) the clauses before every
 * device_type and those after device_type(*) apply, except in the last
 * constructs, which name opencl: there PoCL runs opencl's own translation,
 * and the program checks that it did (the launch sizes its loop clauses
 * give, through the profiling interface's launch event). The NVIDIA
 * and Radeon translations are built with the program (openclgen's
 * TestDeviceTypeLoopVariants checks that the host chooses them). */
#include "check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

#define N 5000
#define R 48
#define C 80
static int a[N];
static double m[R][C], t[R][C];

#ifdef _OPENACC
/* the sizes of the first kernel launched while registered */
static int launches;
static long first_gangs, first_vector;
static void on_launch(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	(void)pi;
	(void)ai;
	if (launches++ == 0) {
		first_gangs = (long)ei->launch_event.num_gangs;
		first_vector = (long)ei->launch_event.vector_length;
	}
}
#endif

int main(void)
{
	/* combined construct: a schedule per device type, none by default */
#pragma acc parallel loop copyout(a) device_type(nvidia) gang vector vector_length(64) device_type(radeon) gang worker num_workers(2)
	for (int i = 0; i < N; i++)
		a[i] = 3 * i + 1;
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], 3 * i + 1);

	/* loop directive in a parallel region; device_type(*) for the rest */
#pragma acc parallel copy(a)
	{
#pragma acc loop device_type(radeon) gang vector device_type(nvidia) gang worker device_type(*) gang
		for (int i = 0; i < N; i++)
			a[i] -= i;
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], 2 * i + 1);

	/* collapse and tile per device type, over a nest whose inner loop
	 * has no directive of its own */
#pragma acc parallel loop copyout(m) device_type(nvidia) collapse(2) gang vector device_type(radeon) tile(8, 16) gang vector device_type(*) gang
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			m[i][j] = i * 100.0 + j;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			CHECK(m[i][j] == i * 100.0 + j);

	/* a loop that is seq on one device type and gang vector on the others,
	 * with a reduction, and collapse(2) by default only */
	long sum = 0;
	double tr = 0;
#pragma acc parallel loop reduction(+:sum) device_type(radeon) seq device_type(*) gang vector
	for (int i = 0; i < N; i++)
		sum += a[i];
	CHECK_EQ(sum, (long)N * N);
#pragma acc parallel loop copyin(m) copyout(t) reduction(+:tr) collapse(2) device_type(nvidia) collapse(1) gang worker
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			t[i][j] = m[i][j] * 2;
			tr += m[i][j];
		}
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			CHECK(t[i][j] == m[i][j] * 2);
	CHECK(tr == 100.0 * C * R * (R - 1) / 2 + R * C * (C - 1) / 2.0);

	/* kernels loop: level sizes per device type (gang(num:), vector(length:)),
	 * independent on one type and auto (the analysis decides) on the others */
#pragma acc kernels loop copy(a) device_type(nvidia) gang(num:16) vector(length:64) independent device_type(*) gang(num:8) vector(length:32)
	for (int i = 0; i < N; i++)
		a[i] += 5;
#pragma acc kernels loop copy(a) device_type(radeon) independent device_type(*) auto
	for (int i = 1; i < N; i++)
		a[i] = a[i] + 1;
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], 2 * i + 6 + (i > 0));

	/* nested loops: a worker-vector nest on one type, gang-vector elsewhere */
#pragma acc parallel copy(t) num_workers(4)
	{
#pragma acc loop gang device_type(nvidia) worker
		for (int i = 0; i < R; i++) {
#pragma acc loop device_type(nvidia) vector device_type(*) vector
			for (int j = 0; j < C; j++)
				t[i][j] += i;
		}
	}
	double ts = 0;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			CHECK(t[i][j] == m[i][j] * 2 + i);
			ts += t[i][j];
		}

	/* device_type(opencl): PoCL runs opencl's own translation, whose
	 * kernels loop sizes its launch with 6 gangs of 16 lanes; every other
	 * device, 8 of 32. The launch event (§5.2.2) says which ran; the host
	 * path and plain cc launch nothing. */
	long count = 0;
#ifdef _OPENACC
	acc_prof_register(acc_ev_enqueue_launch_start, on_launch, acc_reg);
#endif
#pragma acc kernels loop copy(a) reduction(+:count) device_type(opencl) gang(num:6) vector(length:16) device_type(*) gang(num:8) vector(length:32)
	for (int i = 0; i < N; i++) {
		a[i] -= 5;
		count++;
	}
#ifdef _OPENACC
	acc_prof_unregister(acc_ev_enqueue_launch_start, on_launch, acc_reg);
	if (acc_get_device_type() == acc_device_host) {
		CHECK_EQ(launches, 0);
	} else {
		const int mine = acc_get_device_type() == acc_device_opencl;
		CHECK(launches >= 1);
		CHECK_EQ(first_gangs, mine ? 6 : 8);
		CHECK_EQ(first_vector, mine ? 16 : 32);
	}
#endif
	CHECK_EQ(count, N);
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], 2 * i + 1 + (i > 0));

	/* a combined construct: opencl collapses the nest over gangs and
	 * lanes, with a reduction; the other types partition the outer loop */
	long cells = 0;
#pragma acc parallel loop copyout(t) reduction(+:cells) device_type(opencl) collapse(2) gang vector device_type(*) gang
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++) {
			t[i][j] = i - j;
			cells++;
		}
	CHECK_EQ(cells, (long)R * C);
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			CHECK(t[i][j] == i - j);

	/* tile for opencl, a worker loop by default, in kernels */
#pragma acc kernels loop copyin(m) copyout(t) device_type(opencl) tile(4, 32) gang vector device_type(*) gang worker
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			t[i][j] = m[i][j] + 1;
	for (int i = 0; i < R; i++)
		for (int j = 0; j < C; j++)
			CHECK(t[i][j] == m[i][j] + 1);

	printf("%d %d %ld %.1f %.1f %ld %ld\n", a[0], a[N - 1], sum, tr, ts, count, cells);
	return 0;
}
