/* The execution modes of §1.2 and §2.2.2 in one parallel construct:
 * gang-redundant code (a while loop, private arrays) feeding worker and
 * vector loops, worker-partitioned vector-single code with its own
 * private array and a private(k) clause (§2.9.10), values changed after
 * the worker loop; reductions of gang-private scalars over worker loops
 * holding vector reductions (§2.9.11); a vector loop's private array
 * and scalar declared outside the construct; and stores made by one lane in
 * gang-redundant code that every lane then reads (buf[g] = ...; t =
 * buf[g]), also as the head of a sequential loop around a vector loop:
 * on a GPU those reads need a barrier after the one-lane store. */
#include "check.h"

#define G 5
#define W 7
#define V 33
static int out[G][W][V];
static int sums[G];
static int gw[G][W];
static float a[G][W][V];
static double rowsum[G], rowmax[G];
static int cnt[G][W];
static long tot[G];
static int buf[G], flag[G], seen[G][V];
static double scr[G][V];

int main(void)
{
#pragma acc parallel num_gangs(G) num_workers(4) vector_length(8) copyout(out, sums, gw)
	{
#pragma acc loop gang
		for (int g = 0; g < G; g++) {
			int base = g * 10000;
			int garr[3];
			garr[0] = base;
			garr[1] = g;
			garr[2] = base + 1;
			int k = 0;
			while (k < g) {
				base += 3;
				k++;
			}
			sums[g] = base;
#pragma acc loop worker private(k)
			for (int w = 0; w < W; w++) {
				int warr[2];
				warr[0] = base + w * 100 + garr[1];
				warr[1] = garr[2];
				k = w * 2;
				gw[g][w] = warr[0] + k;
#pragma acc loop vector
				for (int v = 0; v < V; v++) {
					int varr[2];
					varr[0] = v;
					varr[1] = warr[0];
					out[g][w][v] = varr[0] + varr[1] + k - warr[1] + garr[0];
				}
			}
			base = -1; /* after the worker loop */
			sums[g] += base;
		}
	}
	for (int g = 0; g < G; g++)
		for (int w = 0; w < W; w++)
			for (int v = 0; v < V; v++)
				a[g][w][v] = (float)(((g * 31 + w * 17 + v * 5) % 23) - 11);
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(a) copyout(rowsum, rowmax, cnt, tot)
	for (int g = 0; g < G; g++) {
		double s = 0.0;
		double mx = -1e30;
		long t = 100;
#pragma acc loop worker reduction(+:s) reduction(max:mx) reduction(+:t)
		for (int w = 0; w < W; w++) {
			int c = 0;
#pragma acc loop vector reduction(+:c)
			for (int v = 0; v < V; v++)
				c += a[g][w][v] > 0.0f;
			cnt[g][w] = c;
			float m = -1e30f;
#pragma acc loop vector reduction(max:m)
			for (int v = 0; v < V; v++)
				m = a[g][w][v] > m ? a[g][w][v] : m;
			s += c;
			mx = mx > m ? mx : m;
			t += c * 2;
		}
		rowsum[g] = s;
		rowmax[g] = mx;
		tot[g] = t;
	}
	double tmp[3];
	double q;
#pragma acc parallel loop gang vector_length(64) copy(buf, flag) copyout(seen, scr)
	for (int g = 0; g < G; g++) {
		buf[g] = g * 2 + 1; /* one lane stores */
		int t = buf[g];     /* every lane reads */
#pragma acc loop vector private(tmp, q)
		for (int v = 0; v < V; v++) {
			tmp[0] = v;
			tmp[1] = tmp[0] * g;
			q = tmp[1] + t;
			scr[g][v] = q;
			seen[g][v] = 0;
		}
		while (flag[g] < g) { /* the head reads what the last trip stored */
#pragma acc loop vector
			for (int v = 0; v < V; v++)
				seen[g][v] += v;
			flag[g] += 1;
		}
	}

	long sum = 0;
	double dsum = 0;
	for (int g = 0; g < G; g++) {
		int base = g * 10000 + 3 * g;
		CHECK_EQ(sums[g], base - 1);
		for (int w = 0; w < W; w++) {
			CHECK_EQ(gw[g][w], base + w * 100 + g + 2 * w);
			for (int v = 0; v < V; v++) {
				CHECK_EQ(out[g][w][v], v + base + w * 100 + g + 2 * w - (g * 10000 + 1) + g * 10000);
				sum += out[g][w][v];
			}
		}
		double s = 0, mx = -1e30;
		long t = 100;
		for (int w = 0; w < W; w++) {
			int c = 0;
			float m = -1e30f;
			for (int v = 0; v < V; v++) {
				c += a[g][w][v] > 0.0f;
				if (a[g][w][v] > m)
					m = a[g][w][v];
			}
			CHECK_EQ(cnt[g][w], c);
			s += c;
			if (m > mx)
				mx = m;
			t += c * 2;
		}
		CHECK(rowsum[g] == s);
		CHECK(rowmax[g] == mx);
		CHECK_EQ(tot[g], t);
		dsum += s + mx + t;
		CHECK_EQ(buf[g], g * 2 + 1);
		CHECK_EQ(flag[g], g);
		for (int v = 0; v < V; v++) {
			CHECK(scr[g][v] == (double)v * g + g * 2 + 1);
			CHECK_EQ(seen[g][v], v * g);
			dsum += scr[g][v] + seen[g][v];
		}
	}
	printf("%ld %.1f\n", sum, dsum);
	return 0;
}
