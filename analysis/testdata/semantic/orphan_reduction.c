// §2.9.11: no reduction clause on an orphaned loop construct with the gang
// clause, or on one that generates gang parallelism in a gang routine.
#pragma acc routine gang
float total(const float *a, int n) {
    float s = 0;
    #pragma acc loop gang reduction(+:s) /* ERROR "'s' may not be reduced on an orphaned gang loop: a loop directive outside compute constructs takes no reduction clause with gang parallelism \\(§2.9.11\\) \\[orphan-gang-reduction\\]" */ /* NOTE "the gang clause is here" */
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

#pragma acc routine gang
float biggest(const float *a, int n) {
    float m = a[0];
    #pragma acc loop reduction(max:m) /* ERROR "'m' may not be reduced on an orphaned gang loop" */ /* NOTE "this loop is a gang loop of the gang routine 'biggest'" */
    for (int i = 0; i < n; i++)
        m = a[i] > m ? a[i] : m;
    return m;
}

#pragma acc routine gang
float typed(const float *a, int n) {
    float s = 0;
    #pragma acc loop reduction(+:s) device_type(nvidia) gang /* ERROR "'s' may not be reduced on an orphaned gang loop" */
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

// Valid: a worker or vector reduction in a routine, a gang reduction in a
// compute construct.
#pragma acc routine worker
float row_sum(const float *r, int n) {
    float s = 0;
    #pragma acc loop worker reduction(+:s)
    for (int j = 0; j < n; j++)
        s += r[j];
    return s;
}

#pragma acc routine vector
float row_max(const float *r, int n) {
    float m = r[0];
    #pragma acc loop reduction(max:m)
    for (int j = 0; j < n; j++)
        m = r[j] > m ? r[j] : m;
    return m;
}

float sum(const float *a, int n) {
    float s = 0;
    #pragma acc parallel copyin(a[0:n])
    {
        #pragma acc loop gang reduction(+:s)
        for (int i = 0; i < n; i++)
            s += a[i];
    }
    return s;
}
