/* <math.h> functions in device code become OpenCL built-ins, with C's
 * argument conversions (an int argument to sqrt is a double). */
#include "check.h"

#define N 200
static double d[N][8];
static float f[N][4];
static int ia[N];

int main(void)
{
#pragma acc parallel loop copyout(d, f, ia)
	for (int i = 0; i < N; i++) {
		double x = (i + 1) * 0.05;
		d[i][0] = sqrt(i);
		d[i][1] = exp(-x) + log(x + 1);
		d[i][2] = sin(x) * cos(x) + tan(x / 4);
		d[i][3] = pow(x, 1.5) + fabs(-x) + floor(x) + ceil(x);
		d[i][4] = fmax(x, 2.0) + fmin(x, 1.0) + fmod(x, 0.7);
		d[i][5] = atan2(x, 1.0) + hypot(x, 2.0) + cbrt(x);
		d[i][6] = round(x * 3) + trunc(-x);
		d[i][7] = tanh(x) + log10(x) + exp2(x / 3);
		f[i][0] = sqrtf((float)i);
		f[i][1] = expf(-(float)x) + fabsf(-(float)x);
		f[i][2] = powf((float)x, 2.0f);
		f[i][3] = fmaxf((float)x, 1.0f);
		ia[i] = abs(100 - i) + (int)labs(-3L);
	}
	double s = 0;
	for (int i = 0; i < N; i++) {
		double x = (i + 1) * 0.05;
		CHECK_NEAR(d[i][0], sqrt(i), 1e-12);
		CHECK_NEAR(d[i][1], exp(-x) + log(x + 1), 1e-12);
		CHECK_NEAR(d[i][2], sin(x) * cos(x) + tan(x / 4), 1e-12);
		CHECK_NEAR(d[i][3], pow(x, 1.5) + fabs(-x) + floor(x) + ceil(x), 1e-12);
		CHECK_NEAR(d[i][4], fmax(x, 2.0) + fmin(x, 1.0) + fmod(x, 0.7), 1e-12);
		CHECK_NEAR(d[i][5], atan2(x, 1.0) + hypot(x, 2.0) + cbrt(x), 1e-12);
		CHECK_NEAR(d[i][6], round(x * 3) + trunc(-x), 1e-12);
		CHECK_NEAR(d[i][7], tanh(x) + log10(x) + exp2(x / 3), 1e-12);
		CHECK_NEAR(f[i][0], sqrtf((float)i), 1e-5);
		CHECK_NEAR(f[i][1], expf(-(float)x) + fabsf(-(float)x), 1e-5);
		CHECK_NEAR(f[i][2], powf((float)x, 2.0f), 1e-5);
		CHECK_NEAR(f[i][3], fmaxf((float)x, 1.0f), 1e-6);
		CHECK_EQ(ia[i], abs(100 - i) + 3);
		s += d[i][0] + d[i][6] + ia[i];
	}
	printf("%.6f\n", s);
	return 0;
}
