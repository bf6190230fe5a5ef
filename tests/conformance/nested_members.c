/* Pointer members beyond one level (§2.7.1 data specification, §2.6.8
 * attachment, §2.7.2 attach and detach actions): a member of a struct
 * member (s.a.v), a member reached through two pointers (q->r->v) and a
 * member of an array element (e[i].v) in enter data, exit data, update
 * (§2.14.4), data and compute constructs, each attached where the struct holding the pointer
 * is present; device code using s.a.v[k], q->r->v[k], e[i].v[k]. attach(p)
 * of a pointer variable on a compute construct (§2.7.12): p must be
 * present, and the kernel uses its device copy, which the attach action
 * points at p's target. declare in a function with a member's subarray
 * (§2.13). A kernels loop over p->v[i] bounded by p->n runs in parallel:
 * C's aliasing rules tell the int p->n from the double p->v[i]. */
#include "check.h"
#include <openacc.h>
#include <stdlib.h>

struct in {
	int n;
	double *v;
};

struct out {
	int k;
	struct in a;
	struct in *r;
};

static double sum(const double *v, int n)
{
	double t = 0;
	for (int i = 0; i < n; i++)
		t += v[i];
	return t;
}

/* a nested member: s.a.v, on enter/exit data and a data construct */
static double nested(void)
{
	struct out s;
	s.k = 3;
	s.a.n = 400;
	s.a.v = malloc(s.a.n * sizeof(double));
	s.r = 0;
	for (int i = 0; i < s.a.n; i++)
		s.a.v[i] = i;
#pragma acc enter data copyin(s) copyin(s.a.v[0:s.a.n])
#pragma acc parallel loop present(s)
	for (int i = 0; i < s.a.n; i++)
		s.a.v[i] = s.a.v[i] * s.k + 1;
	/* update on a nested member's section (§2.14.4) */
#pragma acc update self(s.a.v[0:10])
	CHECK(s.a.v[9] == 28);
#pragma acc exit data copyout(s.a.v[0:s.a.n])
	/* detached before the copyout: the device copy of s holds the host
	 * address again */
	double *hv = s.a.v;
#pragma acc update self(s)
	CHECK(s.a.v == hv);
#pragma acc exit data delete(s)
	for (int i = 0; i < s.a.n; i++)
		CHECK(s.a.v[i] == i * 3.0 + 1);

	/* structured: the struct and the member's array on one data
	 * construct (attached after both entries, whatever the order), then
	 * a compute construct with only the member's array (s gets an
	 * implicit copy, attached at entry and detached at exit) */
#pragma acc data copy(s.a.v[0:s.a.n]) copyin(s)
	{
#pragma acc parallel loop present(s)
		for (int i = 0; i < s.a.n; i++)
			s.a.v[i] -= 1;
	}
#pragma acc parallel loop copy(s.a.v[0:s.a.n])
	for (int i = 0; i < s.a.n; i++)
		s.a.v[i] /= 3;
	for (int i = 0; i < s.a.n; i++)
		CHECK(s.a.v[i] == i);
	double t = sum(s.a.v, s.a.n);
	free(s.a.v);
	return t;
}

/* through two pointers: q->r->v; q[0:1] and q->r[0:1] present, q->r
 * attached into q's copy, q->r->v attached into q->r's copy */
static double two_pointers(void)
{
	struct out *q = malloc(sizeof *q);
	q->k = 5;
	q->r = malloc(sizeof *q->r);
	q->r->n = 300;
	q->r->v = malloc(q->r->n * sizeof(double));
	for (int i = 0; i < q->r->n; i++)
		q->r->v[i] = -1;
#pragma acc enter data copyin(q[0:1]) copyin(q->r[0:1]) copyin(q->r->v[0:q->r->n])
	/* update device of a member of the present struct and of a nested
	 * member's section */
	q->k = 2;
	for (int i = 0; i < q->r->n; i++)
		q->r->v[i] = i;
#pragma acc update device(q->k, q->r->v[0:q->r->n])
#pragma acc parallel loop present(q[0:1])
	for (int i = 0; i < q->r->n; i++)
		q->r->v[i] = q->r->v[i] * q->k;
	/* a kernels loop bounded by a member: parallel (see the header) */
#pragma acc kernels present(q[0:1])
	for (int i = 0; i < q->r->n; i++)
		q->r->v[i] += q->r->n;
#pragma acc exit data copyout(q->r->v[0:q->r->n]) delete(q->r[0:1]) delete(q[0:1])
	for (int i = 0; i < q->r->n; i++)
		CHECK(q->r->v[i] == i * 2.0 + 300);

	/* structured, on a compute construct: q and q->r are present for the
	 * region (the data construct), q->r->v's array is copied by the
	 * parallel construct and attached for it */
#pragma acc data copyin(q[0:1], q->r[0:1])
	{
#pragma acc parallel loop copy(q->r->v[0:q->r->n])
		for (int i = 0; i < q->r->n; i++)
			q->r->v[i] -= 300;
	}
	for (int i = 0; i < q->r->n; i++)
		CHECK(q->r->v[i] == i * 2.0);
	double t = sum(q->r->v, q->r->n);
	free(q->r->v);
	free(q->r);
	free(q);
	return t;
}

/* members of array elements: e[i].v, each attached into e's copy */
static double elements(void)
{
	enum { M = 4 };
	struct in *e = malloc(M * sizeof *e);
	for (int i = 0; i < M; i++) {
		e[i].n = 50 * (i + 1);
		e[i].v = malloc(e[i].n * sizeof(double));
		for (int k = 0; k < e[i].n; k++)
			e[i].v[k] = i + k;
	}
#pragma acc enter data copyin(e[0:M])
	for (int i = 0; i < M; i++) {
#pragma acc enter data copyin(e[i].v[0:e[i].n])
	}
#pragma acc parallel loop gang present(e[0:M])
	for (int i = 0; i < M; i++) {
#pragma acc loop vector
		for (int k = 0; k < e[i].n; k++)
			e[i].v[k] *= 2;
	}
	/* one element's member on a compute construct, on top of the
	 * attachment of enter data (counted: still attached after it) */
#pragma acc parallel loop present(e[0:M]) copy(e[1].v[0:e[1].n])
	for (int k = 0; k < e[1].n; k++)
		e[1].v[k] += 1;
#pragma acc parallel loop present(e[0:M])
	for (int k = 0; k < e[2].n; k++)
		e[2].v[k] += e[1].v[0];
	for (int i = 0; i < M; i++) {
#pragma acc exit data copyout(e[i].v[0:e[i].n])
	}
#pragma acc exit data delete(e[0:M])
	double t = 0;
	for (int i = 0; i < M; i++) {
		for (int k = 0; k < e[i].n; k++) {
			double want = (i + k) * 2.0 + (i == 1) + (i == 2 ? 3.0 : 0.0);
			CHECK(e[i].v[k] == want);
		}
		t += sum(e[i].v, e[i].n);
		free(e[i].v);
	}
	free(e);
	return t;
}

/* attach(p) on compute constructs: p itself present (enter data copyin(p)
 * names the pointer), its target present; the kernel uses p's device copy */
static double *gp;

static double attach_pointer(void)
{
	int n = 256;
	double *p = malloc(n * sizeof *p);
	gp = malloc(n * sizeof *gp);
	for (int i = 0; i < n; i++)
		p[i] = gp[i] = i;
#pragma acc enter data copyin(p[0:n], gp[0:n])
#pragma acc enter data copyin(p) copyin(gp)
#pragma acc parallel loop attach(p)
	for (int i = 0; i < n; i++)
		p[i] = 2 * p[i] + 1;
#pragma acc parallel loop attach(gp, p)
	for (int i = 0; i < n; i++)
		gp[i] = gp[i] + p[i];
#pragma acc kernels attach(p)
	for (int i = 0; i < n; i++)
		p[i] -= 1;
	/* attached by a data construct: present in the compute construct
	 * inside it, which uses the device copy */
#pragma acc data attach(p)
	{
#pragma acc parallel loop
		for (int i = 0; i < n; i++)
			p[i] += 1;
	}
#pragma acc parallel loop attach(p)
	for (int i = 0; i < n; i++)
		p[i] -= 1;
#pragma acc exit data delete(p) delete(gp)
#pragma acc exit data copyout(p[0:n], gp[0:n])
	double t = 0;
	for (int i = 0; i < n; i++) {
		CHECK(p[i] == 2.0 * i);
		CHECK(gp[i] == 3.0 * i + 1);
		t += p[i] + gp[i];
	}
	free(p);
	free(gp);
	return t;
}

/* declare in a function: the struct and its member's array for the
 * function's lifetime, attached; exit detaches then copies back */
static void declared(struct in *s)
{
#pragma acc declare copyin(s[0:1]) copy(s->v[0:s->n])
#pragma acc parallel loop present(s[0:1])
	for (int i = 0; i < s->n; i++)
		s->v[i] += 0.5;
}

static double declare_members(void)
{
	struct in s;
	s.n = 100;
	s.v = malloc(s.n * sizeof(double));
	for (int i = 0; i < s.n; i++)
		s.v[i] = i;
	declared(&s);
#ifdef _OPENACC
	CHECK(acc_get_device_type() == acc_device_host || !acc_is_present(s.v, s.n * sizeof(double)));
#endif
	for (int i = 0; i < s.n; i++)
		CHECK(s.v[i] == i + 0.5);
	double t = sum(s.v, s.n);
	free(s.v);
	return t;
}

int main(void)
{
	double t1 = nested(), t2 = two_pointers(), t3 = elements();
	double t4 = attach_pointer(), t5 = declare_members();
	printf("%.1f %.1f %.1f %.1f %.1f\n", t1, t2, t3, t4, t5);
	return 0;
}
