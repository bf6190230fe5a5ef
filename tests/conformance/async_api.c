/* Async routines with async clauses (§2.16, §3.2.11-3.2.20):
 * acc_async_test, acc_async_test_all, acc_wait, acc_wait_async,
 * acc_wait_all, acc_copyin_async; async and wait on data, enter data,
 * exit data and update; wait(list) on a construct; the wait directive
 * with an async clause. */
#include "check.h"
#include <openacc.h>

#define N 50000
static double x[N], y[N], z[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i, y[i] = 0, z[i] = 0;
#pragma acc enter data copyin(x) create(y) async(1)
#pragma acc parallel loop present(x, y) async(1)
	for (int i = 0; i < N; i++)
		y[i] = x[i] * 3;
	acc_wait(1);
	CHECK(acc_async_test(1));
	/* two queues, joined by wait(1, 2) on a third */
#pragma acc enter data create(z) async(2)
#pragma acc parallel loop present(x) async(1)
	for (int i = 0; i < N; i++)
		x[i] = x[i] + 1;
#pragma acc parallel loop present(x, y, z) async(3) wait(1, 2)
	for (int i = 0; i < N; i++)
		z[i] = x[i] + y[i];
#pragma acc update self(z) async(3)
	acc_wait(3);
	CHECK(acc_async_test(3));
	for (int i = 0; i < N; i++)
		CHECK(z[i] == 4.0 * i + 1);
	/* acc_wait_async: queue 4 waits for queue 3 */
#pragma acc parallel loop present(z) async(3)
	for (int i = 0; i < N; i++)
		z[i] = z[i] * 2;
	acc_wait_async(3, 4);
#pragma acc update self(z) async(4)
	acc_wait_all();
	CHECK(acc_async_test_all());
	CHECK(z[N - 1] == 2 * (4.0 * (N - 1) + 1));
	/* the wait directive with async: queue 6 waits for queue 5 */
#pragma acc parallel loop present(y) async(5)
	for (int i = 0; i < N; i++)
		y[i] = -y[i];
#pragma acc wait(5) async(6)
#pragma acc update self(y) async(6)
#pragma acc wait(6)
	CHECK(y[N - 1] == -3.0 * (N - 1));
	/* exit data async with a wait clause, then acc_copyin_async */
#pragma acc exit data copyout(x) delete(y, z) async(7) wait(6)
	acc_wait(7);
	CHECK(x[N - 1] == N);
	for (int i = 0; i < N; i++)
		x[i] = 1;
	acc_copyin_async(x, sizeof x, 8);
	double s = 0;
#pragma acc parallel loop present(x) reduction(+:s) async(8)
	for (int i = 0; i < N; i++)
		s += x[i];
	acc_wait(8);
	acc_delete(x, sizeof x);
	CHECK(s == N);
	/* a data construct with async: its entry and exit go on queue 9 */
#pragma acc data copy(y) async(9)
	{
#pragma acc parallel loop async(9)
		for (int i = 0; i < N; i++)
			y[i] = y[i] + 1;
	}
	acc_wait(9);
	CHECK(y[1] == -2);
	printf("%.1f %.1f %.1f\n", z[N - 1], y[N - 1], s);
	return 0;
}
