/* The bounds of a data clause, and the pointer a subarray is based on,
 * are evaluated once, at the region's entry (§2.7.1, §2.6.5): the exit
 * copies out and releases the same section even when the region changes
 * the variables they name (issue 13). Data constructs, a compute
 * construct whose own copy of the length is copied back first, a dynamic
 * multidimensional array, a pointer member's subarray, and a function's
 * declare directive. */
#include "check.h"

#define N 40 /* b and c hold 8 rows of 4 below */
static double a[N], b[N], c[N];

static void reset(void)
{
	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = -1;
}

/* declare copyout(p[0:n]) in a function that then changes n and p */
static void declared(double *p, int n, double *other)
{
#pragma acc declare copyout(p[0:n])
#pragma acc parallel loop present(p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = 10 + i;
	n = N;
	p = other;
}

int main(void)
{
	int n = N / 4, lo = 2;
	double *p = b;
	/* n, lo and p change inside the data region */
	reset();
#pragma acc data copyout(a[lo:n]) copy(p[0:n])
	{
#pragma acc parallel loop present(a[lo:n], p[0:n])
		for (int i = 0; i < n; i++) {
			a[lo + i] = i;
			p[i] = 100 + i;
		}
		n = N / 2;
		lo = 0;
		p = c;
	}
	CHECK_EQ(a[1], -1);
	CHECK_EQ(a[2], 0);
	CHECK_EQ(a[N / 4 + 1], N / 4 - 1);
	CHECK_EQ(a[N / 4 + 2], -1);
	CHECK_EQ(b[N / 4 - 1], 100 + N / 4 - 1);
	CHECK_EQ(b[N / 4], -1);
	CHECK_EQ(c[0], -1);
	/* nested regions: the inner one ends first, with its own bounds */
	reset();
	n = 8;
#pragma acc data copy(a[0:n])
	{
		int m = n;
#pragma acc data copyout(b[0:m])
		{
#pragma acc parallel loop present(a[0:n], b[0:m])
			for (int i = 0; i < m; i++)
				b[i] = a[i] = 2 * i;
			m = N;
		}
		n = 0;
	}
	CHECK_EQ(a[7], 14);
	CHECK_EQ(a[8], -1);
	CHECK_EQ(b[7], 14);
	CHECK_EQ(b[8], -1);
	/* a kernels construct: the implicit copy of len is copied back before
	 * the copy of a[0:len], which keeps the entry's length */
	reset();
	int len = 5;
#pragma acc kernels copy(a[0:len])
	{
		for (int i = 0; i < len; i++)
			a[i] = 7;
		len = N;
	}
	CHECK_EQ(len, N);
	CHECK_EQ(a[4], 7);
	CHECK_EQ(a[5], -1);
	/* a dynamic multidimensional array: the rows and the pointer to
	 * pointers of the entry, though the region changes both */
	double *rows[8], *other[8];
	for (int i = 0; i < 8; i++) {
		rows[i] = &b[4 * i];
		other[i] = &c[4 * i];
	}
	reset();
	double **q = rows;
	int nr = 3, lr = 1;
#pragma acc data copy(q[lr:nr][0:4])
	{
#pragma acc parallel loop collapse(2) present(q[lr:nr][0:4])
		for (int i = lr; i < lr + nr; i++)
			for (int j = 0; j < 4; j++)
				q[i][j] = 10 * i + j;
		nr = 8;
		lr = 0;
		q = other;
	}
	CHECK_EQ(b[3], -1);
	CHECK_EQ(b[4], 10);
	CHECK_EQ(b[4 * 3 + 3], 33);
	CHECK_EQ(b[16], -1);
	CHECK_EQ(c[4], -1);
	/* a pointer member's subarray, attached to the struct's copy */
	reset();
	struct {
		int k;
		double *v;
	} s = {0, a};
	int ns = 5;
#pragma acc data copyin(s) copy(s.v[0:ns])
	{
#pragma acc parallel loop present(s)
		for (int i = 0; i < 5; i++)
			s.v[i] = 3 * i;
		ns = N;
	}
	CHECK_EQ(a[4], 12);
	CHECK_EQ(a[5], -1);
	/* declare in a function */
	reset();
	declared(a, 6, c);
	CHECK_EQ(a[5], 15);
	CHECK_EQ(a[6], -1);
	CHECK_EQ(c[0], -1);
	printf("%g %g %g %g %d\n", a[5], b[7], c[0], a[6], len);
	return 0;
}
