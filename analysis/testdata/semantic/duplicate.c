// The same variable in two data clauses of one construct (§2.7): the
// clauses apply as one merged data clause (sem_clauses_merge.go).
void f(int n, float *x, float *y, float *z, float s) {
    // copyin + copy is copy; the same clause twice is that clause.
    #pragma acc parallel copyin(x[0:n]) copy(x[0:n])
    { x[0] = 1; }
    #pragma acc data copyin(y[0:n], y[0:n])
    { }
    // copyin + copyout is copy; present + copyin is copyin; create + copyout is copyout.
    #pragma acc data copyin(x[0:n]) copyout(x[0:n]) present(y[0:n]) copyin(y[0:n]) create(z[0:n]) copyout(z[0:n])
    { }
    // Conflicting actions: a warning, and the merged clause applies.
    #pragma acc exit data copyout(x[0:n]) delete(x[0:n]) /* WARNING "'x\\[0:n\\]' appears in 'copyout' and in 'delete' on this 'exit data': 'delete' would discard.*\\[conflicting-data-clauses\\]" */ /* NOTE "is in 'copyout' here" */
    #pragma acc parallel copyin(readonly: y[0:n]) copyout(y[0:n]) /* WARNING "'readonly' promises.*both apply as 'copy'" */
    { y[0] = 1; }
    // Clauses whose actions do not combine stay errors.
    #pragma acc parallel loop firstprivate(s) copyin(s) /* ERROR "'s' appears in 'copyin' but is already in 'firstprivate'.*do not combine.*\\[duplicate-data-clause\\]" */
    for (int i = 0; i < n; i++)
        x[i] = s;
    #pragma acc parallel deviceptr(z) copy(z[0:n]) /* ERROR "'z\\[0:n\\]' appears in 'copy' but is already in 'deviceptr'" */
    { z[0] = 1; }
    #pragma acc data copyin(x[0:n]) copyout(x[1:n]) /* ERROR "different sections of one variable do not combine" */
    { }
    // A reduction variable may also be in a data clause.
    #pragma acc parallel loop reduction(+:s) copy(s) copyin(y[0:n])
    for (int i = 0; i < n; i++)
        s += y[i];
}
