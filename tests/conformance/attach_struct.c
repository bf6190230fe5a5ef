/* Pointer members of structs through attach (§2.6.8, §2.7.2): enter data
 * of a struct and of the array its member points to attaches the member;
 * explicit attach/detach clauses; a kernel using s.v[i]. Structured
 * attachments: member subarrays and attach clauses on data and compute
 * constructs attach at entry and detach at exit, counted with the
 * attachments of enter data. */
#include "check.h"
#include <openacc.h>
#include <stdlib.h>

struct vec {
	int n;
	double *v;
};

int main(void)
{
	struct vec s;
	s.n = 1000;
	s.v = malloc(s.n * sizeof(double));
	for (int i = 0; i < s.n; i++)
		s.v[i] = i;
#pragma acc enter data copyin(s) copyin(s.v[0:s.n])
#pragma acc parallel loop present(s)
	for (int i = 0; i < s.n; i++)
		s.v[i] = s.v[i] * 2 + 1;
#pragma acc exit data copyout(s.v[0:s.n]) delete(s)
	for (int i = 0; i < s.n; i++)
		CHECK(s.v[i] == i * 2.0 + 1);

	struct vec t;
	t.n = 500;
	t.v = malloc(t.n * sizeof(double));
	for (int i = 0; i < t.n; i++)
		t.v[i] = -i;
	/* the array first: t is not present yet, so nothing is attached; the
	 * struct's copy then holds the host address until attach(t.v) */
#pragma acc enter data copyin(t.v[0:t.n])
#pragma acc enter data copyin(t)
#pragma acc enter data attach(t.v)
#pragma acc parallel loop present(t)
	for (int i = 0; i < t.n; i++)
		t.v[i] += 10;
#pragma acc exit data detach(t.v)
#pragma acc exit data delete(t)
#pragma acc exit data copyout(t.v[0:t.n])
	double sum = 0;
	for (int i = 0; i < t.n; i++) {
		CHECK(t.v[i] == -i + 10.0);
		sum += t.v[i];
	}

	/* data construct: the struct, then its member's array (attached) */
	struct vec u;
	u.n = 300;
	u.v = malloc(u.n * sizeof(double));
	for (int i = 0; i < u.n; i++)
		u.v[i] = i;
#pragma acc data copy(u.v[0:u.n]) copyin(u)
	{
#pragma acc parallel loop present(u)
		for (int i = 0; i < u.n; i++)
			u.v[i] += 1;
	}
	/* compute constructs: the member's array alone (u gets an implicit
	 * copy, attached to the array at entry and detached at exit) */
#pragma acc parallel loop copy(u.v[0:u.n])
	for (int i = 0; i < u.n; i++)
		u.v[i] *= 3;
#pragma acc kernels copyin(u) copy(u.v[0:u.n])
	for (int i = 0; i < u.n; i++)
		u.v[i] -= 2;
	for (int i = 0; i < u.n; i++)
		CHECK(u.v[i] == (i + 1) * 3.0 - 2);
#ifdef _OPENACC
	CHECK(acc_get_device_type() == acc_device_host || !acc_is_present(&u, sizeof u));
#endif

	/* attach clauses on data and compute constructs, and the counter:
	 * the region's attachment comes on top of enter data's, so u.v stays
	 * attached after the region until exit data detaches it */
#pragma acc enter data copyin(u.v[0:u.n])
#pragma acc data copyin(u) attach(u.v)
	{
#pragma acc parallel loop present(u)
		for (int i = 0; i < u.n; i++)
			u.v[i] = i;
	}
#pragma acc enter data copyin(u)
#pragma acc parallel loop present(u) attach(u.v)
	for (int i = 0; i < u.n; i++)
		u.v[i] += 5;
	/* no attachment left: the device copy of u holds the host address */
	double *hv = u.v;
#pragma acc update self(u)
	CHECK(u.v == hv);
#pragma acc enter data attach(u.v)
#pragma acc data copy(u.v[0:u.n])
	{
#pragma acc parallel loop present(u)
		for (int i = 0; i < u.n; i++)
			u.v[i] *= 2;
	}
	/* still attached (count 1 of enter data): a kernel reaches it */
#pragma acc parallel loop present(u)
	for (int i = 0; i < u.n; i++)
		u.v[i] += 1;
#pragma acc exit data detach(u.v)
#pragma acc exit data delete(u) copyout(u.v[0:u.n])
	for (int i = 0; i < u.n; i++)
		CHECK(u.v[i] == (i + 5) * 2.0 + 1);

	for (int i = 0; i < u.n; i++)
		sum += u.v[i];

	/* members reached through a pointer to a present struct */
	struct vec *q = malloc(sizeof *q);
	q->n = 200;
	q->v = malloc(q->n * sizeof(double));
	for (int i = 0; i < q->n; i++)
		q->v[i] = i;
#pragma acc enter data copyin(q[0:1]) copyin(q->v[0:q->n])
#pragma acc parallel loop present(q[0:1])
	for (int i = 0; i < q->n; i++)
		q->v[i] += 4;
#pragma acc parallel loop
	for (int i = 0; i < q->n; i++)
		q->v[i] *= 2;
#pragma acc exit data copyout(q->v[0:q->n])
	double *qv = q->v;
#pragma acc update self(q[0:1])
	CHECK(q->v == qv);
#pragma acc data copy(q->v[0:q->n])
	{
		/* attached twice here, once after the region */
#pragma acc parallel loop attach(q->v)
		for (int i = 0; i < q->n; i++)
			q->v[i] -= 1;
#pragma acc serial present(q[0:1])
		for (int i = 0; i < q->n; i++)
			q->v[i] += 0.5;
	}
#pragma acc exit data delete(q[0:1])
	for (int i = 0; i < q->n; i++) {
		CHECK(q->v[i] == (i + 4) * 2.0 - 0.5);
		sum += q->v[i];
	}
	printf("%.1f\n", sum);
	free(s.v);
	free(u.v);
	free(q->v);
	free(q);
	free(t.v);
	return 0;
}
