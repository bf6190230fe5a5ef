#pragma acc routine seq nohost
static double sq_dev(double v) { return v * v; }

double on_host(double v) {
    return sq_dev(v);
}
