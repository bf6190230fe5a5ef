/* Directives from macro expansions (C99 6.10.9, OpenACC §2.1): an
 * object-like macro holding _Pragma("acc ...") expanded in two functions,
 * a macro defined through it, the stringizing PRAGMA/ACC idiom for data,
 * compute, loop and update directives, and a function-like macro. */
#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
#define ALSO PAR_LOOP
#define PRAGMA(x) _Pragma(#x)
#define ACC(x) PRAGMA(acc x)
#define UPDATE_SELF_X() _Pragma("acc update self(x[0:N])")
#define N 64

static float x[N];

static void scale(int n, float *a) {
    PAR_LOOP
    for (int i = 0; i < n; i++) a[i] *= 2;
}

static void shift(int n, float *a) {
    ALSO
    for (int i = 0; i < n; i++) a[i] += 1;
}

float run(void) {
    float sum = 0;
    ACC(data copy(x[0:N]))
    {
        scale(N, x);
        shift(N, x);
        ACC(parallel loop reduction(+:sum))
        for (int i = 0; i < N; i++)
            sum += x[i];
        ACC(parallel)
        {
            ACC(loop gang)
            for (int i = 0; i < N; i++)
                x[i] = sum;
        }
        UPDATE_SELF_X()
    }
    return sum;
}
