/* Pointer members of structs through attach (§2.6.8, §2.7.2): enter data
 * of a struct and of the array its member points to attaches the member;
 * explicit attach/detach clauses; a kernel using s.v[i]. */
#include "check.h"
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
	printf("%.1f\n", sum);
	free(s.v);
	free(t.v);
	return 0;
}
