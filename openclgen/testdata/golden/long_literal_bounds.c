/* Trip counts of bounds holding long literals ending in 0 keep the literals (a text replacement once broke 6400000000L). */
void f(long s, long *restrict b)
{
#pragma acc parallel loop copy(b[0:64])
	for (long x = s; x < s + 64L * 100000000L; x += 100000000L)
		b[(x - s) / 100000000L] = x;
}
