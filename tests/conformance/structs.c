/* Structs and arrays of structs in data clauses and kernels, a struct
 * passed firstprivate by value, and a local struct in device code. */
#include "check.h"

struct particle {
	double x, y;
	int id;
	float w;
};
struct params {
	double dt;
	int steps;
};

#define N 500
static struct particle p[N];

int main(void)
{
	for (int i = 0; i < N; i++) {
		p[i].x = i;
		p[i].y = -i;
		p[i].id = i * 10;
		p[i].w = 1.0f;
	}
	struct params prm = {0.5, 3};
#pragma acc parallel loop copy(p) firstprivate(prm)
	for (int i = 0; i < N; i++) {
		struct particle q = p[i];
		for (int s = 0; s < prm.steps; s++) {
			q.x += prm.dt * q.y;
			q.w *= 2;
		}
		q.id += 1;
		p[i] = q;
	}
	double sx = 0;
	for (int i = 0; i < N; i++) {
		CHECK(p[i].x == i + 3 * 0.5 * -i);
		CHECK_EQ(p[i].id, i * 10 + 1);
		CHECK(p[i].w == 8.0f);
		sx += p[i].x;
	}
	printf("%.2f\n", sx);
	return 0;
}
