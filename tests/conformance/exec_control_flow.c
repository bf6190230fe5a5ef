/* Control flow in the sequential parts of partitioned loops (§2.9: the
 * body of a loop iteration runs as written): continue in a gang vector
 * loop, a while loop with break, do-while, switch with fall-through and
 * default, a search loop with break, and continue in a seq loop inside a
 * vector loop. */
#include "check.h"
#define N 300
static int a[N], b[N], c[N], d[N];
static int e[N][16];
int main(void)
{
#pragma acc parallel loop copy(a, b, c, d)
	for (int i = 0; i < N; i++) {
		if (i % 7 == 3) {
			a[i] = -1;
			continue;
		}
		int x = i, steps = 0;
		while (x != 1 && x > 0) {            /* collatz, seq */
			x = (x % 2) ? 3 * x + 1 : x / 2;
			steps++;
			if (steps > 500) break;
		}
		a[i] = steps;
		int y = 0;
		do { y += 3; } while (y < i % 11);
		b[i] = y;
		switch (i % 6) {
		case 0: c[i] = 10; break;
		case 1:
		case 2: c[i] = 20;  /* falls through */
		case 3: c[i] += 5; break;
		default: c[i] = -i;
		}
		int first = -1;
		for (int k = 2; k < i; k++) {
			if (k * k > i) break;
			if (i % k == 0) { first = k; break; }
		}
		d[i] = first;
	}
#pragma acc parallel loop gang copyout(e)
	for (int i = 0; i < N; i++) {
#pragma acc loop vector
		for (int j = 0; j < 16; j++) {
			if (j == 5) continue;
			int t = 0;
			for (int k = 0; k <= j; k++) {
				if (k == i % 4) continue;
				t += k;
			}
			e[i][j] = t;
		}
	}
	long s = 0;
	for (int i = 0; i < N; i++) {
		int ra, rb, rc = 0, rd;
		if (i % 7 == 3) ra = -1; else {
			int x = i, steps = 0;
			while (x != 1 && x > 0) { x = (x % 2) ? 3 * x + 1 : x / 2; steps++; if (steps > 500) break; }
			ra = steps;
		}
		CHECK_EQ(a[i], ra);
		if (i % 7 != 3) {
			int y = 0; do { y += 3; } while (y < i % 11); rb = y;
			CHECK_EQ(b[i], rb);
			switch (i % 6) { case 0: rc = 10; break; case 1: case 2: rc = 20; case 3: rc += 5; break; default: rc = -i; }
			if (i % 6 != 3) CHECK_EQ(c[i], rc);
			rd = -1;
			for (int k = 2; k < i; k++) { if (k * k > i) break; if (i % k == 0) { rd = k; break; } }
			CHECK_EQ(d[i], rd);
		}
		for (int j = 0; j < 16; j++) {
			if (j == 5) continue;
			int t = 0;
			for (int k = 0; k <= j; k++) { if (k == i % 4) continue; t += k; }
			CHECK_EQ(e[i][j], t);
			s += t;
		}
		s += a[i] + b[i] + c[i] + d[i];
	}
	printf("%ld\n", s);
	return 0;
}
