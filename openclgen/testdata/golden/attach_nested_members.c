/* Pointer members reached through s.a.v, q->r->v and e[i].v: attached at their own host address after the data action, detached before the exit action (§2.7.2, §2.6.8). */
struct in { int n; double *v; };
struct out { struct in a; struct in *r; };
void f(struct out s, struct out *q, struct in *e, int n, int i) {
#pragma acc enter data copyin(s.a.v[0:n], q->r->v[1:n], e[i].v[0:n])
#pragma acc exit data copyout(s.a.v[0:n])
#pragma acc parallel loop copy(q->r->v[0:n]) present(q[0:1])
for (int k = 0; k < n; k++) q->r->v[k] += s.a.v[k] + e[i].v[k];
}
