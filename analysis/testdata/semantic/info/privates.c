// Autoscoped private scalars: written before read in every iteration
// (§2.6.1); and scalars that keep a loop sequential.
#define N 1024
float a[N], b[N];

void f(int flag) {
    float t, u, v, w;
    #pragma acc data copy(a, b)
    {
        #pragma acc kernels copyin(flag) create(t, u, v, w)
        {
            for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "'t' is private to each iteration: written before it is read in every ite.*\\[private\\]" */
                t = a[i] * 2;
                b[i] = t + 1;
            }
            for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */ /* INFO "'u' is private to each iteration: written before it is read in every ite.*\\[private\\]" */
                if (flag) u = a[i]; else u = -a[i];
                b[i] = u;
            }
            // Written on one path only: the other reads last iteration's.
            for (int i = 0; i < N; i++) { /* INFO "loop runs sequentially: 'v' is read and written in every iteration, and .*\\[loop-seq\\]" */
                if (a[i] > 0) v = a[i];
                b[i] = v;
            }
            // Read before written: carries a value.
            for (int i = 0; i < N; i++) { /* INFO "loop runs sequentially: 'w' is read and written in every iteration, and .*\\[loop-seq\\]" */
                b[i] = w;
                w = a[i];
            }
        }
        #pragma acc parallel loop copyin(flag) create(t)
        for (int i = 0; i < N; i++) { /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */ /* INFO "'t' is private to each iteration: written before it is read in every ite.*\\[private\\]" */
            t = a[i];
            b[i] = t * t;
        }
    }
}
