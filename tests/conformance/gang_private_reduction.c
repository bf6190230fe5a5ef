/* A scalar set in every iteration of a gang loop and then the reduction
 * variable of an inner worker or vector loop (the rows of a CSR
 * matrix-vector product: sum = 0; loop vector reduction(+:sum) ...;
 * q[i] = sum;) is each row's own: a loop reduction's result is complete
 * at the end of its loop (§2.9.11), and a scalar without a clause is
 * firstprivate in a parallel construct (§2.6.2), so no gang may see
 * another's partial sum. Forms: parallel + loop gang with a double +
 * reduction whose variable the host reads afterwards (the construct's
 * firstprivate copy leaves it as it was; a plain build leaves the last
 * row's sum); parallel loop gang with int max and + reductions (max's variable read afterwards); a
 * parallel construct with num_gangs(3) and double * and int |
 * reductions over worker loops; kernels + loop gang with an int min
 * reduction; kernels with a variable the host reads afterwards (§2.6.2:
 * copy in kernels, so the gang loop keeps the last row's value); and
 * kernels loop gang with a double - written as +. */
#include <limits.h>
#include "check.h"

#define N 400
#define NNZ (N * 9)
#define NE 24 /* rows of the kernels loop that runs in order */
static int rowptr[N + 1], col[NNZ], ival[NNZ];
static double val[NNZ], x[N], pw[NNZ];
static double qA[N], qC[N], qE[N], qF[N];
static int mB[N], cB[N], bC[N], mD[N];

static void build(void)
{
	int nnz = 0;
	for (int i = 0; i < N; i++) {
		rowptr[i] = nnz;
		int len = (i * 5) % 9; /* some rows are empty */
		for (int k = 0; k < len; k++) {
			col[nnz] = (i * 7 + k * 13) % N;
			val[nnz] = 0.5 * (k + 1 + i % 3);
			ival[nnz] = (i * 31 + k * 17) % 101 - 50;
			pw[nnz] = (k + i) % 3 == 0 ? 2.0 : ((k + i) % 3 == 1 ? 0.5 : 1.0);
			nnz++;
		}
	}
	rowptr[N] = nnz;
	for (int i = 0; i < N; i++)
		x[i] = (double)(i % 10);
}

int main(void)
{
	build();
	double sum = -1.0;
	#pragma acc parallel copyin(rowptr, col, val, x) copyout(qA)
	{
		#pragma acc loop gang
		for (int i = 0; i < N; i++) {
			sum = 0.0;
			#pragma acc loop worker vector reduction(+:sum)
			for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
				sum += val[j] * x[col[j]];
			qA[i] = sum;
		}
	}
	CHECK(sum == -1.0 || sum == qA[N - 1]);

	int mx = 7, cnt;
	#pragma acc parallel loop gang copyin(rowptr, ival) copyout(mB, cB)
	for (int i = 0; i < N; i++) {
		mx = INT_MIN;
		cnt = 0;
		#pragma acc loop vector reduction(max:mx) reduction(+:cnt)
		for (int j = rowptr[i]; j < rowptr[i + 1]; j++) {
			mx = ival[j] > mx ? ival[j] : mx;
			cnt += ival[j] > 0;
		}
		mB[i] = mx;
		cB[i] = cnt;
	}
	CHECK(mx == 7 || mx == mB[N - 1]);

	double prod;
	int bits;
	#pragma acc parallel num_gangs(3) copyin(rowptr, pw, ival) copyout(qC, bC)
	#pragma acc loop gang
	for (int i = 0; i < N; i++) {
		prod = 1.0;
		bits = 0;
		#pragma acc loop worker reduction(*:prod) reduction(|:bits)
		for (int j = rowptr[i]; j < rowptr[i + 1]; j++) {
			prod *= pw[j];
			bits |= 1 << ((ival[j] + 50) % 31);
		}
		qC[i] = prod;
		bC[i] = bits;
	}

	int mn;
	#pragma acc kernels copyin(rowptr, ival) copyout(mD)
	{
		#pragma acc loop gang
		for (int i = 0; i < N; i++) {
			mn = INT_MAX;
			#pragma acc loop vector reduction(min:mn)
			for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
				mn = ival[j] < mn ? ival[j] : mn;
			mD[i] = mn;
		}
	}

	double last = -1.0;
	#pragma acc kernels copyin(rowptr, col, val, x) copyout(qE)
	{
		#pragma acc loop gang
		for (int i = 0; i < NE; i++) {
			last = 0.0;
			#pragma acc loop vector reduction(+:last)
			for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
				last += val[j];
			qE[i] = last;
		}
	}
	CHECK(last == qE[NE - 1]); /* copy in a kernels construct (§2.6.2) */

	double t;
	#pragma acc kernels loop gang copyin(rowptr, col, val, x) copyout(qF)
	for (int i = 0; i < N; i++) {
		t = 100.0;
		#pragma acc loop vector reduction(+:t)
		for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
			t -= val[j] * x[col[j]];
		qF[i] = t;
	}

	long badA = 0, badB = 0, badC = 0, badD = 0, badE = 0, badF = 0;
	double totA = 0, totC = 0;
	long totB = 0, totD = 0;
	for (int i = 0; i < N; i++) {
		double s = 0, p = 1, e = 0;
		int m = INT_MIN, c = 0, b = 0, lo = INT_MAX;
		for (int j = rowptr[i]; j < rowptr[i + 1]; j++) {
			s += val[j] * x[col[j]];
			p *= pw[j];
			e += val[j];
			m = ival[j] > m ? ival[j] : m;
			lo = ival[j] < lo ? ival[j] : lo;
			c += ival[j] > 0;
			b |= 1 << ((ival[j] + 50) % 31);
		}
		badA += qA[i] != s;
		badB += mB[i] != m || cB[i] != c;
		badC += qC[i] != p || bC[i] != b;
		badD += mD[i] != lo;
		badE += i < NE && qE[i] != e;
		badF += qF[i] != 100.0 - s;
		totA += qA[i];
		totC += qC[i];
		totB += mB[i] + cB[i] + bC[i] % 1000;
		totD += mD[i];
	}
	printf("rows wrong: %ld %ld %ld %ld %ld %ld\n", badA, badB, badC, badD, badE, badF);
	printf("totals: %.1f %ld %.4f %ld last=%.1f\n", totA, totB, totC, totD, last);
	CHECK(badA == 0 && badB == 0 && badC == 0 && badD == 0 && badE == 0 && badF == 0);
	return 0;
}
