/* __accrt_prof_begin/_end around each directive's actions, naming the construct, file and line, in the order the actions run (§5.1, §5.2.1). */
void f(double *a, int n) {
#pragma acc init
#pragma acc enter data copyin(a[0:n])
#pragma acc update self(a[0:n]) async(2)
#pragma acc wait(2)
#pragma acc data copy(a[0:n])
{
#pragma acc parallel loop present(a[0:n])
for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc exit data delete(a[0:n])
#pragma acc set default_async(1)
#pragma acc shutdown
}
