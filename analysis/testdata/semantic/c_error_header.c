// A header that is not found is an error at its #include, as in a C
// compiler; the file is analysed without it, and what needs its
// declarations is left out with a note.
#include "no_such_header.h" /* ERROR "include file not found: \"no_such_header.h\" \\[c-error\\]" */
#define N 64
float a[N];

#pragma acc routine seq
real_t from_header(real_t x) { return x; } /* NOTE "perhaps declared in the header that was not found" */

void uses(int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = from_header(a[i]);
#pragma acc parallel loop /* ERROR "must be followed by a for loop, not a while loop" */
    while (n > 0)
        n--;
}
