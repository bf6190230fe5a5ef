/* Several grammar mistakes; `accls check` reports each at its column. */
void f(int n, float *a, float *b)
{
#pragma acc paralel copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = 0;
#pragma acc parallel loop copyin(b[0:n) copyout(a[0:n])
    for (int i = 0; i < n; i++) a[i] = b[i]; /* «ü» */
#pragma acc kernels copy(a,)
    a[0] = 1;
}
