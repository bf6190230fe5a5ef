// A missing '}' is reported where the function ends by its layout, with
// the '{' it leaves open, and the functions after it are analysed.
#define N 64
float a[N];

#pragma acc routine seq
static float sq(float x) { return x * x; }

#pragma acc routine seq
float broken(float *p, int n)
{
    float s = 0;
    for (int i = 0; i < n; i++) { /* NOTE "to match this '{'" */
        s += p[i];
    return s;
} /* ERROR "expected '}' at the end of function 'broken' \\[c-error\\]" */

void uses(int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = sq(a[i]) + broken(a, 1);
#pragma acc parallel loop /* ERROR "must be followed by a for loop, not a while loop" */
    while (n > 0)
        n--;
}

int last(void) { return 0; }
