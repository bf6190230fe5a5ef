/* Pointers to pointers and arrays of pointers as routine parameters
 * (§2.15.1), and casts between integer and pointer types in device code.
 * A dynamic multidimensional array made present with a subarray per level
 * (§2.7.1) has a device pointer array holding the rows' device addresses
 * (attach, §2.6.8); a routine receives that pointer array. Covered:
 * double **rows passed to seq routines that index it (rows[r][j]), read and
 * write, and pass it or a row on to another routine; a vector routine with
 * a double ** parameter; a row pointer rows[r] as a value (a const double *
 * argument, double *p = rows[r], *rows[r], rows[r] + 2, &rows[r][j]); an
 * array of pointers double *tab[K] passed as double *tab[], double *const *
 * and double **; int ***v passed whole and as a plane v[i] (int **); a local
 * double **q = rows after enter data (implicit present); (uintptr_t)p & 15
 * (the device copy keeps the host's alignment), (size_t)q - (size_t)p, a
 * device address cast back to a pointer, null pointers through casts, the
 * device address (uintptr_t)rows[r] equal to acc_deviceptr's; private(q)
 * of a double ** assigned in the region, and a routine reading through a
 * struct's pointer member (s->v[j], attached with copyin(s.v[0:n])). */
#include "check.h"
#include <openacc.h>
#include <stdint.h>
#include <stdlib.h>

#define NR 24
#define NC 40
#define K 5
#define P 3
#define Q 4
#define L 6

#pragma acc routine seq
static double row_sum(double **rows, int r, int n)
{
	double s = 0.0;
	for (int j = 0; j < n; j++)
		s += rows[r][j];
	return s;
}

#pragma acc routine seq
static double vec_sum(const double *v, int n)
{
	double s = 0.0;
	for (int j = 0; j < n; j++)
		s += v[j];
	return s;
}

/* the pointer array goes on to another routine, and a row to a third */
#pragma acc routine seq
static double row_sum_twice(double **rows, int r, int n)
{
	return row_sum(rows, r, n) + vec_sum(rows[r], n);
}

#pragma acc routine seq
static void scale_row(double **rows, int r, int n, double f)
{
	double *p = rows[r];
	for (int j = 0; j < n; j++)
		p[j] *= f;
}

#pragma acc routine vector
static void add_to_row(double **rows, int r, int n, double d)
{
#pragma acc loop vector
	for (int j = 0; j < n; j++)
		rows[r][j] += d;
}

#pragma acc routine seq
static double tab_dot(double *tab[], int a, int b, int n)
{
	double s = 0.0;
	for (int j = 0; j < n; j++)
		s += tab[a][j] * tab[b][j];
	return s;
}

#pragma acc routine seq
static double tab_first(double *const *tab, int k)
{
	return *tab[k];
}

#pragma acc routine seq
static int plane_sum(int **plane, int nq, int nl)
{
	int s = 0;
	for (int j = 0; j < nq; j++)
		for (int l = 0; l < nl; l++)
			s += plane[j][l];
	return s;
}

#pragma acc routine seq
static int cube_sum(int ***v, int i)
{
	return plane_sum(v[i], Q, L) + v[i][Q - 1][L - 1];
}

#pragma acc routine seq
static int misalign16(const double *p)
{
	return (int)((uintptr_t)p & 15u);
}

#pragma acc routine seq
static long byte_offset(const double *base, const double *q)
{
	return (long)((size_t)q - (size_t)base);
}

/* a device address cast back to a pointer, one element further */
#pragma acc routine seq
static double next_via_int(const double *p)
{
	uintptr_t u = (uintptr_t)p + sizeof(double);
	const double *q = (const double *)u;
	return *q;
}

/* null pointers through casts: (T *)0 is null, and a null pointer's
 * integer value is 0 */
#pragma acc routine seq
static int null_ok(const double *p)
{
	const double *z = (const double *)(uintptr_t)0;
	return z == 0 && (uintptr_t)z == 0 && (size_t)p != 0;
}

/* a routine reaching device memory through a struct's pointer member */
typedef struct {
	int n;
	double *v;
} vec_t;

#pragma acc routine seq
static double vec_total(const vec_t *s)
{
	double t = 0.0;
	for (int j = 0; j < s->n; j++)
		t += s->v[j];
	return t;
}

static double **alloc2(int n, int m)
{
	double **a = malloc(n * sizeof *a);
	for (int i = 0; i < n; i++)
		a[i] = malloc(m * sizeof **a);
	return a;
}

static double val(int r, int j)
{
	return r * 1000 + j;
}

static void check_rows(double **rows, double f, double d)
{
	for (int r = 0; r < NR; r++)
		for (int j = 0; j < NC; j++)
			CHECK_EQ(rows[r][j], val(r, j) * f + d);
}

static void row_pointers(double **rows)
{
	double s1[NR], s2[NR], s3[NR], nxt[NR];
	int mis[NR], nul[NR];
	long off[NR];
#pragma acc parallel loop copyin(rows[0:NR][0:NC]) copyout(s1, s2, s3, nxt, mis, nul, off)
	for (int r = 0; r < NR; r++) {
		double *p = rows[r];
		s1[r] = row_sum(rows, r, NC);
		s2[r] = row_sum_twice(rows, r, NC);
		s3[r] = p[3] + *rows[r] + *(rows[r] + 2) + *&rows[r][5];
		mis[r] = misalign16(rows[r]) + 100 * misalign16(&rows[r][1]);
		off[r] = byte_offset(rows[r], &rows[r][7]) + (long)((uintptr_t)&p[2] - (uintptr_t)p);
		nxt[r] = next_via_int(&rows[r][4]);
		nul[r] = null_ok(rows[r]);
	}
	for (int r = 0; r < NR; r++) {
		double want = 0;
		for (int j = 0; j < NC; j++)
			want += val(r, j);
		CHECK_EQ(s1[r], want);
		CHECK_EQ(s2[r], 2 * want);
		CHECK_EQ(s3[r], val(r, 3) + val(r, 0) + val(r, 2) + val(r, 5));
		CHECK_EQ(mis[r], (int)((uintptr_t)rows[r] & 15u) + 100 * (int)((uintptr_t)&rows[r][1] & 15u));
		CHECK_EQ(off[r], 7 * (long)sizeof(double) + 2 * (long)sizeof(double));
		CHECK_EQ(nxt[r], val(r, 5));
		CHECK_EQ(nul[r], 1);
	}
	printf("row pointers: s1[5] %.0f s2[5] %.0f s3[5] %.0f mis[0] %d off[0] %ld nxt[5] %.0f\n",
	       s1[5], s2[5], s3[5], mis[0], off[0], nxt[5]);
}

static void write_through_routines(double **rows)
{
#pragma acc parallel loop copy(rows[0:NR][0:NC])
	for (int r = 0; r < NR; r++)
		scale_row(rows, r, NC, 2.0);
	check_rows(rows, 2.0, 0.0);
#pragma acc parallel loop gang vector_length(32) copy(rows[0:NR][0:NC])
	for (int r = 0; r < NR; r++)
		add_to_row(rows, r, NC, 3.0);
	check_rows(rows, 2.0, 3.0);
	printf("written: rows[2][1] %.0f rows[%d][%d] %.0f\n", rows[2][1], NR - 1, NC - 1, rows[NR - 1][NC - 1]);
}

/* the device address a kernel sees is the one acc_deviceptr gives */
static void device_addresses(double **rows)
{
	uintptr_t dev[NR];
	int same = 1;
#pragma acc data copyin(rows[0:NR][0:NC])
	{
#pragma acc parallel loop copyout(dev)
		for (int r = 0; r < NR; r++)
			dev[r] = (uintptr_t)rows[r];
#ifdef _OPENACC
		for (int r = 0; r < NR; r++)
			same = same && dev[r] == (uintptr_t)acc_deviceptr(rows[r]);
#else
		for (int r = 0; r < NR; r++)
			same = same && dev[r] == (uintptr_t)rows[r];
#endif
	}
	CHECK(same);
	printf("device addresses: %s\n", same ? "as acc_deviceptr" : "differ");
}

static void arrays_of_pointers(void)
{
	double *tab[K];
	double dots[K], firsts[K], sums[K];
	for (int k = 0; k < K; k++) {
		tab[k] = malloc(NC * sizeof(double));
		for (int j = 0; j < NC; j++)
			tab[k][j] = (k + 1) * (j % 7 + 1);
	}
#pragma acc parallel loop copyin(tab[0:K][0:NC]) copyout(dots, firsts, sums)
	for (int k = 0; k < K; k++) {
		dots[k] = tab_dot(tab, k, (k + 1) % K, NC);
		firsts[k] = tab_first(tab, k);
		sums[k] = row_sum(tab, k, NC);
	}
	for (int k = 0; k < K; k++) {
		double d = 0, s = 0;
		for (int j = 0; j < NC; j++) {
			d += tab[k][j] * tab[(k + 1) % K][j];
			s += tab[k][j];
		}
		CHECK_EQ(dots[k], d);
		CHECK_EQ(firsts[k], tab[k][0]);
		CHECK_EQ(sums[k], s);
	}
	printf("array of pointers: dots[1] %.0f firsts[4] %.0f sums[2] %.0f\n", dots[1], firsts[4], sums[2]);
	for (int k = 0; k < K; k++)
		free(tab[k]);
}

static void three_levels(void)
{
	int ***v = malloc(P * sizeof *v);
	int cubes[P], planes[P];
	for (int i = 0; i < P; i++) {
		v[i] = malloc(Q * sizeof **v);
		for (int j = 0; j < Q; j++) {
			v[i][j] = malloc(L * sizeof ***v);
			for (int l = 0; l < L; l++)
				v[i][j][l] = i * 100 + j * 10 + l;
		}
	}
#pragma acc parallel loop copyin(v[0:P][0:Q][0:L]) copyout(cubes, planes)
	for (int i = 0; i < P; i++) {
		cubes[i] = cube_sum(v, i);
		planes[i] = plane_sum(v[i], Q, L);
	}
	for (int i = 0; i < P; i++) {
		int s = 0;
		for (int j = 0; j < Q; j++)
			for (int l = 0; l < L; l++)
				s += v[i][j][l];
		CHECK_EQ(planes[i], s);
		CHECK_EQ(cubes[i], s + v[i][Q - 1][L - 1]);
	}
	printf("three levels: cubes[2] %d planes[1] %d\n", cubes[2], planes[1]);
	for (int i = 0; i < P; i++) {
		for (int j = 0; j < Q; j++)
			free(v[i][j]);
		free(v[i]);
	}
	free(v);
}

/* enter data, then a compute construct without a clause on rows
 * (implicit present) and a local pointer to pointers */
static void unstructured(double **rows)
{
	double got[NR];
#pragma acc enter data copyin(rows[0:NR][0:NC])
#pragma acc parallel loop copyout(got)
	for (int r = 0; r < NR; r++) {
		double **q = rows;
		double *last = *(q + r);
		got[r] = row_sum(rows, r, NC) + (*(q + r))[1] + last[NC - 1];
	}
#pragma acc exit data delete(rows[0:NR][0:NC])
	for (int r = 0; r < NR; r++) {
		double want = rows[r][1] + rows[r][NC - 1];
		for (int j = 0; j < NC; j++)
			want += rows[r][j];
		CHECK_EQ(got[r], want);
	}
	printf("unstructured: got[3] %.0f\n", got[3]);
}

/* a private pointer to pointers, and a struct's pointer member in a
 * routine */
static void private_and_members(double **rows)
{
	double **q;
	double got[NR], tot[NR];
	vec_t s = {NC, rows[1]};
#pragma acc parallel loop private(q) copyin(rows[0:NR][0:NC], s) copyin(s.v[0:NC]) copyout(got, tot)
	for (int r = 0; r < NR; r++) {
		q = rows;
		got[r] = q[r][1] + q[NR - 1 - r][0];
		tot[r] = vec_total(&s) + r;
	}
	double t = 0;
	for (int j = 0; j < NC; j++)
		t += rows[1][j];
	for (int r = 0; r < NR; r++) {
		CHECK_EQ(got[r], rows[r][1] + rows[NR - 1 - r][0]);
		CHECK_EQ(tot[r], t + r);
	}
	printf("private and members: got[4] %.0f tot[2] %.0f\n", got[4], tot[2]);
}

int main(void)
{
	double **rows = alloc2(NR, NC);
	for (int r = 0; r < NR; r++)
		for (int j = 0; j < NC; j++)
			rows[r][j] = val(r, j);
	row_pointers(rows);
	device_addresses(rows);
	write_through_routines(rows);
	unstructured(rows);
	private_and_members(rows);
	arrays_of_pointers();
	three_levels();
	for (int r = 0; r < NR; r++)
		free(rows[r]);
	free(rows);
	printf("ptr_params: ok\n");
	return 0;
}
