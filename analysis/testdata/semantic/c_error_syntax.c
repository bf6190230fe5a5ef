// A syntax error in one function leaves out its body only; the directives
// of the other functions keep all their checks.
#define N 64
float a[N];

#pragma acc routine seq
static float half(float x)
{
    float y = x * ; /* ERROR "unexpected ';'.*\\[c-error\\]" */
    return y / 2;
}

void uses(int n)
{
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = half(a[i]);
#pragma acc parallel loop /* ERROR "must be followed by a for loop, not a while loop" */
    while (n > 0)
        n--;
}
