/* The atomic construct (§2.12) on the scalar types narrower than int and
 * on pointers: x may be any scalar of intrinsic type. Histograms in
 * unsigned char, signed char, short and unsigned short arrays whose
 * neighbouring elements (bytes of one 32-bit word) are updated at the
 * same time by different work-items, with counts that wrap around
 * (no carry may reach the neighbour); &, |, ^, *, / and shifts; read,
 * write, capture and structured capture, with tickets that must be a
 * permutation; members of a struct in device memory; a private location.
 * Pointers: a pointer member of a struct in device memory taken as a
 * cursor with p++, --p, p += k, p -= k, p = p + k, captures of the old and
 * new values, read, write of a pointer, of another member and of a null
 * pointer, and a structured capture that swaps (§2.12 capture); an atomic in
 * a routine (§2.15.1) on memory its caller passes. */
#include "check.h"
#include <stddef.h>

#define N 19200 /* 300 per bin of 64: unsigned char bins wrap to 44 */
#define BINS 64
#define REP 100 /* increments per work-item and bin: more chances to lose one */
static unsigned char uc[BINS], ucw[BINS], flags[16], mark[BINS], tick[N], seen[BINS][256];
static signed char sc[BINS];
static short sh[BINS];
static unsigned short us[BINS];
static short stick[N];
static short snew[N];

struct bytes {
	unsigned char a, b, c, d;
	short s, t;
};

#define NP 3000
static int pool[NP];
struct cursor {
	int *next;
	int *mark;
	int n;
};

/* an atomic in a routine, on memory its caller passes */
#pragma acc routine seq
static short bump(short *h, int b, unsigned char *seen1)
{
	short old;
#pragma acc atomic capture
	old = h[b]--;
#pragma acc atomic update
	seen1[b] |= 2;
	return old;
}

int main(void)
{
	/* histograms: neighbouring bins are neighbouring work-items */
#pragma acc parallel loop copy(uc, sc, sh, us)
	for (int i = 0; i < N; i++) {
		int b = i % BINS;
		for (int r = 0; r < REP; r++) {
#pragma acc atomic update
			uc[b]++;
		}
		if (i < N / 3) {
#pragma acc atomic update
			sc[b]--;
		}
#pragma acc atomic
		sh[b] += (short)(b - 32);
#pragma acc atomic update
		us[b] = us[b] + 1000;
	}
	for (int b = 0; b < BINS; b++) {
		CHECK_EQ(uc[b], (unsigned char)(REP * N / BINS));
		CHECK_EQ(sc[b], -(N / 3 / BINS));
		CHECK_EQ(sh[b], (short)((b - 32) * (N / BINS)));
		CHECK_EQ(us[b], (unsigned short)(1000 * (N / BINS)));
	}

	/* bitwise operators, and the operators of the compare-and-swap loop */
	unsigned char band = 0xff, bxor = 0, bmul = 1;
	signed char cdiv = -128;
	unsigned char ushl = 1;
	short smul = 1, sdiv = 30000, sflt = 0;
	unsigned short ushr = 0x8000;
#pragma acc parallel loop copy(flags, band, bxor, bmul, cdiv, ushl, smul, sdiv, ushr, sflt)
	for (int i = 0; i < 1024; i++) {
#pragma acc atomic update
		flags[i % 16] |= (unsigned char)(1 << (i / 16 % 8));
#pragma acc atomic update
		band &= (unsigned char)~(1 << (i % 7));
#pragma acc atomic update
		bxor ^= (unsigned char)i;
#pragma acc atomic update
		sflt += 1.5; /* computed in double, truncated back: +1 each time */
		if (i % 128 == 0) {
#pragma acc atomic update
			bmul *= 3;
#pragma acc atomic update
			cdiv /= 2;
#pragma acc atomic update
			ushl <<= 1;
#pragma acc atomic update
			smul = 2 * smul;
#pragma acc atomic update
			sdiv = sdiv / 2;
#pragma acc atomic update
			ushr >>= 1;
		}
	}
	for (int f = 0; f < 16; f++)
		CHECK_EQ(flags[f], 0xff);
	CHECK_EQ(band, 0x80);
	CHECK_EQ(bxor, 0);
	CHECK_EQ(bmul, (unsigned char)6561); /* 3^8 mod 256 */
	CHECK_EQ(cdiv, -128 / 256);
	CHECK_EQ(ushl, 0); /* 1 << 8 leaves no bit in 8 */
	CHECK_EQ(smul, 256);
	CHECK_EQ(sdiv, 30000 / 256);
	CHECK_EQ(ushr, 0x80);
	CHECK_EQ(sflt, 1024);

	/* captures: per-bin tickets in bytes, each taken once; short tickets
	 * of the old and the new value */
	unsigned char byteTick[BINS] = {0};
	short s3 = 0, s5 = 100;
#pragma acc parallel loop copy(byteTick, s3, s5) copyout(tick, stick, snew)
	for (int i = 0; i < N; i++) {
		unsigned char t;
		short u, w;
#pragma acc atomic capture
		t = byteTick[i % BINS]++;
#pragma acc atomic capture
		{
			u = s3;
			s3 += 3;
		}
#pragma acc atomic capture
		{
			s5 = s5 - 1;
			w = s5;
		}
		tick[i] = t;
		stick[i] = u;
		snew[i] = w;
	}
	for (int b = 0; b < BINS; b++)
		CHECK_EQ(byteTick[b], (unsigned char)(N / BINS));
	CHECK_EQ(s3, (short)(3 * N));
	CHECK_EQ(s5, (short)(100 - N));
	/* each bin's 300 tickets: 0..255 once, 0..43 a second time */
	for (int i = 0; i < N; i++)
		seen[i % BINS][tick[i]]++;
	for (int b = 0; b < BINS; b++)
		for (int v = 0; v < 256; v++)
			CHECK_EQ(seen[b][v], v < N / BINS - 256 ? 2 : 1);
	static unsigned char took[N];
	for (int i = 0; i < N; i++) {
		int k = (unsigned short)stick[i] / 3; /* 3 * N < 65536 */
		CHECK((unsigned short)stick[i] % 3 == 0 && k < N && !took[k]);
		took[k] = 1;
	}
	for (int i = 0; i < N; i++)
		took[i] = 0;
	for (int i = 0; i < N; i++) {
		int k = 99 - snew[i]; /* 99 down to 100 - N, all above -32768 */
		CHECK(k >= 0 && k < N && !took[k]);
		took[k] = 1;
	}

	/* through a routine: each sh[b] goes down by 300 */
	long olds = 0;
#pragma acc parallel loop copy(sh, mark) reduction(+:olds)
	for (int i = 0; i < N; i++)
		olds += bump(sh, i % BINS, mark);
	for (int b = 0; b < BINS; b++) {
		CHECK_EQ(sh[b], (b - 33) * (N / BINS));
		CHECK_EQ(mark[b], 2);
	}
	{
		/* each bin's old values: (b - 32) * 300 down to (b - 32) * 300 - 299 */
		long want = 0;
		for (int b = 0; b < BINS; b++)
			for (int k = 0; k < N / BINS; k++)
				want += (b - 32) * (N / BINS) - k;
		CHECK_EQ(olds, want);
	}

	/* write and read of neighbouring bytes, and members of a struct */
	struct bytes st = {0, 0, 0, 0, 0, 0};
	int rd[BINS];
#pragma acc parallel loop copy(ucw, st) copyout(rd)
	for (int i = 0; i < 4 * BINS; i++) {
#pragma acc atomic write
		ucw[i % BINS] = (unsigned char)(i % BINS + 1);
		if (i % 4 == 0) {
#pragma acc atomic update
			st.a++;
		} else if (i % 4 == 1) {
#pragma acc atomic update
			st.b += 2;
		} else if (i % 4 == 2) {
#pragma acc atomic update
			st.c--;
		} else {
#pragma acc atomic update
			st.d ^= 1;
		}
#pragma acc atomic update
		st.s -= 1;
#pragma acc atomic update
		st.t++;
		if (i < BINS) {
			unsigned char r;
			unsigned char mine = 0;
#pragma acc atomic update
			mine++; /* private: no other work-item sees it */
#pragma acc atomic read
			r = ucw[i];
			rd[i] = r == 0 || r == i + 1 ? mine : 100;
		}
	}
	for (int b = 0; b < BINS; b++) {
		CHECK_EQ(ucw[b], b + 1);
		CHECK_EQ(rd[b], 1);
	}
	CHECK_EQ(st.a, BINS);
	CHECK_EQ(st.b, 2 * BINS);
	CHECK_EQ(st.c, (unsigned char)-BINS);
	CHECK_EQ(st.d, 0);
	CHECK_EQ(st.s, -4 * BINS);
	CHECK_EQ(st.t, 4 * BINS);
	int rb[4];
#pragma acc parallel loop copyin(ucw, st) copyout(rb)
	for (int i = 0; i < 4; i++) {
		unsigned char r;
		short s;
#pragma acc atomic read
		r = ucw[i * 7];
#pragma acc atomic read
		s = st.s;
		rb[i] = r + s;
	}
	for (int i = 0; i < 4; i++)
		CHECK_EQ(rb[i], i * 7 + 1 - 4 * BINS);

	/* pointers: a cursor in device memory hands out slots of pool */
	struct cursor cur;
	cur.next = pool;
	cur.mark = &pool[NP - 1];
	cur.n = NP;
#pragma acc enter data copyin(cur) create(cur.next[0:NP])
#pragma acc enter data attach(cur.mark)
#pragma acc parallel loop present(cur, pool)
	for (int i = 0; i < 1000; i++) {
		int *slot = &pool[0];
#pragma acc atomic capture
		slot = cur.next++;
		*slot = i + 1;
	}
#pragma acc parallel loop present(cur, pool)
	for (int i = 0; i < 500; i++) {
		int *s = &pool[0];
		int *t = &pool[0];
#pragma acc atomic capture
		{
			s = cur.next;
			cur.next += 2;
		}
		s[0] = 2000 + i;
		s[1] = 2000 + i;
#pragma acc atomic capture
		t = cur.mark--;
		*t = 5000 + i;
	}
#pragma acc parallel loop present(cur)
	for (int i = 0; i < 150; i++) {
		if (i < 100) {
#pragma acc atomic update
			cur.mark -= 2;
		} else {
#pragma acc atomic update
			cur.mark = cur.mark + 1;
		}
#pragma acc atomic update
		cur.next++;
#pragma acc atomic update
		cur.next--;
	}
#pragma acc parallel loop present(cur, pool)
	for (int i = 0; i < 20; i++) {
		int *t = &pool[0];
#pragma acc atomic capture
		t = --cur.mark;
		*t = 7000 + i;
	}
#pragma acc serial present(cur, pool)
	{
		int *q = &pool[0];
#pragma acc atomic update
		--cur.mark;
#pragma acc atomic read
		q = cur.mark;
		*q = -7; /* pool[NP - 1 - 500 - 150 - 20 - 1] */
#pragma acc atomic capture
		{
			q = cur.next;
			cur.next = &pool[2100];
		}
		*q = -9; /* pool[2000] */
#pragma acc atomic read
		q = cur.next;
		*q = -11;
#pragma acc atomic write
		cur.next = cur.mark;
#pragma acc atomic read
		q = cur.next;
		*q += 100;
#pragma acc atomic write
		cur.mark = NULL;
#pragma acc atomic read
		q = cur.mark;
		pool[2200] = q == 0;
	}
#pragma acc exit data copyout(pool) delete(cur)
	static int count[2100];
	for (int i = 0; i < 1000; i++) {
		CHECK(pool[i] >= 1 && pool[i] <= 1000 && !count[pool[i]]);
		count[pool[i]] = 1;
	}
	for (int j = 0; j < 500; j++) {
		int v = pool[1000 + 2 * j];
		CHECK_EQ(pool[1000 + 2 * j + 1], v);
		CHECK(v >= 2000 && v < 2500 && !count[v - 999]);
		count[v - 999] = 1;
	}
	for (int i = NP - 500; i < NP; i++) {
		CHECK(pool[i] >= 5000 && pool[i] < 5500 && !count[pool[i] - 3499]);
		count[pool[i] - 3499] = 1;
	}
	for (int i = NP - 671; i < NP - 651; i++) {
		CHECK(pool[i] >= 7000 && pool[i] < 7020 && !count[pool[i] - 4979]);
		count[pool[i] - 4979] = 1;
	}
	CHECK_EQ(pool[2000], -9);
	CHECK_EQ(pool[2100], -11);
	CHECK_EQ(pool[NP - 672], 93);
	CHECK_EQ(pool[2200], 1);

	long hs = 0;
	for (int b = 0; b < BINS; b++)
		hs += (long)(b + 1) * (uc[b] + sc[b] + sh[b] + us[b]);
	printf("histograms %ld\n", hs);
	printf("%d %d %d %d %d %d %d %d %d %d\n", flags[3], band, bxor, bmul, cdiv, ushl, smul, sdiv, ushr, sflt);
	printf("%d %d %d\n", byteTick[5], s3, s5);
	printf("%d %d %d %d %d %d %d\n", ucw[9], st.a, st.b, st.c, st.d, st.s, st.t);
	printf("%d %d %d %d\n", pool[2000], pool[2100], pool[NP - 672], pool[2200]);
	return 0;
}
