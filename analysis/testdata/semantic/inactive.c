// What the preprocessor leaves out holds no directives (§2.1: directives
// are pragmas): inactive branches are neither checked nor translated.
#define N 64
float x[N];

void branches(int n) {
#if 0
#pragma acc parallel loop bogus(
#endif
#ifdef NOT_DEFINED
#pragma acc parallel loop collapse(0)
#endif
#ifndef _OPENACC
#pragma acc kernels loop gang gang
#endif
#if defined(__cplusplus)
#pragma acc routine
#endif
    for (int i = 0; i < n; i++)
        x[i] = i;
#ifdef _OPENACC
#pragma acc parallel loop collapse(0) /* ERROR "'collapse' takes a positive integer constant; 0 is not positive" */
#else
#pragma acc parallel loop collapse(-1)
#endif
    for (int i = 0; i < n; i++)
        x[i] = i;
}

// _Pragma operators are decided by the preprocessor alike (C99 6.10.9:
// the operator is processed as a #pragma where it stands).
void operators(int n) {
#if 0
    _Pragma("acc parallel loop bogus(")
#endif
#ifndef _OPENACC
    _Pragma("acc parallel loop collapse(0)")
#else
    _Pragma("acc parallel loop collapse(-1)") /* ERROR "'collapse' takes a positive integer constant; -1 is not positive" */
#endif
    for (int i = 0; i < n; i++)
        x[i] = i;
}
