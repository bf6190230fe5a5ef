/* C arithmetic in device code must be C's (§2.5 compute constructs run
 * the C statements as written): division and modulo of negative ints,
 * shifts of negative and unsigned values, float-to-int conversion of
 * negative values, long products, math functions on float (sinf, powf)
 * and on double (sin, fmod, round), wrap-around of unsigned char and
 * unsigned short, signed char and short arithmetic through integer
 * promotion, and sizeof in a serial region. */
#include "check.h"
#include <math.h>
#define N 200
static int r1[N], r2[N], r3[N], r4[N];
static long r5[N];
static float f1[N];
static double d1[N];
static unsigned char uc[N];
static signed char sc[N];
static short sh[N];
static unsigned short us[N];
static int sz[8];
int main(void)
{
#pragma acc parallel loop copyout(r1, r2, r3, r4, r5, f1, d1, uc, sc, sh, us)
	for (int i = 0; i < N; i++) {
		int a = i - 100;
		r1[i] = a / 7 * 1000 + a % 7;             /* truncation toward zero */
		r2[i] = (a << 3) ^ (a >> 2);               /* arithmetic shift of negatives */
		unsigned ua = (unsigned)a;
		r3[i] = (int)(ua >> 28) + (int)(ua / 3u % 1000u);
		float x = a * 0.37f;
		r4[i] = (int)x + (int)(-x * 2.5f);         /* truncation of negatives */
		r5[i] = (long)a * 100000000L + (long)(unsigned)(a * 3) ;
		f1[i] = sinf(x) + cosf(x * 0.5f) + sqrtf((float)i) + fabsf(x) + floorf(x) + powf(1.01f, (float)(i % 20));
		d1[i] = sin((double)a) * exp(a / 100.0) + fmod((double)a, 7.5) + round(a * 0.5) + trunc(a * 0.3) + fmax(a, 0.5);
		unsigned char c = (unsigned char)(i * 7);
		c += 200;                                   /* wraps */
		uc[i] = c;
		signed char s = (signed char)i;
		sc[i] = (signed char)(s * 3);
		short h = (short)(i * 300);
		sh[i] = (short)(h * 2 + (h >> 1));
		unsigned short w = (unsigned short)(i * 400);
		us[i] = (unsigned short)(w + w);
	}
#pragma acc serial copyout(sz)
	{
		sz[0] = (int)sizeof(long);
		sz[1] = (int)sizeof(r5) / (int)sizeof(r5[0]);
		sz[2] = (int)sizeof(short);
		sz[3] = (int)sizeof(double);
		char cc = 100;
		sz[4] = (int)sizeof(cc + cc); /* int promotion */
		unsigned char a = 200, b = 100;
		sz[5] = a + b;                /* 300: promoted */
		sz[6] = (a * b) >> 8;
		sz[7] = -1 < (int)sizeof(int);
	}
	double s = 0;
	for (int i = 0; i < N; i++) {
		int a = i - 100;
		CHECK_EQ(r1[i], a / 7 * 1000 + a % 7);
		CHECK_EQ(r2[i], (a << 3) ^ (a >> 2));
		unsigned ua = (unsigned)a;
		CHECK_EQ(r3[i], (int)(ua >> 28) + (int)(ua / 3u % 1000u));
		float x = a * 0.37f;
		CHECK_EQ(r4[i], (int)x + (int)(-x * 2.5f));
		CHECK_EQ(r5[i], (long)a * 100000000L + (long)(unsigned)(a * 3));
		CHECK_NEAR(f1[i], sinf(x) + cosf(x * 0.5f) + sqrtf((float)i) + fabsf(x) + floorf(x) + powf(1.01f, (float)(i % 20)), 1e-5);
		CHECK_NEAR(d1[i], sin((double)a) * exp(a / 100.0) + fmod((double)a, 7.5) + round(a * 0.5) + trunc(a * 0.3) + fmax(a, 0.5), 1e-12);
		CHECK_EQ(uc[i], (unsigned char)((unsigned char)(i * 7) + 200));
		CHECK_EQ(sc[i], (signed char)((signed char)i * 3));
		short h = (short)(i * 300);
		CHECK_EQ(sh[i], (short)(h * 2 + (h >> 1)));
		CHECK_EQ(us[i], (unsigned short)((unsigned short)(i * 400) * 2));
		s += r1[i] + r2[i] + r3[i] + r4[i] + (double)r5[i] + uc[i] + sc[i] + sh[i] + us[i];
	}
	CHECK_EQ(sz[0], 8); CHECK_EQ(sz[1], N); CHECK_EQ(sz[2], 2); CHECK_EQ(sz[3], 8);
	CHECK_EQ(sz[4], 4); CHECK_EQ(sz[5], 300); CHECK_EQ(sz[6], 78); CHECK_EQ(sz[7], 1);
	printf("%.0f\n", s);
	return 0;
}
