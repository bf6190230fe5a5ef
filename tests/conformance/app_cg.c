/* Mini-application: conjugate gradient on a sparse matrix in CSR form
 * (the 5-point 2-D Laplacian, built by the program), as an HPC code
 * would write it with OpenACC.
 *
 *   - the matrix is a typedef'd struct holding its arrays; it goes to the
 *     device once with enter data: the struct, then its members'
 *     subarrays, which attaches the device struct's pointers (§2.6.6,
 *     §2.6.8, §2.7.7), and leaves with exit data delete (§2.7.11);
 *   - the solver's vectors are made present by enter data in one function
 *     and used with `present` by the kernels of others (§2.7.6), so every
 *     kernel works on device data across function calls;
 *   - SpMV two ways: `parallel loop gang vector` over rows with a `loop
 *     seq` over the row's entries reading the matrix through the struct
 *     pointer (A->val[k]), and `parallel loop gang` over rows with an
 *     inner `loop vector reduction(+:sum)` (§2.9.11) on local copies of
 *     the member pointers;
 *   - dot products as `reduction(+:)` (§2.5.15), axpy updates.
 *
 * The same CG runs serially; the program checks the solution against the
 * serial one and against the known exact solution.
 *
 * Usage: app_cg [NX [MAXIT]]  (the grid is NX x NX; defaults 32 and 500). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
	int n;	    /* rows */
	int nnz;    /* entries */
	int *rowptr; /* n + 1 */
	int *col;    /* nnz */
	double *val; /* nnz */
} csr_t;

/* The 5-point Laplacian of an nx x nx grid with Dirichlet boundaries. */
static void csr_laplacian(csr_t *A, int nx)
{
	int n = nx * nx;
	A->n = n;
	A->rowptr = malloc((n + 1) * sizeof *A->rowptr);
	A->col = malloc(5 * (size_t)n * sizeof *A->col);
	A->val = malloc(5 * (size_t)n * sizeof *A->val);
	int k = 0;
	for (int i = 0; i < nx; i++)
		for (int j = 0; j < nx; j++) {
			int r = i * nx + j;
			A->rowptr[r] = k;
			if (i > 0) {
				A->col[k] = r - nx;
				A->val[k++] = -1.0;
			}
			if (j > 0) {
				A->col[k] = r - 1;
				A->val[k++] = -1.0;
			}
			A->col[k] = r;
			A->val[k++] = 4.0;
			if (j < nx - 1) {
				A->col[k] = r + 1;
				A->val[k++] = -1.0;
			}
			if (i < nx - 1) {
				A->col[k] = r + nx;
				A->val[k++] = -1.0;
			}
		}
	A->rowptr[n] = k;
	A->nnz = k;
}

/* The matrix to the device: the struct, then its arrays (attached). */
static void csr_enter(csr_t *A)
{
#pragma acc enter data copyin(A[0:1])
#pragma acc enter data copyin(A->rowptr[0:A->n + 1], A->col[0:A->nnz], A->val[0:A->nnz])
}

static void csr_exit(csr_t *A)
{
#pragma acc exit data delete(A->rowptr[0:A->n + 1], A->col[0:A->nnz], A->val[0:A->nnz])
#pragma acc exit data delete(A[0:1])
}

/* y = A x, one row per lane, the row's entries in order. */
static void spmv_rows(const csr_t *A, const double *x, double *y)
{
	int n = A->n;
#pragma acc parallel loop gang vector present(A[0:1], x[0:n], y[0:n])
	for (int i = 0; i < n; i++) {
		double sum = 0.0;
#pragma acc loop seq
		for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
			sum += A->val[k] * x[A->col[k]];
		y[i] = sum;
	}
}

/* y = A x, one row per gang, the row's entries over the vector lanes. */
static void spmv_vector(const csr_t *A, const double *x, double *y)
{
	int n = A->n, nnz = A->nnz;
	const int *restrict rowptr = A->rowptr, *restrict col = A->col;
	const double *restrict val = A->val;
#pragma acc parallel loop gang vector_length(32) present(rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n], y[0:n])
	for (int i = 0; i < n; i++) {
		double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
		for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
			sum += val[k] * x[col[k]];
		y[i] = sum;
	}
}

static double dot(int n, const double *x, const double *y)
{
	double s = 0.0;
#pragma acc parallel loop reduction(+:s) present(x[0:n], y[0:n])
	for (int i = 0; i < n; i++)
		s += x[i] * y[i];
	return s;
}

/* y = a x + y */
static void axpy(int n, double a, const double *x, double *y)
{
#pragma acc parallel loop present(x[0:n], y[0:n])
	for (int i = 0; i < n; i++)
		y[i] += a * x[i];
}

/* p = r + beta p */
static void xpby(int n, const double *r, double beta, double *p)
{
#pragma acc parallel loop present(r[0:n], p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = r[i] + beta * p[i];
}

/* Solves A x = b from x = 0; returns the iterations. The matrix must be
 * present; the vectors come and go here. */
static int cg(const csr_t *A, const double *b, double *x, double tol, int maxit, int vector_spmv)
{
	int n = A->n, it;
	double *r = malloc(n * sizeof *r), *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
#pragma acc enter data copyin(b[0:n]) create(x[0:n], r[0:n], p[0:n], q[0:n])
#pragma acc parallel loop present(b[0:n], x[0:n], r[0:n], p[0:n])
	for (int i = 0; i < n; i++) {
		x[i] = 0.0;
		r[i] = b[i];
		p[i] = b[i];
	}
	double rr = dot(n, r, r), stop = tol * tol * rr;
	for (it = 0; it < maxit && rr > stop; it++) {
		if (vector_spmv)
			spmv_vector(A, p, q);
		else
			spmv_rows(A, p, q);
		double alpha = rr / dot(n, p, q);
		axpy(n, alpha, p, x);
		axpy(n, -alpha, q, r);
		double rr_new = dot(n, r, r);
		xpby(n, r, rr_new / rr, p);
		rr = rr_new;
	}
#pragma acc exit data copyout(x[0:n]) delete(b[0:n], r[0:n], p[0:n], q[0:n])
	free(r);
	free(p);
	free(q);
	return it;
}

/* The reference: the same algorithm, serially. */
static int cg_serial(const csr_t *A, const double *b, double *x, double tol, int maxit)
{
	int n = A->n, it;
	double *r = malloc(n * sizeof *r), *p = malloc(n * sizeof *p), *q = malloc(n * sizeof *q);
	double rr = 0.0;
	for (int i = 0; i < n; i++) {
		x[i] = 0.0;
		r[i] = p[i] = b[i];
		rr += b[i] * b[i];
	}
	double stop = tol * tol * rr;
	for (it = 0; it < maxit && rr > stop; it++) {
		double pq = 0.0, rr_new = 0.0;
		for (int i = 0; i < n; i++) {
			double s = 0.0;
			for (int k = A->rowptr[i]; k < A->rowptr[i + 1]; k++)
				s += A->val[k] * p[A->col[k]];
			q[i] = s;
			pq += p[i] * s;
		}
		double alpha = rr / pq;
		for (int i = 0; i < n; i++) {
			x[i] += alpha * p[i];
			r[i] -= alpha * q[i];
			rr_new += r[i] * r[i];
		}
		for (int i = 0; i < n; i++)
			p[i] = r[i] + rr_new / rr * p[i];
		rr = rr_new;
	}
	free(r);
	free(p);
	free(q);
	return it;
}

int main(int argc, char **argv)
{
	int nx = argc > 1 ? atoi(argv[1]) : 32;
	int maxit = argc > 2 ? atoi(argv[2]) : 500;
	const double tol = 1e-10;
	csr_t A;
	csr_laplacian(&A, nx);
	int n = A.n;
	double *xexact = malloc(n * sizeof *xexact), *b = malloc(n * sizeof *b);
	double *x1 = malloc(n * sizeof *x1), *x2 = malloc(n * sizeof *x2), *xs = malloc(n * sizeof *xs);
	/* b = A xexact, so the exact solution is known */
	for (int i = 0; i < n; i++)
		xexact[i] = sin(0.01 * i) + 0.5 * cos(0.37 * i);
	for (int i = 0; i < n; i++) {
		double s = 0.0;
		for (int k = A.rowptr[i]; k < A.rowptr[i + 1]; k++)
			s += A.val[k] * xexact[A.col[k]];
		b[i] = s;
	}

	csr_enter(&A);
	int it1 = cg(&A, b, x1, tol, maxit, 0);
	int it2 = cg(&A, b, x2, tol, maxit, 1);
	csr_exit(&A);
	int its = cg_serial(&A, b, xs, tol, maxit);

	double e1 = 0.0, e2 = 0.0, es = 0.0;
	for (int i = 0; i < n; i++) {
		e1 = fmax(e1, fabs(x1[i] - xs[i]));
		e2 = fmax(e2, fabs(x2[i] - xs[i]));
		es = fmax(es, fabs(xs[i] - xexact[i]));
	}
	/* the iteration counts may differ by one where the sums' order does */
	int ok = abs(it1 - its) <= 1 && abs(it2 - its) <= 1 && e1 < 1e-7 && e2 < 1e-7 && es < 1e-6;
	fprintf(stderr, "cg: iterations %d %d (serial %d), differences %.3g %.3g\n", it1, it2, its, e1, e2);
	printf("cg: %d unknowns, %d nonzeros\n", n, A.nnz);
	printf("  spmv gang vector + seq:    %s\n", abs(it1 - its) <= 1 && e1 < 1e-7 ? "ok" : "FAILED");
	printf("  spmv gang + vector reduce: %s\n", abs(it2 - its) <= 1 && e2 < 1e-7 ? "ok" : "FAILED");
	printf("  error against the exact solution below 1e-6: %s\n", es < 1e-6 ? "yes" : "no");
	printf("cg: %s\n", ok ? "ok" : "FAILED");
	free(A.rowptr);
	free(A.col);
	free(A.val);
	free(xexact);
	free(b);
	free(x1);
	free(x2);
	free(xs);
	return ok ? 0 : 1;
}
