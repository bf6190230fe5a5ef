/* Host memory between async copies of the update, enter data and exit
 * data directives (§2.14.4, §2.14.6, §2.14.7, §2.16): an update self on
 * queue 1 followed by an update device of the same host data on queue 2
 * after a wait clause, and an exit data copyout followed by an enter data
 * copyin on one queue. Each copy to the device must read what the copy
 * before it wrote to the host, although the host does not wait between
 * them. */
//test: env ACCRT_TEST_SKEW=20
#include "check.h"

#define N 1000
static double a[N], b[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = i % 13, b[i] = 0;
#pragma acc data copyin(a[0:N]) create(b[0:N])
	{
		for (int r = 0; r < 4; r++) {
#pragma acc serial async(1)
			for (int i = 0; i < N; i++) {
				double t = a[i];
				for (int k = 0; k < 400; k++)
					t = t * 0.5 + k;
				a[i] = t + r;
			}
#pragma acc update self(a[0:N]) async(1)
			/* a stale host copy sent back would undo the serial loop */
#pragma acc update device(a[0:N]) async(2) wait(1)
#pragma acc parallel loop async(2)
			for (int i = 0; i < N; i++)
				b[i] = a[i] + 1;
#pragma acc update self(b[0:N]) async(2)
#pragma acc wait(1, 2)
			for (int i = 0; i < N; i++)
				CHECK(b[i] == a[i] + 1);
		}
	}
	/* exit data copyout, then enter data copyin, on one queue */
	double s = 0;
	for (int r = 0; r < 4; r++) {
#pragma acc enter data copyin(a[0:N]) async(3)
#pragma acc serial present(a[0:N]) async(3)
		for (int i = 0; i < N; i++) {
			double t = a[i];
			for (int k = 0; k < 400; k++)
				t = t * 0.5 + k;
			a[i] = t + i % 7;
		}
#pragma acc exit data copyout(a[0:N]) async(3)
#pragma acc enter data copyin(a[0:N]) async(3)
#pragma acc parallel loop present(a[0:N]) copyout(b[0:N]) async(3)
		for (int i = 0; i < N; i++)
			b[i] = a[i] * 2;
#pragma acc exit data delete(a[0:N]) async(3)
#pragma acc wait(3)
		for (int i = 0; i < N; i++)
			CHECK(b[i] == 2 * a[i]);
	}
	for (int i = 0; i < N; i++)
		s += a[i] + b[i];
	printf("%.6f %.6f %.6f\n", a[N - 1], b[5], s);
	return 0;
}
