// What a declare directive may name (§2.13): at file scope only create,
// copyin, deviceptr, device_resident and link, and whole variables or
// arrays; extern variables only in those clauses; link only global and
// extern variables.
struct S { float v[4]; int n; float *p; };
struct S s = {{1, 2, 3, 4}, 4, 0};
float a[100], b[100], c[8], d[8], e[8];
float *q;
float *dev;
int n = 10;

#pragma acc declare copyin(s) create(a) device_resident(c) link(d) deviceptr(dev)
#pragma acc declare copy(n) /* ERROR "'n' may not be in a 'copy' clause of a declare directive at file scope: only create, copyin, deviceptr, device_resident and link are allowed there \\(§2.13\\) \\[declare-clause\\]" */
#pragma acc declare copyout(b) present(e) /* ERROR@29 "'b' may not be in a 'copyout' clause" */ /* ERROR@40 "'e' may not be in a 'present' clause" */
#pragma acc declare create(s.v) /* ERROR "'s.v' is a member: a declare directive at file scope names variables or arrays, like 's' \\(§2.13\\) \\[declare-var\\]" */
#pragma acc declare create(s.p[0:4]) /* ERROR "'s.p\\[0:4\\]' is a member" */
#pragma acc declare copyin(a[0:50]) /* ERROR "'a\\[0:50\\]' is a subarray: a declare directive at file scope names variables or arrays, like 'a'" */ /* ERROR "'a\\[0:50\\]' is already in a declare directive at file scope.*\\[declare-duplicate\\]" */
#pragma acc declare create(q[0:10]) /* ERROR "'q\\[0:10\\]' is a subarray of the pointer 'q'.*enter data" */

void f(float *x, int m) {
    extern float g[8];
    float t[8];
    // in a function: the other data clauses, and (an accls extension)
    // subarrays
    #pragma acc declare copy(t) copyin(x[0:m])
    #pragma acc declare copyout(g) /* ERROR "'g' may not be in a 'copyout' clause of a declare directive for the extern variable 'g'" */
    #pragma acc declare link(t) /* ERROR "'t' in 'link' is a local variable: only global and extern variables may be in a link clause \\(§2.13\\)" */ /* ERROR "'t' is already in a declare directive of 'f'" */
    #pragma acc parallel loop present(t, g)
    for (int i = 0; i < 8; i++)
        t[i] = g[i] + x[i];
}
