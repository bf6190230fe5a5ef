/* Data clauses of compute constructs on data that other references hold
 * (docs/design/runtime.md "Held data"): accls skips their present
 * increment and decrement (§2.6.7) and the Go call behind them, reusing
 * the device address it found before. Each phase below changes the
 * present table or the device between runs of the same constructs
 * (synchronous and async), so a device address or a kernel handle kept
 * past the change writes to memory that no longer holds the data, and
 * the values read back are wrong; the reference counts must come out as without the skip
 * (two clauses naming the same data, exit data, acc_is_present):
 *   - exit data delete, then enter data again at another device address;
 *   - acc_delete / acc_copyin (the API routines);
 *   - acc_map_data / acc_unmap_data onto two device buffers in turn;
 *   - acc_shutdown and acc_init between two runs (kernels rebuilt);
 *   - acc_set_device_num to each device in turn, when there are several.
 */
//test: no-host
#include <openacc.h>
#include "check.h"

#define N 1000
static int a[N], pad[N * 4];

/* The sites: one present clause; two clauses naming the same data. */
static void add(int *x, int k)
{
#pragma acc parallel loop present(x[0:N])
	for (int i = 0; i < N; i++)
		x[i] += k;
}

static void add_async(int *x, int k)
{
#pragma acc parallel loop present(x[0:N]) async(1)
	for (int i = 0; i < N; i++)
		x[i] += k;
#pragma acc wait(1)
}

static void add_twice(int *p, int *q)
{
#pragma acc parallel loop copy(p[0:N], q[0:N])
	for (int i = 0; i < N; i++)
		p[i] += 1;
}

static void reset(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i;
}

static void expect(int k)
{
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], i + k);
}

/* Runs at each site on present data, read back (RUNS added in all), then
 * the data removed: it must be gone whatever the runs skipped. */
#define RUNS 11
static void runs(void)
{
	add(a, 1);
	add(a, 2);
	add_twice(a, a);
	add_twice(a, a);
	add_async(a, 3);
	add_async(a, 3);
#pragma acc update self(a[0:N])
	expect(RUNS);
}

/* acc_map_data onto two device buffers in turn. */
static void map_twice(void)
{
	static int back[N];
	void *d1 = acc_malloc(sizeof a), *d2 = acc_malloc(sizeof a);
	CHECK(d1 != NULL && d2 != NULL);
	reset();
	acc_map_data(a, d1, sizeof a);
	acc_update_device(a, sizeof a);
	runs();
	acc_unmap_data(a);
	reset();
	acc_map_data(a, d2, sizeof a);
	acc_update_device(a, sizeof a);
	add(a, 10);
	acc_unmap_data(a);
	acc_memcpy_from_device(back, d1, sizeof back);
	for (int i = 0; i < N; i++)
		CHECK_EQ(back[i], i + RUNS);
	acc_memcpy_from_device(back, d2, sizeof back);
	for (int i = 0; i < N; i++)
		CHECK_EQ(back[i], i + 10);
	acc_free(d1);
	acc_free(d2);
}

int main(void)
{
	/* On the host device the data is the host's: present always, and
	 * acc_map_data maps nothing. */
	const int dev = acc_get_device_type() != acc_device_host;
	/* exit data, then enter data at another device address */
	reset();
#pragma acc enter data copyin(a[0:N])
	runs();
#pragma acc exit data delete(a[0:N])
	CHECK(!dev || !acc_is_present(a, sizeof a));
#pragma acc enter data create(pad[0:N * 4])
	reset();
#pragma acc enter data copyin(a[0:N])
	runs();
#pragma acc exit data copyout(a[0:N])
	CHECK(!dev || !acc_is_present(a, sizeof a));
	expect(RUNS);
#pragma acc exit data delete(pad[0:N * 4])

	/* the API routines */
	reset();
	acc_copyin(a, sizeof a);
	runs();
	acc_delete(a, sizeof a);
	CHECK(!dev || !acc_is_present(a, sizeof a));
	acc_create(pad, sizeof pad);
	reset();
	acc_copyin(a, sizeof a);
	runs();
	acc_copyout(a, sizeof a);
	acc_delete(pad, sizeof pad);
	expect(RUNS);

	if (dev)
		map_twice();

	/* acc_shutdown between two runs: the data and the kernels are gone */
	acc_device_t t = acc_get_device_type();
	reset();
#pragma acc data copy(a[0:N])
	runs();
	acc_shutdown(t);
	acc_init(t);
	reset();
#pragma acc data copy(a[0:N])
	runs();
	expect(RUNS);

	/* each device in turn */
	int ndev = acc_get_num_devices(t);
	for (int d = 0; d < ndev; d++) {
		acc_set_device_num(d, t);
		reset();
#pragma acc data copy(a[0:N])
		runs();
		CHECK(!dev || !acc_is_present(a, sizeof a));
		expect(RUNS);
	}
	printf("held data: ok\n");
	return 0;
}
