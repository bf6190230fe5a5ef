/* A seq routine that calls itself: valid OpenACC (§2.15.1), but OpenCL C
   has no recursion, so accls compile cannot translate it yet. */
#pragma acc routine seq
int fact(int k) { return k < 2 ? 1 : k * fact(k - 1); }

void facts(int n, int *restrict y)
{
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = fact(i);
}
