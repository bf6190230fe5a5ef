/* Gang-private variables that the gang's lanes share (§2.5.13: private on
 * a compute construct, "a copy ... for each gang"; §2.9.10: private on a
 * gang loop, one copy "shared among the set of threads associated with
 * all of the vector lanes of all of the workers of each gang"; and
 * variables declared in gang-redundant code, §2.2.2): a worker loop fills
 * a private(tmp) array that gang-redundant code then sums; a vector loop
 * sets a gang-level scalar 'last' on one lane, read by every lane after
 * the loop, overwritten by one lane and read again, also as the next
 * vector loop's bound; a gang-private array filled by a vector loop inside
 * a worker loop and read by worker-single code, another worker's rows and
 * gang-redundant code, and one that worker-single code fills; a private array on
 * a parallel construct with num_gangs, shared by two vector loops of each
 * gang loop iteration (more iterations than gangs); an array declared in
 * the gang loop body whose neighbours a second vector loop reads; a
 * gang-level counter updated atomically by the lanes (§2.12) and a struct
 * whose members two lanes set; a sequential loop of gang-redundant code
 * around a vector loop that sets a gang-level scalar; a routine seq
 * writing the gang's array through a pointer (§2.15.1); a firstprivate
 * scalar (§2.5.14) of a parallel construct with three gangs that a vector
 * loop sets, read by gang-redundant code; a kernels loop (§2.5.3) whose
 * gang iterations keep the index a vector loop found. */
#include "check.h"

#define G 6
#define W 5
#define V 37
static int sumA[G], revA[G][W];
static int lastB[G], outB[G][V], outB2[G][V], outB3[G][8];
static int key[G][V];
static float rowC[G][W], totC[G], colC[G][V], wC[G];
static int outD[2 * G + 1][V];
static double outE[G][V];
static int cntF[G], loF[G], hiF[G], seqF[G];
static int outH[G][W];
static int resG[2], lastK[G];

#pragma acc routine seq
static void fill(int *t, int w, int g)
{
	t[w] = g * 7 + w;
}

int main(void)
{
	for (int g = 0; g < G; g++)
		for (int v = 0; v < V; v++)
			key[g][v] = g == 3 ? V + v : (v * 5 + g) % V; /* one v has key g, none for g == 3 */

	/* A: a private(tmp) array of a gang loop filled by a worker loop */
	int tmp[W];
#pragma acc parallel loop gang num_workers(4) private(tmp) copyout(sumA, revA)
	for (int g = 0; g < G; g++) {
#pragma acc loop worker
		for (int w = 0; w < W; w++)
			tmp[w] = g * 100 + w * w;
		int s = 0;
		for (int w = 0; w < W; w++) /* gang-redundant: reads every worker's element */
			s += tmp[w];
		sumA[g] = s;
#pragma acc loop worker
		for (int w = 0; w < W; w++)
			revA[g][w] = tmp[W - 1 - w];
	}

	/* B: a gang-level scalar set by one vector lane, read by all */
#pragma acc parallel loop gang vector_length(128) copyin(key) copyout(lastB, outB, outB2) copy(outB3)
	for (int g = 0; g < G; g++) {
		int last = -1;
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			if (key[g][v] == g)
				last = v;
		lastB[g] = last;
		int t = last * 2; /* every lane reads it */
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			outB[g][v] = t + v + last;
		last = t + 1; /* one lane overwrites what every lane read */
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			outB2[g][v] = last - v;
		last = last % 8; /* one lane stores the next loop's bound */
#pragma acc loop vector
		for (int v = 0; v < last; v++)
			outB3[g][v] = v + 1;
	}

	/* C: a gang-private array written by a vector loop inside a worker loop */
#pragma acc parallel loop gang num_workers(3) vector_length(64) copyout(rowC, totC, colC, wC)
	for (int g = 0; g < G; g++) {
		float part[W][V], wsum[W];
#pragma acc loop worker
		for (int w = 0; w < W; w++) {
#pragma acc loop vector
			for (int v = 0; v < V; v++)
				part[w][v] = g + w * 0.5f + v;
			float s = 0; /* worker-single: the other lanes' elements */
			for (int v = 0; v < V; v++)
				s += part[w][v];
			rowC[g][w] = s;
			wsum[w] = s * 2; /* worker-single: one lane of the worker */
		}
		float ws = 0;
		for (int w = 0; w < W; w++)
			ws += wsum[w];
		wC[g] = ws;
		float tot = 0;
		for (int w = 0; w < W; w++)
			for (int v = 0; v < V; v++)
				tot += part[w][v];
		totC[g] = tot;
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			colC[g][v] = part[0][v] + part[W - 1][v];
	}

	/* D: private on the parallel construct, more gang iterations than gangs */
	int buf[V];
#pragma acc parallel num_gangs(G) vector_length(64) private(buf) copyout(outD)
	{
#pragma acc loop gang
		for (int g = 0; g < 2 * G + 1; g++) {
#pragma acc loop vector
			for (int v = 0; v < V; v++)
				buf[v] = g * v;
#pragma acc loop vector
			for (int v = 0; v < V; v++)
				outD[g][v] = buf[V - 1 - v] + buf[v];
		}
	}

	/* E: an array declared in the gang loop body, read at its neighbours */
#pragma acc parallel loop gang vector_length(32) copyout(outE)
	for (int g = 0; g < G; g++) {
		double acc[V];
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			acc[v] = g + v * 0.25;
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			outE[g][v] = acc[(v + 1) % V] - acc[v];
	}

	/* F: a gang-level counter, a struct, a sequential loop around a vector loop */
#pragma acc parallel loop gang vector_length(96) copyin(key) copyout(cntF, loF, hiF, seqF)
	for (int g = 0; g < G; g++) {
		int cnt = 0;
		struct { int lo, hi; } r;
#pragma acc loop vector
		for (int v = 0; v < V; v++) {
			if (key[g][v] % 2 == 0) {
#pragma acc atomic update
				cnt++;
			}
			if (v == 0)
				r.lo = key[g][v];
			if (v == V - 1)
				r.hi = key[g][v];
		}
		cntF[g] = cnt;
		loF[g] = r.lo;
		hiF[g] = r.hi;
		int total = 0, mark = 0;
		for (int it = 0; it < 3; it++) {
#pragma acc loop vector
			for (int v = 0; v < V; v++)
				if (v == it + g)
					mark = v * 10;
			total += mark;
		}
		seqF[g] = total;
	}

	/* H: a routine seq writes the gang's array through a pointer */
	int th[W];
#pragma acc parallel loop gang num_workers(64) private(th) copyout(outH)
	for (int g = 0; g < G; g++) {
#pragma acc loop worker
		for (int w = 0; w < W; w++)
			fill(th, w, g);
#pragma acc loop worker
		for (int w = 0; w < W; w++)
			outH[g][w] = th[(w + 1) % W];
	}

	/* G: a firstprivate scalar shared by each gang's lanes */
	int found = -1;
#pragma acc parallel num_gangs(3) vector_length(64) firstprivate(found) copyin(key) copyout(resG)
	{
#pragma acc loop vector
		for (int v = 0; v < V; v++)
			if (key[1][v] == 5)
				found = v;
		resG[0] = found; /* every gang stores the same values */
		resG[1] = found + 1;
	}

	/* K: kernels, a gang loop whose body keeps what a vector loop saw */
#pragma acc kernels copyin(key) copyout(lastK) vector_length(16)
#pragma acc loop gang
	for (int g = 0; g < G; g++) {
		int at = -2;
#pragma acc loop vector independent
		for (int v = 0; v < V; v++)
			if (key[g][v] == 2 * g)
				at = v;
		lastK[g] = at;
	}

	long sum = 0;
	double dsum = 0;
	for (int g = 0; g < G; g++) {
		int s = 0;
		for (int w = 0; w < W; w++)
			s += g * 100 + w * w;
		CHECK_EQ(sumA[g], s);
		for (int w = 0; w < W; w++)
			CHECK_EQ(revA[g][w], g * 100 + (W - 1 - w) * (W - 1 - w));
		int last = -1;
		for (int v = 0; v < V; v++)
			if (key[g][v] == g)
				last = v;
		CHECK(g == 3 ? last == -1 : last >= 0);
		CHECK_EQ(lastB[g], last);
		for (int v = 0; v < 8; v++) {
			CHECK_EQ(outB3[g][v], v < (last * 2 + 1) % 8 ? v + 1 : 0);
			sum += outB3[g][v];
		}
		for (int v = 0; v < V; v++) {
			CHECK_EQ(outB[g][v], last * 2 + v + last);
			CHECK_EQ(outB2[g][v], last * 2 + 1 - v);
			sum += outB[g][v] + outB2[g][v];
		}
		float tot = 0, ws = 0;
		for (int w = 0; w < W; w++) {
			float r = 0;
			for (int v = 0; v < V; v++)
				r += g + w * 0.5f + v;
			CHECK(rowC[g][w] == r);
			ws += r * 2;
			for (int v = 0; v < V; v++)
				tot += g + w * 0.5f + v;
		}
		CHECK(totC[g] == tot);
		CHECK(wC[g] == ws);
		dsum += ws;
		for (int v = 0; v < V; v++) {
			CHECK(colC[g][v] == (g + v) + (g + (W - 1) * 0.5f + v));
			CHECK(outE[g][v] == (g + ((v + 1) % V) * 0.25) - (g + v * 0.25));
			dsum += colC[g][v] + outE[g][v];
		}
		int c = 0;
		for (int v = 0; v < V; v++)
			c += key[g][v] % 2 == 0;
		CHECK_EQ(cntF[g], c);
		CHECK_EQ(loF[g], key[g][0]);
		CHECK_EQ(hiF[g], key[g][V - 1]);
		int total = 0, mark = 0;
		for (int it = 0; it < 3; it++) {
			if (it + g < V)
				mark = (it + g) * 10;
			total += mark;
		}
		CHECK_EQ(seqF[g], total);
		for (int w = 0; w < W; w++)
			CHECK_EQ(outH[g][w], g * 7 + (w + 1) % W);
		int at = -2;
		for (int v = 0; v < V; v++)
			if (key[g][v] == 2 * g)
				at = v;
		CHECK_EQ(lastK[g], at);
		sum += sumA[g] + lastB[g] + cntF[g] + seqF[g] + loF[g] + hiF[g] + lastK[g];
		dsum += totC[g];
	}
	for (int g = 0; g < 2 * G + 1; g++)
		for (int v = 0; v < V; v++) {
			CHECK_EQ(outD[g][v], g * (V - 1 - v) + g * v);
			sum += outD[g][v];
		}
	int f = -1;
	for (int v = 0; v < V; v++)
		if (key[1][v] == 5)
			f = v;
	CHECK(f >= 0);
	CHECK_EQ(resG[0], f);
	CHECK_EQ(resG[1], f + 1);
	sum += resG[0] + resG[1];
#ifdef _OPENACC
	CHECK_EQ(found, -1); /* the original is untouched, on the host path too */
#endif
	printf("%ld %.2f\n", sum, dsum);
	return 0;
}
