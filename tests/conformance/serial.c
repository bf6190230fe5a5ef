/* The serial construct (§2.5.2): one gang of one worker with vector
 * length one runs the region sequentially, loop-carried values included. */
#include "check.h"

#define N 50
static long fib[N];

int main(void)
{
	long last = 0;
#pragma acc serial copyout(fib) copy(last)
	{
		fib[0] = 0;
		fib[1] = 1;
		for (int i = 2; i < N; i++)
			fib[i] = fib[i - 1] + fib[i - 2];
		long acc = 0;
		int k = 0;
		while (k < N) {
			switch (k % 3) {
			case 0:
				acc += fib[k];
				break;
			case 1:
				acc -= 1;
				break;
			default:
				acc *= 1;
			}
			k++;
		}
		last = acc;
	}
	CHECK_EQ(fib[N - 1], 7778742049L);
	printf("%ld %ld\n", fib[N - 1], last);
	return 0;
}
