/* The old clause names of §2.7.6-2.7.9 (present_or_copy and pcopy for
 * copy, present_or_copyin and pcopyin for copyin, present_or_copyout and
 * pcopyout for copyout, present_or_create and pcreate for create) and of
 * §2.4 (dtype for device_type) mean the clauses they stand for, on
 * compute, data, enter data and exit data constructs: the checker warns
 * about them, the compiler translates them like the modern names. */
#include "check.h"

#define N 1000
static int a[N], b[N], c[N], d[N], e[N];

int main(void)
{
	int n = N;
	for (int i = 0; i < n; i++) {
		a[i] = i;
		b[i] = 2 * i;
	}
	/* compute constructs */
#pragma acc parallel loop pcopy(a[0:n]) pcopyin(b[0:n]) pcopyout(c[0:n]) pcreate(d[0:n])
	for (int i = 0; i < n; i++) {
		d[i] = b[i] + 1;
		c[i] = d[i] + a[i];
		a[i] += 1;
	}
	for (int i = 0; i < n; i++) {
		CHECK_EQ(a[i], i + 1);
		CHECK_EQ(c[i], 3 * i + 1);
	}
#pragma acc kernels present_or_copy(a[0:n]) present_or_copyin(b[0:n]) present_or_copyout(c[0:n]) present_or_create(d[0:n])
	{
#pragma acc loop independent
		for (int i = 0; i < n; i++) {
			d[i] = 2 * b[i];
			c[i] = d[i] - a[i];
			a[i] -= 1;
		}
	}
	for (int i = 0; i < n; i++) {
		CHECK_EQ(a[i], i);
		CHECK_EQ(c[i], 3 * i - 1);
	}
	/* a data construct, with dtype selecting a vector length per device
	 * type on the compute construct inside */
#pragma acc data pcopy(a[0:n]) present_or_copyin(b[0:n]) pcopyout(c[0:n]) present_or_create(d[0:n])
	{
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n], d[0:n]) dtype(nvidia) vector_length(64) dtype(*) vector_length(32)
		for (int i = 0; i < n; i++) {
			d[i] = a[i] + b[i];
			c[i] = d[i] * 2;
			a[i] = c[i] - b[i];
		}
	}
	for (int i = 0; i < n; i++) {
		CHECK_EQ(c[i], 6 * i);
		CHECK_EQ(a[i], 4 * i);
	}
	/* enter data and exit data */
#pragma acc enter data pcopyin(b[0:n]) present_or_copyin(a[0:n]) pcreate(e[0:n]) present_or_create(c[0:n])
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n], e[0:n])
	for (int i = 0; i < n; i++) {
		e[i] = a[i] - b[i];
		c[i] = e[i] + 7;
	}
#pragma acc exit data pcopyout(e[0:n]) present_or_copyout(c[0:n]) delete(a[0:n], b[0:n])
	long s = 0;
	for (int i = 0; i < n; i++) {
		CHECK_EQ(e[i], 2 * i);
		CHECK_EQ(c[i], 2 * i + 7);
		s += c[i];
	}
	printf("%ld\n", s);
	return 0;
}
