// Routine directives in an included header count (§2.15.1), and
// #pragma once keeps a twice-included header from redefining things.
#include "include/devmath.h"
#include "include/devmath.h"

void f(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n*n])
    for (int i = 0; i < n; i++) {
        a[i] = clampf(a[i], 0, 1) + hostonly(a[i]);
        a[i] += plain(a[i]); /* ERROR "'plain' is called in the 'parallel loop' construct but has no routine directive" */
        fill(a + i*n, n, 0);
    }
    #pragma acc parallel loop gang vector copy(a[0:n*n])
    for (int i = 0; i < n; i++)
        fill(a + i*n, n, 1); /* ERROR "'fill' is a vector routine and may not be called inside a 'gang, vector' loop" */
}
