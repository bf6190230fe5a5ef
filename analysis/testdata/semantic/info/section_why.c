// Why a pointer's section cannot be inferred is said once, not once per
// bound.
void f(double lim, double *restrict x) {
    #pragma acc parallel loop copyin(lim) /* INFO "implicit present\\(x\\[:\\]\\): the section of 'x' the region uses cannot be determined from the loop bounds \\(in x\\[i\\], the loop over 'i' has bounds that are not integer expressions\\); its data must already be present.*\\[implicit-data\\]" */
    for (int i = 0; i < lim; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): a loop directive in a parallel construct is independent.*\\[loop-parallel\\]" */
        x[i] = 1;
}
