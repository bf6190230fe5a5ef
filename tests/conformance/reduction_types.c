/* Reductions on _Bool (bool), float _Complex and double _Complex
 * (§2.5.15): every operator the spec allows on each type, on the
 * construct and on loops at gang, worker and vector level; the device
 * values of _Bool stay 0 or 1, complex products are complex. */
#include <complex.h>
#include <stdbool.h>
#include "check.h"

#define N 1000
static double x[N];
static bool flag[N];

/* The expected values: the same loops, serial. */
static void serial_bools(bool r[8])
{
	r[0] = 1; r[1] = 0; r[2] = 1; r[3] = 0; r[4] = 0; r[5] = 0; r[6] = 1; r[7] = 0;
	for (int i = 0; i < N; i++) {
		r[0] = r[0] && flag[i];
		r[1] = r[1] || flag[i];
		r[2] &= flag[i];
		r[3] |= flag[i];
		r[4] ^= flag[i];
		r[5] = flag[i] > r[5] ? flag[i] : r[5];
		r[6] = flag[i] < r[6] ? flag[i] : r[6];
		r[7] += flag[i];
	}
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		x[i] = (i % 16) * 0.25;
		flag[i] = (i % 7) != 3;
	}
	bool want[8];
	serial_bools(want);

	/* _Bool, every operator, on the construct (gang level) */
	bool band = 1, bor = 0, bbitand = 1, bbitor = 0, bxor = 0, bmax = 0, bmin = 1, bsum = 0;
#pragma acc parallel loop copyin(flag) reduction(&&:band) reduction(||:bor) reduction(&:bbitand) reduction(|:bbitor) reduction(^:bxor) reduction(max:bmax) reduction(min:bmin) reduction(+:bsum)
	for (int i = 0; i < N; i++) {
		band = band && flag[i];
		bor = bor || flag[i];
		bbitand &= flag[i];
		bbitor |= flag[i];
		bxor ^= flag[i];
		bmax = flag[i] > bmax ? flag[i] : bmax;
		bmin = flag[i] < bmin ? flag[i] : bmin;
		bsum += flag[i];
	}
	CHECK_EQ(band, want[0]);
	CHECK_EQ(bor, want[1]);
	CHECK_EQ(bbitand, want[2]);
	CHECK_EQ(bbitor, want[3]);
	CHECK_EQ(bxor, want[4]);
	CHECK_EQ(bmax, want[5]);
	CHECK_EQ(bmin, want[6]);
	CHECK_EQ(bsum, want[7]);
	CHECK_EQ((int)bsum, 1);

	/* _Bool at worker and vector level, inside a gang loop; the result
	 * of each row stored in a bool array */
	static bool rowall[10], rowany[10], rowsum[10];
#pragma acc parallel loop gang copyin(flag, x) copyout(rowall, rowany, rowsum)
	for (int r = 0; r < 10; r++) {
		_Bool a = 1, o = 0, s = 0;
#pragma acc loop worker reduction(&&:a) reduction(+:s)
		for (int i = 0; i < 100; i++) {
			a = a && flag[r * 100 + i];
			s += x[r * 100 + i] > 3.5;
		}
#pragma acc loop vector reduction(||:o)
		for (int i = 0; i < 100; i++)
			o = o || (x[r * 100 + i] > 3.7 && r == 4);
		rowall[r] = a;
		rowany[r] = o;
		rowsum[r] = s;
	}
	for (int r = 0; r < 10; r++) {
		bool a = 1, s = 0;
		for (int i = 0; i < 100; i++) {
			a = a && flag[r * 100 + i];
			s += x[r * 100 + i] > 3.5;
		}
		CHECK_EQ(rowall[r], a);
		CHECK_EQ(rowany[r], r == 4);
		CHECK_EQ(rowsum[r], s);
	}

	/* double _Complex: + and * on the construct, complex arithmetic in the
	 * body (creal, cimag, conj, I, real operands) */
	double _Complex z = 0, zp = 1;
#pragma acc parallel loop copyin(x) reduction(+:z)
	for (int i = 0; i < N; i++)
		z += x[i] + 2.0 * I * x[i] - conj(0.5 * I) * creal(x[i] * I * I) + cimag(I * x[i]);
#pragma acc parallel loop reduction(*:zp)
	for (int i = 0; i < 12; i++)
		zp *= (i % 3 == 0) ? I : (i % 3 == 1 ? 1.0 + 0.0 * I : (double _Complex)(0.5 + 0.5 * I) * (1 - I));
	double _Complex zs = 0, zq = 1;
	for (int i = 0; i < N; i++)
		zs += x[i] + 2.0 * I * x[i] - conj(0.5 * I) * creal(x[i] * I * I) + cimag(I * x[i]);
	for (int i = 0; i < 12; i++)
		zq *= (i % 3 == 0) ? I : (i % 3 == 1 ? 1.0 + 0.0 * I : (double _Complex)(0.5 + 0.5 * I) * (1 - I));
	CHECK_NEAR(creal(z), creal(zs), 1e-12);
	CHECK_NEAR(cimag(z), cimag(zs), 1e-12);
	CHECK_NEAR(creal(zp), creal(zq), 1e-12);
	CHECK_NEAR(cimag(zp), cimag(zq), 1e-12);

	/* float _Complex at gang, worker and vector level */
	float _Complex fg = 0, fw[10], fv[10];
#pragma acc parallel loop gang copyin(x) reduction(+:fg) copyout(fw, fv)
	for (int r = 0; r < 10; r++) {
		float _Complex w = 1, v = 0;
#pragma acc loop worker reduction(*:w)
		for (int i = 0; i < 4; i++)
			w *= 1.0f + 1.0f * I;
#pragma acc loop vector reduction(+:v)
		for (int i = 0; i < 100; i++)
			v += (float)x[r * 100 + i] * I + 1.0f;
		fw[r] = w;
		fv[r] = v;
		fg += v;
	}
	float _Complex fgs = 0;
	for (int r = 0; r < 10; r++) {
		float _Complex v = 0;
		for (int i = 0; i < 100; i++)
			v += (float)x[r * 100 + i] * I + 1.0f;
		CHECK_NEAR(crealf(fw[r]), -4.0, 1e-6);
		CHECK_NEAR(cimagf(fw[r]), 0.0, 1e-6);
		CHECK_NEAR(crealf(fv[r]), crealf(v), 1e-5);
		CHECK_NEAR(cimagf(fv[r]), cimagf(v), 1e-5);
		fgs += v;
	}
	CHECK_NEAR(crealf(fg), crealf(fgs), 1e-5);
	CHECK_NEAR(cimagf(fg), cimagf(fgs), 1e-5);

	printf("bools %d %d %d %d %d %d %d %d\n", band, bor, bbitand, bbitor, bxor, bmax, bmin, bsum);
	printf("z (%.6f, %.6f) zp (%.6f, %.6f) fg (%.3f, %.3f)\n", creal(z), cimag(z), creal(zp), cimag(zp), crealf(fg), cimagf(fg));
	return 0;
}
