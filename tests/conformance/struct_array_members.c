/* Array members lying inside their variable (not pointers) in data
 * clauses (§2.7.1): the member of an element of an array of structs
 * named bare, copy(A[b].data), which is its full extent
 * A[b].data[0:BS]; the same in a data construct with present(A[b].data)
 * on the compute construct inside and an update self of it (§2.14.4);
 * a member of a struct variable, copyin(s.data); a member of a member
 * with a subarray, copy(A[1].in.v[0:BS/2]). The rest of A stays on the
 * host untouched: only the members' bytes move. */
#include "check.h"

#define NB 3
#define BS 64

struct inner {
	int k;
	float v[BS];
};

struct blk {
	int id;
	double data[BS];
	struct inner in;
};

static struct blk A[NB];

int main(void)
{
	struct blk s;
	double out[BS];
	for (int b = 0; b < NB; b++) {
		A[b].id = b;
		for (int i = 0; i < BS; i++) {
			A[b].data[i] = i;
			A[b].in.v[i] = b + 1;
		}
	}
	for (int i = 0; i < BS; i++) {
		s.data[i] = 2 * i;
		s.in.v[i] = 1;
	}

	for (int b = 0; b < NB; b++) {
		double f = b + 1;
#pragma acc parallel loop copy(A[b].data)
		for (int i = 0; i < BS; i++)
			A[b].data[i] *= f;
	}

	for (int b = 0; b < NB; b++) {
#pragma acc data copy(A[b].data)
		{
#pragma acc parallel loop present(A[b].data)
			for (int i = 0; i < BS; i++)
				A[b].data[i] += b;
#pragma acc update self(A[b].data)
			CHECK_NEAR(A[b].data[BS - 1], (BS - 1) * (b + 1) + b, 0);
		}
	}

#pragma acc parallel loop copyin(s.data) copyout(out)
	for (int i = 0; i < BS; i++)
		out[i] = s.data[i] + 1;

#pragma acc parallel loop copy(A[1].in.v[0:BS/2])
	for (int i = 0; i < BS / 2; i++)
		A[1].in.v[i] *= 3;

	for (int b = 0; b < NB; b++) {
		CHECK_EQ(A[b].id, b);
		for (int i = 0; i < BS; i++) {
			CHECK_NEAR(A[b].data[i], (double)i * (b + 1) + b, 0);
			float want = b == 1 && i < BS / 2 ? 6 : b + 1;
			CHECK_NEAR(A[b].in.v[i], want, 0);
		}
	}
	for (int i = 0; i < BS; i++)
		CHECK_NEAR(out[i], 2 * i + 1, 0);
	printf("struct_array_members: %g %g %g\n", A[NB - 1].data[BS - 1], out[BS - 1], A[1].in.v[0]);
	return 0;
}
