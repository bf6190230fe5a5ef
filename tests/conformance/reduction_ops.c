/* Every reduction operator of §2.5.15 on int, long, unsigned, float and
 * double, on combined constructs and on loops at gang, worker and vector
 * level. */
#include "check.h"

#define N 3000
static int vi[N];
static double vd[N];

int main(void)
{
	for (int i = 0; i < N; i++) {
		vi[i] = (i * 7919) % 1000 - 400;
		vd[i] = ((i * 31) % 97) * 0.125 - 3;
	}
	int imax = -1000000, imin = 1000000, iand = ~0, ior = 0, ixor = 0, iland = 1, ilor = 0;
	long lmul = 1, lmax = -5;
	unsigned umax = 0, umin = ~0u, uor = 0;
	float fmx = -1e30f, fmn = 1e30f, fmul = 1;
	double dmax = -1e300, dmin = 1e300, dmul = 1;
#pragma acc parallel loop reduction(max:imax) reduction(min:imin) reduction(&:iand) reduction(|:ior) reduction(^:ixor)
	for (int i = 0; i < N; i++) {
		imax = vi[i] > imax ? vi[i] : imax;
		imin = vi[i] < imin ? vi[i] : imin;
		iand &= vi[i] | 0x10;
		ior |= vi[i] & 0x3f;
		ixor ^= vi[i];
	}
#pragma acc parallel loop reduction(&&:iland) reduction(||:ilor)
	for (int i = 0; i < N; i++) {
		iland = iland && (vi[i] != 12345);
		ilor = ilor || (vi[i] == 599);
	}
#pragma acc parallel loop reduction(*:lmul) reduction(max:lmax)
	for (int i = 0; i < 40; i++) {
		lmul *= (i % 3) + 1;
		lmax = (long)vi[i] * 100000 > lmax ? (long)vi[i] * 100000 : lmax;
	}
#pragma acc parallel loop reduction(max:umax) reduction(min:umin) reduction(|:uor)
	for (int i = 0; i < N; i++) {
		unsigned u = (unsigned)(vi[i] + 400);
		umax = u > umax ? u : umax;
		umin = u < umin ? u : umin;
		uor |= u;
	}
#pragma acc parallel loop reduction(max:fmx) reduction(min:fmn) reduction(*:fmul)
	for (int i = 0; i < N; i++) {
		float f = (float)vd[i];
		fmx = f > fmx ? f : fmx;
		fmn = f < fmn ? f : fmn;
		if (i % 100 == 0)
			fmul *= 2.0f;
	}
#pragma acc parallel loop reduction(max:dmax) reduction(min:dmin) reduction(*:dmul)
	for (int i = 0; i < N; i++) {
		dmax = vd[i] > dmax ? vd[i] : dmax;
		dmin = vd[i] < dmin ? vd[i] : dmin;
		if (i % 300 == 0)
			dmul *= -2;
	}
	/* reductions on loops at worker and vector level inside gang loops */
	long rows[30] = {0};
	double wsum = 0;
#pragma acc parallel num_gangs(5) num_workers(4) vector_length(32) copy(rows, wsum)
	{
#pragma acc loop gang reduction(+:wsum)
		for (int r = 0; r < 30; r++) {
			long acc = 0;
#pragma acc loop worker reduction(+:acc)
			for (int w = 0; w < 10; w++) {
				long part = 0;
#pragma acc loop vector reduction(+:part)
				for (int v = 0; v < 100; v++)
					part += vi[(r * 1000 + w * 100 + v) % N];
				acc += part;
			}
			rows[r] = acc;
			wsum += acc * 0.5;
		}
	}
	int rmax = -1000000, rmin = 1000000, rand_ = ~0, rxor = 0;
	long ror = 0;
	for (int i = 0; i < N; i++) {
		rmax = vi[i] > rmax ? vi[i] : rmax;
		rmin = vi[i] < rmin ? vi[i] : rmin;
		rand_ &= vi[i] | 0x10;
		ror |= vi[i] & 0x3f;
		rxor ^= vi[i];
	}
	CHECK_EQ(imax, rmax);
	CHECK_EQ(imin, rmin);
	CHECK_EQ(iand, rand_);
	CHECK_EQ(ior, ror);
	CHECK_EQ(ixor, rxor);
	CHECK_EQ(iland, 1);
	CHECK_EQ(ilor, 1);
	double check = 0;
	for (int r = 0; r < 30; r++) {
		long want = 0;
		for (int w = 0; w < 10; w++)
			for (int v = 0; v < 100; v++)
				want += vi[(r * 1000 + w * 100 + v) % N];
		CHECK_EQ(rows[r], want);
		check += want * 0.5;
	}
	CHECK(wsum == check);
	printf("%d %d %d %d %d %d %d\n", imax, imin, iand, ior, ixor, iland, ilor);
	printf("%ld %ld %u %u %u\n", lmul, lmax, umax, umin, uor);
	/* the same with sizes that are not powers of two (the lane tree folds
	 * the lanes past the largest power of two first) */
	long rows3[30] = {0};
#pragma acc parallel num_gangs(4) num_workers(3) vector_length(24) copy(rows3)
	{
#pragma acc loop gang
		for (int r = 0; r < 30; r++) {
			long acc = 0;
#pragma acc loop worker reduction(+:acc)
			for (int w = 0; w < 10; w++) {
				long part = 0;
#pragma acc loop vector reduction(+:part)
				for (int v = 0; v < 100; v++)
					part += vi[(r * 1000 + w * 100 + v) % N];
				acc += part;
			}
			rows3[r] = acc;
		}
	}
	for (int r = 0; r < 30; r++)
		CHECK_EQ(rows3[r], rows[r]);
	printf("%.3f %.3f %.3f %.3f %.3f %.3f %.1f\n", fmx, fmn, fmul, dmax, dmin, dmul, wsum);
	return 0;
}
