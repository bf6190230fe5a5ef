/* Launches made in C (docs/design/runtime.md "The host path of a compute
 * construct"): a synchronous construct's kernel is enqueued without a
 * call into Go unless one of launch.c's conditions fails. Each phase makes
 * one fail between runs of the same construct and checks what only the Go
 * path gets right:
 *   - a launch callback registered mid-run must see every later launch,
 *     and the launches on either side of it share the kernel's argument
 *     cache (Go's launch sets other arguments at the same site, then a
 *     launch from C must set them back);
 *   - the device heap grows between two launches at one site (a 1 MiB
 *     heap, then 4 MiB more): the second kernel must use the new buffer;
 *   - an async download into a firstprivate scalar is under way (held
 *     back by ACCRT_TEST_SKEW): the launch must wait for it and read the
 *     downloaded value (§2.16.1; runtime.md ordering rule 1);
 *   - a second host thread launches at the same site meanwhile, with
 *     other arguments: no launch may take the other's arguments.
 */
//test: no-host
//test: env ACCRT_TEST_SKEW=20
//test: env ACCLS_HEAP_SIZE=1M
#include <openacc.h>
#include <pthread.h>
#include "check.h"

#define N 1000
#define TRUNS 2000
static int a[N], b[N];
static char big[4 << 20];

static void add(int *x, int k)
{
#pragma acc parallel loop present(x[0:N])
	for (int i = 0; i < N; i++)
		x[i] += k;
}

static void expect(int *x, int k)
{
#pragma acc update self(x[0:N])
	for (int i = 0; i < N; i++)
		CHECK_EQ(x[i], i + k);
}

static int on_device(void) { return acc_get_device_type() != acc_device_host; }

static int launches;
static void on_launch(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
	(void)pi, (void)ei, (void)ai;
	launches++;
}

static void callback_mid_run(void)
{
	add(a, 1);
	add(b, 5);
	add(a, 1);
	acc_prof_register(acc_ev_enqueue_launch_start, on_launch, acc_reg);
	add(a, 1);
	add(a, 1);
	add(b, 5);
	acc_prof_unregister(acc_ev_enqueue_launch_start, on_launch, acc_reg);
	add(a, 1);
	CHECK_EQ(launches, on_device() ? 3 : 0);
	expect(a, 5);
	expect(b, 10);
}

static void heap_growth(void)
{
	add(a, 1);
#pragma acc enter data create(big[0:sizeof big])
	add(a, 2);
	expect(a, 8);
#pragma acc exit data delete(big[0:sizeof big])
}

static void download_under_way(void)
{
	int k = 7;
#pragma acc enter data copyin(k)
	k = 0;
#pragma acc update self(k) async(1)
#pragma acc parallel loop present(a[0:N])
	for (int i = 0; i < N; i++)
		a[i] += k;
#pragma acc wait(1)
#pragma acc exit data delete(k)
	expect(a, on_device() ? 15 : 8);
}

static void *other_thread(void *arg)
{
	(void)arg;
	for (int r = 0; r < TRUNS; r++)
		add(b, 2);
	return NULL;
}

static void second_thread(int base)
{
	pthread_t th;
	CHECK(pthread_create(&th, NULL, other_thread, NULL) == 0);
	for (int r = 0; r < TRUNS; r++)
		add(a, 1);
	CHECK(pthread_join(th, NULL) == 0);
	expect(a, base + TRUNS);
	expect(b, 10 + 2 * TRUNS);
}

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = b[i] = i;
#pragma acc data copy(a[0:N], b[0:N])
	{
		callback_mid_run();
		heap_growth();
		download_under_way();
		second_thread(on_device() ? 15 : 8);
	}
	printf("launches in C: ok\n");
	return 0;
}
