/* kernels regions whose loops autoscoping must keep sequential (§2.5.3,
 * §2.9.7 auto): a recurrence a[i] = a[i-1]..., a backward one, one of
 * distance 2, an outer recurrence around a parallel inner loop (run as a
 * host loop), a scalar running sum, a recurrence through two pointer
 * parameters that point to the same array, one through an index array,
 * and one at an unknown distance k; each checked against the serial
 * result. */
#include "check.h"
#define N 500
static double a[N], b[N], c[N];
static int p[N];
static int m2[40][40];
static void aliases(void);

int main(void)
{
	for (int i = 0; i < N; i++) { b[i] = (i % 13) * 0.5; p[i] = i % 9; }
	int n = N;
	int s = 5;
#pragma acc kernels copy(a, c, p, m2) copyin(b)
	{
		a[0] = 1.0;
		for (int i = 1; i < n; i++)
			a[i] = a[i - 1] * 0.5 + b[i];       /* recurrence */
		for (int i = 0; i < n; i++)
			c[i] = 2.0 * b[i];                  /* independent */
		for (int i = n - 2; i >= 0; i--)
			c[i] = c[i] + c[i + 1] * 0.25;      /* backward recurrence */
		for (int i = 2; i < n; i++)
			p[i] = p[i - 2] + p[i];             /* distance 2 */
		for (int i = 1; i < 40; i++)
			for (int j = 0; j < 40; j++)
				m2[i][j] = m2[i - 1][j] + i + j;  /* outer dependence, inner parallel */
		s = 0;
		for (int i = 0; i < 40; i++) {
			s += i;
			m2[0][i] = s;                       /* scalar recurrence */
		}
	}
	double ra[N], rc[N]; int rp[N]; static int rm[40][40];
	ra[0] = 1.0;
	for (int i = 1; i < N; i++) ra[i] = ra[i - 1] * 0.5 + b[i];
	for (int i = 0; i < N; i++) rc[i] = 2.0 * b[i];
	for (int i = N - 2; i >= 0; i--) rc[i] = rc[i] + rc[i + 1] * 0.25;
	for (int i = 0; i < N; i++) rp[i] = i % 9;
	for (int i = 2; i < N; i++) rp[i] = rp[i - 2] + rp[i];
	for (int i = 1; i < 40; i++) for (int j = 0; j < 40; j++) rm[i][j] = rm[i - 1][j] + i + j;
	{ int s = 0; for (int i = 0; i < 40; i++) { s += i; rm[0][i] = s; } }
	double t = 0;
	for (int i = 0; i < N; i++) {
		CHECK_NEAR(a[i], ra[i], 1e-12); CHECK_NEAR(c[i], rc[i], 1e-12); CHECK_EQ(p[i], rp[i]);
		t += a[i] + c[i] + p[i];
	}
	for (int i = 0; i < 40; i++) for (int j = 0; j < 40; j++) { CHECK_EQ(m2[i][j], rm[i][j]); t += m2[i][j]; }
	printf("%.3f\n", t);
	aliases();
	return 0;
}

#define NA 300
static int idx[NA];
static int x[NA + 1], y[NA + 1], z[NA + 8];
void shift(int *restrict q, int *w, int *v, int n)
{
#pragma acc kernels copy(w[0:n+1], v[0:n+1])
	for (int i = 0; i < n; i++)
		w[i + 1] = v[i] + 1;    /* w and v are the same array: a recurrence */
}
static void aliases(void)
{
	for (int i = 0; i < NA; i++) idx[i] = (i * 7) % NA;
	for (int i = 0; i <= NA; i++) { x[i] = i; y[i] = i; }
	int k = 3;
#pragma acc kernels copy(x) copyin(idx)
	for (int i = 1; i < NA; i++)
		x[i] = x[i - 1] + x[idx[i]] % 5;   /* flow dependence */
#pragma acc kernels copy(z)
	for (int i = 0; i < NA; i++)
		z[i + k] = z[i] + 1;              /* unknown distance k */
	int rx[NA + 1], rz[NA + 8] = {0};
	for (int i = 0; i <= NA; i++) rx[i] = i;
	for (int i = 1; i < NA; i++) rx[i] = rx[i - 1] + rx[idx[i]] % 5;
	for (int i = 0; i < NA; i++) rz[i + k] = rz[i] + 1;
	long s = 0;
	for (int i = 0; i < NA; i++) { CHECK_EQ(x[i], rx[i]); CHECK_EQ(z[i], rz[i]); s += x[i] + z[i]; }
	printf("%ld\n", s);
}
