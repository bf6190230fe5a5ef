// Subarrays (§2.7.1): a pointer's needs a length, an array's stays in
// bounds, and a multidimensional one is contiguous.
#define N 100
#define M 20

float a[N];
float m2[N][M];
double scalar;

void f(int n, float *p, float **pp) {
    #pragma acc data copy(p[2:]) /* ERROR "the subarray of pointer 'p' needs a length: write p\\[2:length\\] \\[subarray-length-required\\]" */
    { }
    #pragma acc data copy(p[:]) /* ERROR "subarray of pointer 'p' needs a length" */
    { }
    #pragma acc data copy(a[0:101]) /* ERROR "the subarray a\\[0:101\\] ends at element 100, past the end of 'a', which has 100 \\[subarray-out-of-bounds\\]" */
    { }
    #pragma acc data copy(a[90:N/5]) /* ERROR "past the end of 'a'" */
    { }
    #pragma acc data copy(a[-1:4]) /* ERROR "starts at -1, before the array's first element" */
    { }
    #pragma acc data copyin(a[100]) /* ERROR "element a\\[100\\] is past the end of 'a'" */
    { }
    #pragma acc data copy(m2[0:2][0:10]) /* ERROR "this subarray of 'm2' is not contiguous.*\\[subarray-not-contiguous\\]" */
    { }
    #pragma acc data copy(scalar[0:1]) /* ERROR "'scalar' has type double here, which takes no subscript.*\\[subscript-of-non-array\\]" */
    { }
    // Valid forms.
    #pragma acc data copy(a[:], m2[3:4][0:M], p[0:n], pp[0:n][0:n])
    { }
    #pragma acc data copy(a[10:]) copyin(m2[5][2:3])
    { }
    #pragma acc data copyin(a[N-1]) copyout(m2[1:N-1])
    { }
}
