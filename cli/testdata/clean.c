void saxpy(int n, float x, float *restrict y, const float *restrict a)
{
#pragma acc parallel loop copyin(a[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] += x * a[i];
}
