/* A compute construct in a data construct with if(): copies what the data construct may not have made present, and the whole array of which it names a section (§2.6.5, §2.6.2). */
double a[100];
void f(int use, double *restrict p, int n) {
#pragma acc data copy(a[0:10], p[0:n]) if(use)
{
#pragma acc parallel loop
for (int i = 0; i < 100; i++) a[i] += p[i % n];
}
}
