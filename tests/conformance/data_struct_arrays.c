/* Structs whose members are arrays (not pointers) in device code: the
 * elements lie inside the struct's own device copy (§2.7.1: the struct
 * is the var), so s.v[i], s.a.v[i], p->w[i] and s.arr[k].v[i] index it
 * directly, next to a pointer member the device code leaves alone. With
 * them: an enter data copyin of the struct, a parallel loop with
 * present(s), an update self of a member's section (§2.14.4), a copy
 * of the struct and of p[0:1], and a scalar in a copy clause that every
 * iteration writes (its value must come back, §2.7.1, §2.7.6). */
#include "check.h"
#include <openacc.h>

#define N 32

struct inner {
	int k;
	float v[N];
};

struct grid {
	int n;
	double v[N];
	double *w; /* a host pointer the device code never reads */
	struct inner a;
	struct inner arr[3];
};

static int on_device(void)
{
#ifdef _OPENACC
	return acc_get_device_type() != acc_device_host;
#else
	return 0;
#endif
}

int main(void)
{
	struct grid s;
	struct grid *p = malloc(sizeof *p);
	s.n = N;
	s.w = malloc(N * sizeof(double));
	for (int i = 0; i < N; i++) {
		s.v[i] = i;
		s.w[i] = -1;
		s.a.v[i] = 2 * i;
		p->v[i] = 3 * i;
		p->a.v[i] = 1;
		for (int k = 0; k < 3; k++)
			s.arr[k].v[i] = k;
	}
#pragma acc enter data copyin(s)
#pragma acc parallel loop present(s)
	for (int i = 0; i < N; i++)
		s.v[i] += 100 + s.a.v[i];
#pragma acc update self(s.v[4:8])
	for (int i = 0; i < N; i++)
		CHECK(s.v[i] == (on_device() && (i < 4 || i >= 12) ? i : 100 + 3 * i));
#pragma acc update self(s)
#pragma acc exit data delete(s)
	for (int i = 0; i < N; i++)
		CHECK(s.v[i] == 100 + 3 * i);
	int flag = 0;
#pragma acc parallel loop copy(s) copy(p[0:1]) copy(flag)
	for (int i = 0; i < N; i++) {
		p->v[i] += p->a.v[i] + s.arr[2].v[i];
		s.arr[1].v[i] *= 5;
		flag = 1;
	}
	CHECK_EQ(flag, 1);
	double t = 0;
	for (int i = 0; i < N; i++) {
		CHECK(p->v[i] == 3 * i + 3);
		CHECK(s.arr[1].v[i] == 5);
		CHECK(s.w[i] == -1);
		t += s.v[i] + p->v[i] + s.arr[1].v[i];
	}
	printf("%.1f %d\n", t, flag);
	return 0;
}
