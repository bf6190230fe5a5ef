// The kernels plan (§2.5.3): each statement of a kernels region is a
// kernel. It runs over all gangs when it is a gang loop, or when its one
// gang loop is inside no other loop and the code around it writes no
// memory; otherwise on one gang. A sequential loop around gang loops runs
// on the host and launches its body's statements each iteration. The
// loops' infos say what accls compile does with them.

#pragma acc routine gang
static void fill(int n, float *y) {
    #pragma acc loop gang
    for (int i = 0; i < n; i++) /* INFO@5 "loop runs in parallel \\(gang\\): an orphaned loop directive is independen.*\\[loop-parallel\\]" */
        y[i] = 0;
}

void plan(int n, int m, float *restrict y, float *restrict b) {
    #pragma acc kernels copy(y[0:n], b[0:n]) /* INFO@17 "implicit copy\\(m\\): .*; the region never writes it, so its kernels get its value \\[implicit-data\\]" */ /* INFO@17 "implicit copy\\(n\\): .*; the region never writes it, so its kernels get its value \\[implicit-data\\]" */
    {
        // a gang loop: all gangs
        for (int i = 0; i < n; i++) /* INFO@9 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence .*\\[loop-parallel\\]" */
            y[i] = 1;
        // its one gang loop under an if: all gangs
        if (n > 0)
            for (int i = 0; i < n; i++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence .*\\[loop-parallel\\]" */
                y[i] = 2;
        // a write beside the gang loop: one gang
        { /* INFO@9 "this statement of the kernels region runs on one gang: its gang loop at line 28 is inside a loop of the statement or after code that writes memory.*\\[kernels-one-gang\\]" */
            y[0] = 5;
            for (int i = 1; i < n; i++) /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the kernels region at line \\d+ runs on one gang: .*\\[loop-parallel\\]" */
                y[i] = 3;
        }
        // two gang loops in sequence: one gang
        { /* INFO@9 "this statement of the kernels region runs on one gang: it is not itself a gang loop, and it holds 2 gang loops in sequence.*\\[kernels-one-gang\\]" */
            for (int i = 0; i < n; i++) /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the kernels region at line \\d+ runs on one gang: .*\\[loop-parallel\\]" */
                y[i] = 4;
            for (int i = 0; i < n; i++) /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the kernels region at line \\d+ runs on one gang: .*\\[loop-parallel\\]" */
                b[i] = y[i];
        }
        // a time loop around two sweeps: the host runs it
        for (int t = 0; t < m; t++) { /* INFO@9 "loop runs sequentially on the host, launching 2 kernels per iteration:.*\\[loop-seq\\]" */ /* INFO@9 "this loop runs on the host \\(a loop-carried dependence cannot be ruled .*\\) and launches 2 kernels per iteration \\[kernels-host-loop\\]" */
            for (int i = 1; i < n - 1; i++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence .*\\[loop-parallel\\]" */
                y[i] = b[i - 1] + b[i + 1];
            for (int i = 1; i < n - 1; i++) /* INFO@13 "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence .*\\[loop-parallel\\]" */
                b[i] = y[i];
        }
        // a time loop that leaves early: one kernel on one gang
        for (int t = 0; t < m; t++) { /* INFO@9 "loop runs sequentially: it may exit early \\(break at line 50\\).*\\[loop-seq\\]" */ /* INFO@9 "this loop stays on the device as one kernel, not a host loop launching its parallel loops: its body leaves the loop with break \\(line 50\\) \\[kernels-host-loop\\]" */ /* INFO@9 "this statement of the kernels region runs on one gang: its gang loop a.*\\[kernels-one-gang\\]" */
            for (int i = 1; i < n - 1; i++) /* INFO@13 "loop runs in parallel \\(vector\\(256\\)\\) on one gang: the statement of the kernels region at line \\d+ runs on one gang: .*\\[loop-parallel\\]" */
                y[i] = b[i - 1] + b[i + 1];
            if (y[1] > 100)
                break;
        }
    }
    // a gang routine's code outside loops runs once: one gang
    #pragma acc kernels copy(y[0:n]) /* INFO@17 "implicit copy\\(n\\): 'n' is a scalar used in a kernels construct \\(§2\\.6\\.2\\).*\\[implicit-data\\]" */
    {
        fill(n, y); /* INFO@9 "this statement of the kernels region runs on one gang: it calls a gang routine.*\\[kernels-one-gang\\]" */
    }
}
