/* Macros in directive lines (§2.1: the tokens after the directive name are
 * macro-replaced): clauses written by object-like, function-like, nested
 * and header-defined macros, a clause name pasted with ##, and constants
 * from macros inside clause arguments. */
#include "check.h"
#include "clause_macros.h"
#include <stdio.h>

#define N 2048
#define COPYIN(x) copyin(x)
#define COPYOUT(x) copyout(x)
#define DATA_CLAUSES copyin(a[0:N]) create(t[0:N]) copyout(b[0:N])
#define SUM_INTO(v) reduction(+:v)
#define MAX_INTO(v) reduction(max:v)
#define GANGS(n) num_gangs(n)
#define VL 64
#define LAUNCH GANGS(8) vector_length(VL)
#define CAT(p, q) p##q

static float a[N], b[N], t[N], x[N], y[N];

int main(void)
{
	for (int i = 0; i < N; i++) {
		a[i] = 0.5f * i;
		x[i] = (float)(i % 7);
	}
#pragma acc data DATA_CLAUSES
	{
#pragma acc parallel loop ACC_PRESENT(a[0:N]) ACC_PRESENT(t[0:N]) COPYIN(x[0:N]) LAUNCH
		for (int i = 0; i < N; i++)
			t[i] = a[i] + x[i];
#pragma acc parallel loop present(t[0:N], b[0:N]) GANGS(4) ACC_ASYNC_NONE
		for (int i = 0; i < N; i++)
			b[i] = 2 * t[i];
	}
	for (int i = 0; i < N; i++)
		CHECK_NEAR(b[i], 2 * (0.5f * i + (float)(i % 7)), 1e-6);

	double s = 0;
	float m = -1;
#pragma acc parallel loop COPYIN(b[0:N]) SUM_INTO(s) MAX_INTO(m)
	for (int i = 0; i < N; i++) {
		s += b[i];
		m = b[i] > m ? b[i] : m;
	}
	double want = 0;
	float wantMax = -1;
	for (int i = 0; i < N; i++) {
		want += b[i];
		wantMax = b[i] > wantMax ? b[i] : wantMax;
	}
	CHECK_NEAR(s, want, 1e-9);
	CHECK_EQ(m, wantMax);

#pragma acc parallel loop CAT(copy, in)(x[0:N]) COPYOUT(y[0:N])
	for (int i = 0; i < N; i++)
		y[i] = x[i] * x[i];
	for (int i = 0; i < N; i++)
		CHECK_EQ(y[i], (float)((i % 7) * (i % 7)));

	printf("sum %.1f max %.1f y[N-1] %.1f\n", s, m, y[N - 1]);
	return 0;
}
