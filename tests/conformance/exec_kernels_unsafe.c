/* kernels loops that look parallel but are not (§2.5.3: the compiler runs
 * a kernels loop in parallel only when it is safe): a scalar that is
 * implicitly copy (§2.6.2) and read after the region, assigned in some
 * iterations only or in every one (its last value must come back); a
 * pointer declared in the loop, private while its data is shared (§2.6.1),
 * through which x[i] = x[i-1] is written; recurrences written with pointer
 * arithmetic (*(x + i), (x + 1)[i], *(&x[i] + 1)); a pointer based on a
 * restrict parameter (C11 6.7.3.1); a subscript converted to unsigned
 * char, which wraps. And atomic updates of the form x = expr binop x with
 * a non-commutative operator (§2.12). Each checked against the serial
 * result. */
#include "check.h"
#define N 1000
static double a[N], b[N], x[N + 1], r[N + 1];
static double w[N], rw[N];

static void shift_private(int n, double *restrict v)
{
#pragma acc kernels copy(v[0:n])
	for (int i = 1; i < n; i++) {
		double *q = v + i;
		q[0] = q[-1] * 0.5 + 1;
	}
}

static void shift_arith(int n, double *restrict v)
{
#pragma acc kernels copy(v[0:n])
	for (int i = 1; i < n; i++)
		*(v + i) = *(v + i - 1) * 0.5 + 2;
#pragma acc kernels copy(v[0:n])
	for (int i = 0; i < n - 1; i++)
		(v + 1)[i] = v[i] + 1;
#pragma acc kernels copy(v[0:n])
	for (int i = 0; i < n - 1; i++)
		v[i] = *(&v[i] + 1) * 0.25;
}

static void shift_based(int n, double *restrict v)
{
	double *p = v + 1;
#pragma acc kernels copy(v[0:n + 1])
	for (int i = 0; i < n; i++)
		p[i] = v[i] * 0.5 + 1;
}

static void serial_shifts(int n, double *v)
{
	for (int i = 1; i < n; i++) v[i] = v[i - 1] * 0.5 + 1;
	for (int i = 1; i < n; i++) v[i] = v[i - 1] * 0.5 + 2;
	for (int i = 0; i < n - 1; i++) v[i + 1] = v[i] + 1;
	for (int i = 0; i < n - 1; i++) v[i] = v[i + 1] * 0.25;
}

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = (i % 7 == 3) ? 1.0 + i : -1.0;
	int n = N;

	int last = -1;
#pragma acc kernels copyin(a)
	for (int i = 0; i < n; i++)
		if (a[i] > 0)
			last = i;
	CHECK_EQ(last, 997);

	double s = 0;
#pragma acc kernels copyin(a) copyout(b)
	for (int i = 0; i < n; i++) {
		s = a[i] * 2;
		b[i] = s;
	}
	CHECK_NEAR(s, a[N - 1] * 2, 0);

	for (int i = 0; i <= N; i++) x[i] = r[i] = i % 5;
	shift_private(N, x);
	shift_arith(N, x);
	serial_shifts(N, r);
	for (int i = 0; i < N; i++) CHECK_NEAR(x[i], r[i], 1e-12);
	shift_based(N, x);
	for (int i = 0; i < N; i++) r[i + 1] = r[i] * 0.5 + 1;
	for (int i = 0; i <= N; i++) CHECK_NEAR(x[i], r[i], 1e-12);

	/* i and i + 256 write one element: the last writer wins, as in
	 * serial order. */
#pragma acc kernels copy(w)
	for (int i = 0; i < n; i++)
		w[(unsigned char)i] = i;
	for (int i = 0; i < N; i++) rw[(unsigned char)i] = i;
	for (int i = 0; i < N; i++) CHECK_EQ(w[i], rw[i]);

	int t = 0;
	double d = 1.0;
	long l = 3;
#pragma acc parallel loop copy(t, d, l)
	for (int i = 0; i < 64; i++) {
#pragma acc atomic update
		t = 1 - t;
#pragma acc atomic update
		d = 2.0 / d;
#pragma acc atomic
		l = 10 - l;
	}
	CHECK_EQ(t, 0);
	CHECK_NEAR(d, 1.0, 0);
	CHECK_EQ(l, 3);
	int y = 5, v = 0;
#pragma acc serial copy(y, v)
	{
#pragma acc atomic capture
		v = y = 20 - y;
	}
	CHECK_EQ(y, 15);
	CHECK_EQ(v, 15);

	double sum = 0;
	for (int i = 0; i <= N; i++) sum += x[i];
	printf("%d %.3f %.3f %.1f %d %d\n", last, s, sum, w[5], y, v);
	return 0;
}
