/* firstprivate of arrays (§2.5.14: "a copy of the var for each gang,
 * initialized with the value of the var when the construct starts") on
 * parallel loop, parallel and serial: fixed-size arrays of int, double and
 * structs, of rank 1 and 2, small (passed as kernel arguments) and large
 * (a temporary device buffer); copies read by every lane, changed in
 * gang-redundant code (each gang's copy), written by the vector lanes of
 * a gang and read by the gang after their loop (the gang's one copy,
 * §2.9.10), the value of the array when each construct starts; private
 * arrays on a parallel construct and on a gang loop (§2.5.13, §2.9.10).
 * Checked against serial code. */
#include "check.h"

#define N 1000
#define G 6
#define BIG 96 /* 768 bytes of double: a device buffer, not an argument */

struct pt {
	int x;
	float y;
	short z;
};

static int out[N], gout[N], res[G], res2[G], pv[G * 8];
static double dout[N];

int main(void)
{
	int tab[4] = {3, 1, 4, 1};
	int m[3][4];
	double big[BIG];
	struct pt pts[3] = {{1, 0.5f, 2}, {2, 1.5f, 4}, {3, 2.5f, 6}};
	for (int r = 0; r < 3; r++)
		for (int c = 0; c < 4; c++)
			m[r][c] = 10 * r + c;
	for (int k = 0; k < BIG; k++)
		big[k] = 0.25 * k;

	/* read on every lane: an argument (tab, m, pts) and a buffer (big) */
#pragma acc parallel loop firstprivate(tab, m, pts, big) copyout(out, dout)
	for (int i = 0; i < N; i++) {
		out[i] = tab[i % 4] * i + m[i % 3][i % 4] + pts[i % 3].x * pts[i % 3].z;
		dout[i] = big[i % BIG] + pts[i % 3].y;
	}
	for (int i = 0; i < N; i++) {
		CHECK_EQ(out[i], tab[i % 4] * i + 10 * (i % 3) + i % 4 + (i % 3 + 1) * (2 * (i % 3) + 2));
		CHECK_NEAR(dout[i], 0.25 * (i % BIG) + (i % 3) + 0.5, 1e-12);
	}

	/* changed in gang-redundant code: every gang's copy starts from the
	 * host's values and gets the change once */
#pragma acc parallel num_gangs(4) vector_length(32) firstprivate(tab, big) copyout(gout)
	{
		tab[0] += 100;
		big[BIG - 1] = 2 * big[BIG - 1];
#pragma acc loop gang vector
		for (int i = 0; i < N; i++)
			gout[i] = tab[0] + tab[i % 4] + (int)big[BIG - 1];
	}
#ifdef _OPENACC
	/* the originals are untouched, on the host path too */
	CHECK_EQ(tab[0], 3);
	CHECK(big[BIG - 1] == 0.25 * (BIG - 1));
	tab[0] += 100;
	big[BIG - 1] *= 2;
#endif
	for (int i = 0; i < N; i++)
		CHECK_EQ(gout[i], tab[0] + (i % 4 == 0 ? tab[0] : tab[i % 4]) + (int)big[BIG - 1]);
	tab[0] = 3;
	big[BIG - 1] = 0.25 * (BIG - 1);

	/* written by the vector lanes, read by the gang after their loop: the
	 * gang's one copy; the unwritten half keeps the host's values */
	int buf[32];
	double dbuf[BIG];
	for (int k = 0; k < 32; k++)
		buf[k] = k + 1;
	for (int k = 0; k < BIG; k++)
		dbuf[k] = k;
#pragma acc parallel num_gangs(3) vector_length(16) firstprivate(buf, dbuf) copyout(res, res2)
	{
#pragma acc loop gang
		for (int g = 0; g < G; g++) {
#pragma acc loop vector
			for (int j = 0; j < 16; j++) {
				buf[j + 16] = buf[j] * g;
				dbuf[j + BIG / 2] = dbuf[j] + g;
			}
			res[g] = buf[16] + buf[31] + buf[20];
			res2[g] = (int)(dbuf[BIG / 2] + dbuf[BIG / 2 + 15]);
		}
	}
	for (int g = 0; g < G; g++) {
		CHECK_EQ(res[g], g + 16 * g + 5 * g);
		CHECK_EQ(res2[g], 2 * g + 15);
	}

	/* serial: one copy, changed and summed; the value when the construct
	 * starts (the host changes the array between the constructs) */
	int sum1 = 0, sum2 = 0;
	int s[5] = {1, 2, 3, 4, 5};
#pragma acc serial firstprivate(s) copy(sum1)
	{
		for (int k = 0; k < 5; k++)
			s[k] *= 2;
		for (int k = 0; k < 5; k++)
			sum1 += s[k];
	}
	for (int k = 0; k < 5; k++)
		s[k] = 10 * (k + 1);
#pragma acc serial firstprivate(s) copy(sum2)
	for (int k = 0; k < 5; k++)
		sum2 += s[k];
	CHECK_EQ(sum1, 30);
	CHECK_EQ(sum2, 150);

	/* private arrays on the parallel construct (each gang's copy, used by
	 * its gang-loop iterations) and on a gang loop whose vector lanes fill
	 * it for the next vector loop */
	int tmp[8], row[8];
#pragma acc parallel num_gangs(G) vector_length(8) private(tmp) copyout(pv)
	{
#pragma acc loop gang private(row)
		for (int g = 0; g < G; g++) {
			for (int k = 0; k < 8; k++)
				tmp[k] = g * k;
#pragma acc loop vector
			for (int j = 0; j < 8; j++)
				row[j] = tmp[j] + 100 * g;
#pragma acc loop vector
			for (int j = 0; j < 8; j++)
				pv[g * 8 + j] = row[7 - j];
		}
	}
	for (int g = 0; g < G; g++)
		for (int j = 0; j < 8; j++)
			CHECK_EQ(pv[g * 8 + j], g * (7 - j) + 100 * g);

	long t = 0;
	double dt = 0;
	for (int i = 0; i < N; i++) {
		t += out[i] + gout[i];
		dt += dout[i];
	}
	for (int g = 0; g < G; g++)
		t += res[g] + res2[g] + pv[g * 8];
	printf("%ld %.2f %d %d\n", t, dt, sum1, sum2);
	return 0;
}
