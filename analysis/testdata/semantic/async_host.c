// The host may not use data an asynchronous operation is still copying
// back, nor write data it is still reading, before a wait for its queue
// (§2.16.1).
#include <openacc.h>
#define N 100
double a[N], b[N];

void copy_back(int n) {
    #pragma acc parallel loop async(1) copy(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    b[0] = a[0]; /* WARNING@12 "'a' is used on the host while the asynchronous 'parallel loop' at line 9 may still be copying it back \\(copy\\); wait for its queue first \\(§2.16.1\\) \\[async-host-use\\]" */
    #pragma acc wait(1)
}

void update_self(int n) {
    #pragma acc enter data copyin(a)
    #pragma acc parallel loop async(1) present(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    #pragma acc update self(a) async(1)
    b[0] = a[1]; /* WARNING@12 "'a' is used on the host while the asynchronous 'update' at line 21 may still be copying it back \\(self\\)" */
    #pragma acc wait(1)
    #pragma acc exit data copyout(a) async(2)
    a[0] = 1; /* WARNING@5 "'a' is used on the host while the asynchronous 'exit data' at line 24 may still be copying it back \\(copyout\\)" */
    acc_wait(2);
}

// The transfer to the device reads the host copy: writing it races,
// reading it does not.
void host_write(int n) {
    #pragma acc parallel loop async copyin(a) copyout(b)
    for (int i = 0; i < n; i++)
        b[i] = a[i];
    double t = a[0];
    a[1] = t; /* WARNING@5 "'a' is written on the host while the asynchronous 'parallel loop' at line 32 may still be reading it \\(copyin\\)" */
    #pragma acc wait
}

// A kernels scalar is copy (§2.6.2), and so is a reduction variable: the
// value comes back with the queue.
double scalars(int n) {
    double s = 0, m = 0;
    #pragma acc parallel loop async(3) copyin(a) reduction(+:s)
    for (int i = 0; i < n; i++)
        s += a[i];
    #pragma acc kernels async(3) copyin(a)
    for (int i = 0; i < n; i++)
        if (a[i] > 0)
            m = a[i];
    return s + m; /* WARNING@12 "'s' is used on the host while the asynchronous 'parallel loop' at line 44" */ /* WARNING@16 "'m' is used on the host while the asynchronous 'kernels' at line 47" */
}

// Waited for, one way or another: no warning.
void waited(int n) {
    #pragma acc parallel loop async(1) copy(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    #pragma acc wait(1)
    b[0] = a[0];
    #pragma acc parallel loop async(1) copy(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    acc_wait_all();
    b[0] = a[0];
    #pragma acc parallel loop async(1) copy(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    #pragma acc update self(b) wait(1)
    b[0] = a[0];
    #pragma acc parallel loop async(1) copy(a)
    for (int i = 0; i < n; i++)
        a[i] = i;
    while (!acc_async_test(1))
        ;
    b[0] = a[0];
}

// Nothing moves, or something else does: no warning.
void unmoved(int n, double *p) {
    #pragma acc data copy(a)
    {
        #pragma acc parallel loop async(1) copy(a)
        for (int i = 0; i < n; i++)
            a[i] = i;
        b[0] = 1;
        #pragma acc wait(1)
    }
    #pragma acc enter data create(b)
    #pragma acc parallel loop async(1) copy(b)
    for (int i = 0; i < n; i++)
        b[i] = i;
    b[0] = 2;
    // Chunks: the host works on the part the queue does not move.
    #pragma acc update self(p[n:n]) async(2)
    p[0] = 3;
    #pragma acc parallel loop async(1) copy(a) if(n > 10)
    for (int i = 0; i < n; i++)
        a[i] = i;
    a[0] = 1;
    #pragma acc wait
}
