/* private and firstprivate (§2.5.13, §2.5.14, §2.9.10): scalars and arrays
 * private to each iteration, firstprivate values from the host. */
#include "check.h"

#define N 1000
static int out[N], out2[N];

int main(void)
{
	int base = 7, tmp = -5;
	int buf[4];
#pragma acc parallel loop firstprivate(base) private(tmp, buf) copyout(out)
	for (int i = 0; i < N; i++) {
		tmp = i * 2;
		for (int k = 0; k < 4; k++)
			buf[k] = tmp + k;
		out[i] = base + buf[0] + buf[3];
	}
#ifdef _OPENACC
	CHECK_EQ(tmp, -5); /* the original is untouched, on the host path too */
#endif
	int t;
#pragma acc parallel copyout(out2)
	{
#pragma acc loop gang vector private(t)
		for (int i = 0; i < N; i++) {
			t = i % 10;
			out2[i] = t * t;
		}
	}
	long s = 0;
	for (int i = 0; i < N; i++) {
		CHECK_EQ(out[i], 7 + 4 * i + 3);
		CHECK_EQ(out2[i], (i % 10) * (i % 10));
		s += out[i] + out2[i];
	}
	printf("%ld\n", s);
	return 0;
}
