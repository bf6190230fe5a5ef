// OpenCL has no long double: device code computes it as double, and the
// host converts the values it exchanges with the device. A warning once
// per long double variable of each region of device code, and once for
// long double arithmetic in a region that names no such variable.

#pragma acc routine seq
long double twice(long double v) /* WARNING@13 "the routine 'twice' returns long double, which the device computes as double \\(OpenCL has no long double\\) \\[long-double-as-double\\]" */ /* WARNING@31 "'v' is long double, which the device computes as double \\(OpenCL has no long double\\) \\[long-double-as-double\\]" */
{
    return v * 2; // v warned once, at the parameter
}

double plain(double v) { return v + 1; } // no long double: no warning

void reduce(int n, const double *x) {
    long double sum = 0, scale = 2;
#pragma acc parallel loop copyin(x[0:n]) reduction(+:sum)
    for (int i = 0; i < n; i++) {
        sum += x[i] * scale; /* WARNING@9 "'sum' is long double, which the device computes as double \\(OpenCL has no long double\\); the values the host and the device exchange for it are doubles" */ /* WARNING@23 "'scale' is long double" */
        sum += twice(x[i]) + scale; // each variable once per construct
    }
    // a second construct warns again
#pragma acc serial copy(sum)
    sum = sum / 2; /* WARNING@5 "'sum' is long double" */
}

void arith(int n, double *y) {
#pragma acc parallel loop copyout(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = (double)((long double)i / 3 + 0.5L); /* WARNING@24 "long double arithmetic here is computed as double on the device" */
}

void locals(int n, double *y) {
#pragma acc parallel loop copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        long double t = i; /* WARNING@21 "'t' is long double, which the device computes as double \\(OpenCL has no long double\\) \\[" */
        y[i] = (double)(t * t + 1.0L); // no second warning: t is named
    }
}

void host_only(int n, const double *x, long double *out) {
    long double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i]; // host code: long double as the C compiler has it
    *out = s;
}
