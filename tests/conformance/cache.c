/* The cache directive (§2.10): at the top of a loop body, it names the
 * elements or subarrays the iteration reuses ([readonly:] var-list). It
 * is a hint: the results are those of the loop without it. Covered: a
 * subarray whose start depends on the loop variable (a stencil), the
 * readonly: modifier, a cache in a seq loop inside a gang loop, in a
 * vector loop, and in a kernels loop; an element and a whole small
 * array. */
#include "check.h"

#define N 4096
#define M 64
#define K 8
static float a[N], b[N], c[N];
static double g[M][M], h[M][M];
static int w[K];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = (float)(i % 97) * 0.25f;
	for (int i = 0; i < M; i++)
		for (int j = 0; j < M; j++)
			g[i][j] = i + 0.5 * j;
	for (int k = 0; k < K; k++)
		w[k] = k + 1;

	/* a three-point stencil: each iteration reuses a[i-1:3] */
#pragma acc parallel loop copyin(a) copyout(b[1:N - 2])
	for (int i = 1; i < N - 1; i++) {
#pragma acc cache(a[i - 1:3])
		b[i] = a[i - 1] + 2 * a[i] + a[i + 1];
	}
	for (int i = 1; i < N - 1; i++)
		CHECK(b[i] == a[i - 1] + 2 * a[i] + a[i + 1]);

	/* readonly: a seq loop in each gang iteration reuses the weights w
	 * and the element a[i] */
#pragma acc parallel loop gang copyin(a, w) copyout(c)
	for (int i = 0; i < N; i++) {
		float s = 0;
#pragma acc loop seq
		for (int k = 0; k < K; k++) {
#pragma acc cache(readonly: w[0:K], a[i])
			s += w[k] * a[i];
		}
		c[i] = s;
	}
	for (int i = 0; i < N; i++)
		CHECK_NEAR(c[i], 36 * a[i], 1e-6);

	/* a vector loop over a row, the row above and below cached */
#pragma acc parallel loop gang copyin(g) copyout(h[1:M - 2])
	for (int i = 1; i < M - 1; i++) {
#pragma acc loop vector
		for (int j = 0; j < M; j++) {
#pragma acc cache(g[i - 1:3][0:M])
			h[i][j] = g[i - 1][j] + g[i + 1][j] - 2 * g[i][j];
		}
	}
	for (int i = 1; i < M - 1; i++)
		for (int j = 0; j < M; j++)
			CHECK(h[i][j] == 0.0);

	/* a kernels loop */
	int n = N;
#pragma acc kernels loop copy(a[0:n])
	for (int i = 0; i < n; i++) {
#pragma acc cache(a[i:1])
		a[i] = a[i] * 2 + 1;
	}
	CHECK(a[10] == 2 * (10 * 0.25f) + 1);
	printf("%.2f %.2f %.2f %.2f\n", b[N / 2], c[N - 1], h[M / 2][3], a[N - 1]);
	return 0;
}
