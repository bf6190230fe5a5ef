// A C error in one function (an undeclared identifier) is reported at its
// place, as a C compiler would, and the rest of the file is analysed: the
// function's routine directive still binds to it, calls to it are not
// errors, and the other functions keep their semantic checks.
#define N 64
float a[N];

#pragma acc routine seq
static float scale(float x)
{
    return x * undeclared_factor; /* ERROR "use of undeclared identifier 'undeclared_factor' \\[c-error\\]" */
}

float twice(float x); /* defined elsewhere, without a routine directive */

void uses(int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = scale(a[i]);
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = twice(a[i]); /* ERROR "'twice' is called in the 'parallel loop' construct but has no routine directive" */
#pragma acc parallel loop /* ERROR "must be followed by a for loop, not a while loop" */
    while (n > 0)
        n--;
}
