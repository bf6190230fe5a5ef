/* The atomic construct (§2.12): update, read, write, capture and
 * structured capture on int, long, float and double, as a histogram, as
 * ticket counters whose captured values must be a permutation, and with
 * the operators that need a compare-and-swap loop. */
#include "check.h"

#define N 20000
#define BINS 16
static int data[N];
static int hist[BINS];
static long lhist[BINS];
static int tick[N], tick3[N], after3[N];
static long ltick[N];
static float ftick[N];
static double dtick[N];
static int seen[3 * N + 8];
static int reads[N];

static void perm(const int *v, int n, int step, int base)
{
	for (int i = 0; i < 3 * N + 8; i++)
		seen[i] = 0;
	for (int i = 0; i < n; i++) {
		int k = (v[i] - base) / step;
		CHECK((v[i] - base) % step == 0);
		CHECK(k >= 0 && k < n);
		CHECK(seen[k] == 0);
		seen[k] = 1;
	}
}

int main(void)
{
	for (int i = 0; i < N; i++)
		data[i] = (i * 7919 + 13) % 1009;
	/* histogram: x++, x += e, x = x + e, x = e + x */
#pragma acc parallel loop copy(hist, lhist) copyin(data)
	for (int i = 0; i < N; i++) {
		int b = data[i] % BINS;
#pragma acc atomic update
		hist[b]++;
#pragma acc atomic
		lhist[b] += (long)data[i] * 1000000;
#pragma acc atomic update
		lhist[(b + 1) % BINS] = lhist[(b + 1) % BINS] + 1;
#pragma acc atomic update
		hist[(b + 3) % BINS] = 2 + hist[(b + 3) % BINS];
	}
	int want[BINS] = {0};
	long lwant[BINS] = {0};
	for (int i = 0; i < N; i++) {
		int b = data[i] % BINS;
		want[b]++;
		want[(b + 3) % BINS] += 2;
		lwant[b] += (long)data[i] * 1000000;
		lwant[(b + 1) % BINS] += 1;
	}
	for (int b = 0; b < BINS; b++) {
		CHECK_EQ(hist[b], want[b]);
		CHECK_EQ(lhist[b], lwant[b]);
	}

	/* float and double updates (exact sums, so every order gives them) */
	float fs = 0, fm = 1;
	double ds = 0, dm = 1, dd = 1048576.0;
	int im = 1, idv = 1 << 30, ish = 1, ior = 0, iand = -1, ixor = 0;
	long lor = 0, land = -1, lxor = 0, lmul = 1, lsub = 0;
	unsigned ucount = 0;
#pragma acc parallel loop copy(fs, fm, ds, dm, dd, im, idv, ish, ior, iand, ixor, lor, land, lxor, lmul, lsub, ucount)
	for (int i = 0; i < 4096; i++) {
#pragma acc atomic update
		fs += 0.5f;
#pragma acc atomic update
		ds = ds + i * 0.25;
		if (i % 256 == 0) {
#pragma acc atomic update
			fm *= 2.0f;
#pragma acc atomic update
			dm = 4.0 * dm;
#pragma acc atomic update
			dd /= 2;
#pragma acc atomic update
			im *= 3;
#pragma acc atomic update
			idv /= 2;
#pragma acc atomic update
			ish <<= 1;
#pragma acc atomic update
			lmul *= 5;
		}
#pragma acc atomic update
		ior |= 1 << (i % 31);
#pragma acc atomic update
		iand &= ~(1 << (i % 29));
#pragma acc atomic update
		ixor ^= i;
#pragma acc atomic update
		lor |= 1L << (i % 63);
#pragma acc atomic update
		land &= ~(1L << (i % 40));
#pragma acc atomic update
		lxor ^= (long)i << 20;
#pragma acc atomic update
		lsub -= i;
#pragma acc atomic update
		ucount += 3u;
	}
	CHECK(fs == 2048.0f);
	CHECK(ds == 0.25 * 4095 * 4096 / 2);
	CHECK(fm == 65536.0f);
	CHECK(dm == 4294967296.0);
	CHECK(dd == 16.0);
	CHECK_EQ(im, 43046721);
	CHECK_EQ(idv, 1 << 14);
	CHECK_EQ(ish, 1 << 16);
	CHECK_EQ(lmul, 152587890625L);
	CHECK_EQ(ior, 0x7fffffff);
	CHECK_EQ(iand, ~((1 << 29) - 1));
	CHECK_EQ(ixor, 0);
	CHECK_EQ(lor, 0x7fffffffffffffffL);
	CHECK_EQ(land, ~((1L << 40) - 1));
	CHECK_EQ(lxor, 0);
	CHECK_EQ(lsub, -(4095L * 4096 / 2));
	CHECK_EQ(ucount, 3u * 4096);

	/* captures: every iteration takes a distinct ticket */
	int counter = 0, c3 = 100, c3b = 7;
	long lc = 0;
	float fc = 0;
	double dc = 0;
#pragma acc parallel loop copy(counter, c3, c3b, lc, fc, dc) copyout(tick, tick3, after3, ltick, ftick, dtick, reads)
	for (int i = 0; i < N; i++) {
		int t, u, w, r;
		long lt;
		float ft;
		double dt;
#pragma acc atomic capture
		t = counter++;
#pragma acc atomic capture
		{
			u = c3;
			c3 += 3;
		}
#pragma acc atomic capture
		{
			c3b = c3b + 3;
			w = c3b;
		}
#pragma acc atomic capture
		lt = lc += 5;
#pragma acc atomic capture
		{
			ft = fc;
			fc += 1.0f;
		}
#pragma acc atomic capture
		dt = dc = dc + 2.0;
#pragma acc atomic read
		r = counter;
		tick[i] = t;
		tick3[i] = u;
		after3[i] = w;
		ltick[i] = lt;
		ftick[i] = ft;
		dtick[i] = dt;
		reads[i] = r;
	}
	CHECK_EQ(counter, N);
	CHECK_EQ(c3, 100 + 3 * N);
	CHECK_EQ(c3b, 7 + 3 * N);
	CHECK_EQ(lc, 5L * N);
	CHECK(fc == (float)N);
	CHECK(dc == 2.0 * N);
	perm(tick, N, 1, 0);
	perm(tick3, N, 3, 100);
	perm(after3, N, 3, 10);
	for (int i = 0; i < N; i++) {
		CHECK(ltick[i] % 5 == 0 && ltick[i] >= 5 && ltick[i] <= 5L * N);
		tick[i] = (int)(ltick[i] / 5) - 1;
	}
	perm(tick, N, 1, 0);
	for (int i = 0; i < N; i++)
		tick[i] = (int)ftick[i];
	perm(tick, N, 1, 0);
	for (int i = 0; i < N; i++)
		tick[i] = (int)(dtick[i] / 2) - 1;
	perm(tick, N, 1, 0);
	for (int i = 0; i < N; i++)
		CHECK(reads[i] >= 1 && reads[i] <= N);

	/* write and read: every lane writes the same value; then reads */
	long lw = 0;
	double dw = 0;
	int iw = 0;
	float fw = 0;
#pragma acc parallel loop copy(lw, dw, iw, fw)
	for (int i = 0; i < 1000; i++) {
#pragma acc atomic write
		lw = 1L << 40;
#pragma acc atomic write
		dw = 2.5;
#pragma acc atomic write
		iw = 77;
#pragma acc atomic write
		fw = 0.75f;
	}
	CHECK_EQ(lw, 1L << 40);
	CHECK(dw == 2.5 && fw == 0.75f);
	CHECK_EQ(iw, 77);
	long lr[4];
	double dr[4];
	float fr[4];
#pragma acc parallel loop copyin(lw, dw, fw) copyout(lr, dr, fr)
	for (int i = 0; i < 4; i++) {
		long a;
		double b;
		float c;
#pragma acc atomic read
		a = lw;
#pragma acc atomic read
		b = dw;
#pragma acc atomic read
		c = fw;
		lr[i] = a + i;
		dr[i] = b + i;
		fr[i] = c + i;
	}
	for (int i = 0; i < 4; i++)
		CHECK(lr[i] == (1L << 40) + i && dr[i] == 2.5 + i && fr[i] == 0.75f + i);

	/* atomics in vector-single code of a gang loop, and in worker and vector loops */
	int gcount = 0, wcount = 0, vsum = 0;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) copy(gcount, wcount, vsum)
	{
#pragma acc loop gang
		for (int g = 0; g < 8; g++) {
#pragma acc atomic update
			gcount += 1;
#pragma acc loop worker
			for (int w = 0; w < 3; w++) {
#pragma acc atomic update
				wcount++;
			}
#pragma acc loop vector
			for (int v = 0; v < 50; v++) {
#pragma acc atomic update
				vsum += v;
			}
		}
	}
	CHECK_EQ(gcount, 8);
	CHECK_EQ(wcount, 24);
	CHECK_EQ(vsum, 8 * 49 * 50 / 2);

	long hs = 0;
	for (int b = 0; b < BINS; b++)
		hs += hist[b] * (b + 1) + lhist[b] % 1000003;
	printf("histogram %ld\n", hs);
	printf("%.1f %.1f %.1f %.1f %.1f %d %d %d %ld\n", fs, ds, fm, dm, dd, im, idv, ish, lmul);
	printf("%d %d %d %ld %ld %ld %ld %u\n", ior, iand, ixor, lor, land, lxor, lsub, ucount);
	printf("%d %d %d %ld %.1f %.1f\n", counter, c3, c3b, lc, fc, dc);
	printf("%ld %.2f %d %.2f\n", lw, dw, iw, fw);
	printf("%d %d %d\n", gcount, wcount, vsum);
	return 0;
}
