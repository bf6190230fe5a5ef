// Members in data clauses beyond one level (§2.7.1, §2.6.8): a member of
// a struct member, one reached through two pointers, one of an array
// element, on enter data, exit data, data and compute constructs and a
// declare directive; attach(p) of a pointer variable on a compute
// construct; a kernels loop over p->v[i] bounded by p->n.
#include <stdlib.h>

struct in { int n; double *v; };
struct out { int k; struct in a; struct in *r; };

void nested(struct out s, struct out *q, struct in *e, int m) {
    #pragma acc enter data copyin(s) copyin(s.a.v[0:s.a.n])
    #pragma acc enter data copyin(q[0:1], q->r[0:1], q->r->v[0:q->r->n])
    #pragma acc enter data copyin(e[0:m])
    for (int i = 0; i < m; i++) {
        #pragma acc enter data copyin(e[i].v[0:e[i].n])
    }
    #pragma acc parallel loop present(s, q[0:1])
    for (int i = 0; i < s.a.n; i++)
        s.a.v[i] += q->r->v[i % q->r->n];
    #pragma acc kernels present(q[0:1])
    for (int i = 0; i < q->r->n; i++)
        q->r->v[i] = 2 * q->r->v[i];
    #pragma acc data copy(e[0].v[0:e[0].n]) present(e[0:m])
    {
        #pragma acc parallel loop attach(e[1].v)
        for (int k = 0; k < e[0].n; k++)
            e[0].v[k] += 1;
    }
    #pragma acc exit data copyout(s.a.v[0:s.a.n], q->r->v[0:q->r->n]) delete(s, q->r[0:1], q[0:1])
}

void attached(int n, double *p) {
    #pragma acc enter data copyin(p[0:n])
    #pragma acc enter data copyin(p)
    #pragma acc parallel loop attach(p)
    for (int i = 0; i < n; i++)
        p[i] = i;
    #pragma acc exit data delete(p)
    #pragma acc exit data copyout(p[0:n])
}

void declared(struct in *s) {
    #pragma acc declare copyin(s[0:1]) copy(s->v[0:s->n])
    #pragma acc kernels present(s[0:1])
    for (int i = 0; i < s->n; i++)
        s->v[i] += 0.5;
}
