/* Gang-redundant mode (§1.2, §2.5.1): a parallel construct's code outside
 * gang loops runs on every gang, so with num_gangs(n) an atomic update or
 * a reduction on the construct in that code is seen n times, and a loop
 * partitioned over workers or vector lanes only is run by every gang.
 * The host device is one gang: the expected counts are computed from the
 * gang count where the code ran (acc_on_device), so every build prints
 * the same. */
#include "check.h"
#include <openacc.h>

#define N 100

int main(void)
{
	int x = 0, cnt = 0, a[N], ongpu = 0;
	for (int i = 0; i < N; i++)
		a[i] = 0;
#pragma acc parallel num_gangs(4) copy(x, ongpu)
	{
#pragma acc atomic update
		x++;
		ongpu = !acc_on_device(acc_device_host);
	}
	const int g4 = ongpu ? 4 : 1;
	CHECK_EQ(x, g4);
#pragma acc parallel num_gangs(5) reduction(+:cnt)
	cnt += 2;
	CHECK_EQ(cnt, 2 * (ongpu ? 5 : 1));
#pragma acc parallel num_gangs(3) vector_length(32) copy(a)
	{
#pragma acc loop vector
		for (int i = 0; i < N; i++) {
#pragma acc atomic update
			a[i] += 1;
		}
	}
	for (int i = 0; i < N; i++)
		CHECK_EQ(a[i], ongpu ? 3 : 1);
	x = 0;
#pragma acc parallel num_gangs(6) num_workers(2) copy(x)
	{
#pragma acc loop worker
		for (int i = 0; i < 10; i++) {
#pragma acc atomic update
			x += 1;
		}
	}
	CHECK_EQ(x, 10 * (ongpu ? 6 : 1));
	/* a gang loop inside: its iterations are shared, not repeated */
	int y = 0;
#pragma acc parallel num_gangs(4) copy(y)
	{
#pragma acc loop gang
		for (int i = 0; i < 40; i++) {
#pragma acc atomic update
			y++;
		}
	}
	CHECK_EQ(y, 40);
	printf("gang-redundant counts ok\n");
	return 0;
}
