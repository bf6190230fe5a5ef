// Implicitly determined data attributes (§2.6.2), --info.
#include <stdlib.h>

struct params { float scale; int steps; };
float table[256];
#pragma acc declare create(table)

void scalars(int n, float alpha, float *restrict y) {
    float beta = 2;
    #pragma acc parallel loop copy(y[0:n]) /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(alpha\\): 'alpha' is a scalar used in a parallel con.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(beta\\): 'beta' is a scalar used in a parallel const.*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        y[i] = alpha * y[i] + beta;
    #pragma acc serial copy(y[0:n]) /* INFO "implicit firstprivate\\(alpha\\): 'alpha' is a scalar used in a serial const.*\\[implicit-data\\]" */
    y[0] = alpha;
    #pragma acc kernels copy(y[0:n]) /* INFO "implicit copy\\(n\\): 'n' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */ /* INFO "implicit copy\\(alpha\\): 'alpha' is a scalar used in a kernels construct \\(§.*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence wa.*\\[loop-parallel\\]" */
        y[i] = alpha;
}

void aggregates(int n, struct params p) {
    float a[100];
    #pragma acc parallel loop /* INFO "implicit copy\\(p\\): 'p' is a composite variable used in the region \\(§2\\.6\\.2.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(a\\): 'a' is an array used in the region \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    for (int i = 0; i < 100; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        a[i] = p.scale * i + table[i];
    #pragma acc parallel loop default(present) /* INFO "implicit present\\(p\\): 'p' is a composite variable and default\\(present\\) is.*\\[implicit-data\\]" */ /* INFO "implicit present\\(a\\): 'a' is an array and default\\(present\\) is in effect \\(.*\\[implicit-data\\]" */ /* WARNING "'a' is implicitly present \\(default\\(present\\)\\), but it is a local variable .*\\[present-unmapped\\]" */
    for (int i = 0; i < 100; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        a[i] = p.scale;
}

void pointers(int n, int m, float *x, float *y, float *z, int *idx) {
    #pragma acc parallel loop /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(x\\[0:n\\]\\): the region indexes pointer 'x' and the loop bound.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(y\\[1:n - 2\\]\\): the region indexes pointer 'y' and the loop b.*\\[implicit-data\\]" */
    for (int i = 1; i < n - 1; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        y[i] = x[i-1] + x[i+1];
    #pragma acc parallel loop /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(m\\): 'm' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(z\\[0:m\\*n\\]\\): the region indexes pointer 'z' and the loop bou.*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        for (int j = 0; j < m; j++) /* INFO "loop runs sequentially: it has no loop directive, and in a parallel construct.*\\[loop-seq\\]" */
            z[i*m + j] = 0;
    #pragma acc parallel loop /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */ /* INFO "implicit copy\\(idx\\[0:n\\]\\): the region indexes pointer 'idx' and the loop b.*\\[implicit-data\\]" */ /* INFO "implicit present\\(y\\[:\\]\\): the section of 'y' the region uses cannot be det.*\\[implicit-data\\]" */
    for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
        y[idx[i]] = 1;
}

void regions(int n, float *x, float s) {
    #pragma acc data copy(x[0:n])
    {
        #pragma acc parallel loop reduction(+:s) /* INFO "implicit copy\\(s\\): 's' is a reduction variable of a combined construct \\(§.*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */
        for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
            s += x[i];
        #pragma acc parallel /* INFO "implicit copy\\(s\\): 's' is a reduction variable of the 'loop' at line 51, .*\\[implicit-data\\]" */ /* INFO "implicit firstprivate\\(n\\): 'n' is a scalar used in a parallel construct \\(.*\\[implicit-data\\]" */
        {
            #pragma acc loop reduction(max:s)
            for (int i = 0; i < n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a paralle.*\\[loop-parallel\\]" */
                if (x[i] > s) s = x[i];
        }
    }
}
