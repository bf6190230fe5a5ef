/* Array members index the struct's own device copy; only pointer members hold a device address (ACC_PTR). */
struct g { int n; double v[8]; double *w; };
void f(struct g *p) {
struct g s;
#pragma acc parallel loop copy(s) copy(p[0:1])
for (int i = 0; i < 8; i++) { s.v[i] += 1; p->v[i] += s.v[i]; }
}
