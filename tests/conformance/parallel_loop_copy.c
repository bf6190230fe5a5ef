/* parallel loop with copy, copyin and copyout on arrays and on pointer
 * sections (§2.7.7-§2.7.9), scalars firstprivate by default (§2.6.2). */
#include "check.h"

#define N 1000
static float a[N], b[N], c[N];

static void axpy(int n, float alpha, const float *restrict x, float *restrict y)
{
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
	for (int i = 0; i < n; i++)
		y[i] = alpha * x[i] + y[i];
}

int main(void)
{
	for (int i = 0; i < N; i++) {
		a[i] = (float)i;
		b[i] = 1.0f;
		c[i] = -1.0f;
	}
	float scale = 3.0f;
	/* whole arrays */
#pragma acc parallel loop copyin(a) copyout(c)
	for (int i = 0; i < N; i++)
		c[i] = scale * a[i];
	for (int i = 0; i < N; i++)
		CHECK(c[i] == 3.0f * (float)i);
	/* pointer sections, from a function */
	axpy(N, 2.0f, a, b);
	for (int i = 0; i < N; i++)
		CHECK(b[i] == 2.0f * (float)i + 1.0f);
	/* a section in the middle: only [100, 200) changes */
	float *p = b;
#pragma acc parallel loop copy(p[100:100])
	for (int i = 100; i < 200; i++)
		p[i] = -p[i];
	for (int i = 0; i < N; i++)
		CHECK(b[i] == (i >= 100 && i < 200 ? -1 : 1) * (2.0f * (float)i + 1.0f));
	double sum = 0;
	for (int i = 0; i < N; i++)
		sum += b[i] + c[i];
	printf("sum %.1f\n", sum);
	return 0;
}
