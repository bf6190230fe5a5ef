// A routine with nohost has no host copy (§2.15.1: "tells the compiler
// not to compile a version of this procedure for the host"): nothing may
// call it where a host copy is needed. Device code reaches it through the
// bind clause of a routine that has a host version.

#pragma acc routine seq nohost
static double sq_dev(double v) { return v * v; }

// valid: device code calling sq runs sq_dev, the host runs sq
#pragma acc routine seq bind(sq_dev)
static double sq(double v) { return v * v; }

// valid: another nohost routine may call it
#pragma acc routine seq nohost
static double quad_dev(double v) { return sq_dev(v) * sq_dev(v); }

void bound(int n, double *y) {
    #pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = sq(y[i]);
}

// error: a compute construct's host path (if(false), self,
// acc_device_host) runs the call on the host
void in_construct(int n, double *y) {
    #pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = sq_dev(y[i]); /* ERROR "'sq_dev' has the nohost clause, so it has no host copy; this call is in the 'parallel loop' construct at line 26, whose host path .*bind\\(sq_dev\\) \\[nohost-host-call\\]" */
    #pragma acc kernels copy(y[0:n])
    {
        y[0] = quad_dev(y[0]); /* ERROR "'quad_dev' has the nohost clause.*'kernels' construct at line 29.*\\[nohost-host-call\\]" */
    }
}

// error: host code
double on_host(double v) {
    return sq_dev(v); /* ERROR "'sq_dev' has the nohost clause, so it has no host copy; this call is host code \\[nohost-host-call\\]" */
}

// error: a routine compiled for the host too calls it
#pragma acc routine seq
static double twice(double v) {
    return 2 * sq_dev(v); /* ERROR "'sq_dev' has the nohost clause.*'twice' calls it and is compiled for the host too \\(a caller of a nohost routine needs nohost as well\\) \\[nohost-host-call\\]" */
}

void use_twice(int n, double *y) {
    #pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = twice(y[i]);
}
