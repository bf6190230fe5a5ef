/* OpenACC directives that macro expansions yield (§2.1: in C a directive
 * may be written as the _Pragma operator, which C99 6.10.9 lets a macro
 * expansion produce). Each expansion is a directive at the invocation and
 * applies to the statement after it: an object-like macro holding
 * _Pragma("acc ...") expanded in two functions (each its own a and n), one
 * defined through another, the stringizing idiom PRAGMA(x) _Pragma(#x) with
 * ACC(x) PRAGMA(acc x) for compute, data, loop (§2.9, reduction §2.9.11),
 * enter/exit data (§2.14.6, §2.14.7), update (§2.14.4) and wait (§2.16.3);
 * a function-like macro holding _Pragma("acc ..."), and a macro #undef'd
 * and defined again with other clauses. */
#include "check.h"

#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
#define ALSO_PAR_LOOP PAR_LOOP
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
#define UPDATE_Y() _Pragma("acc update self(y[0:N])")

#define N 300

static void twice(int n, double *a)
{
	PAR_LOOP
	for (int i = 0; i < n; i++)
		a[i] *= 2;
}

static void add_one(int n, double *a)
{
	ALSO_PAR_LOOP
	for (int i = 0; i < n; i++)
		a[i] += 1;
}

static double sum_of(int n, const double *v)
{
	double sum = 0;
	ACC(parallel loop reduction(+:sum) copyin(v[0:n]))
	for (int i = 0; i < n; i++)
		sum += v[i];
	return sum;
}

static double x[N], y[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		x[i] = i;
	/* A data region from a macro around calls whose loops are macros. */
	ACC(data copy(x[0:N]))
	{
		twice(N, x);
		add_one(N, x);
	}
	CHECK_EQ(x[10], 21.0);
	CHECK_EQ(x[N - 1], 2.0 * (N - 1) + 1);

	/* A compute construct with a loop directive inside, both macros. */
	ACC(parallel copyout(y[0:N]) copyin(x[0:N]))
	{
		ACC(loop gang vector)
		for (int i = 0; i < N; i++)
			y[i] = x[i] - 1;
	}
	CHECK_EQ(y[10], 20.0);

	/* Unstructured data and update through macros. */
	ACC(enter data copyin(y[0:N]))
	ACC(parallel loop present(y[0:N]) async(1))
	for (int i = 0; i < N; i++)
		y[i] = 3 * i;
	ACC(wait(1))
	UPDATE_Y()
	CHECK_EQ(y[7], 21.0);
	ACC(exit data delete(y[0:N]))

	double s = sum_of(N, y);
	CHECK_EQ(s, 3.0 * N * (N - 1) / 2);

	/* The same name defined again: the new definition applies after it. */
#undef PAR_LOOP
#define PAR_LOOP _Pragma("acc parallel loop copy(a[0:n])")
	{
		int n = 5;
		double *a = y;
		PAR_LOOP
		for (int i = 0; i < n; i++)
			a[i] = -a[i];
	}
	CHECK_EQ(y[4], -12.0);
	CHECK_EQ(y[5], 15.0);

	printf("%g %g %g %g %g\n", x[10], y[4], y[5], y[N - 1], s);
	return 0;
}
