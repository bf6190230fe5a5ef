// Kernels loops over struct members: C's effective type rules (strict
// aliasing) tell p->n (int) from p->v[i] (double), and p->v[i] from
// p->v[i+1] when nothing in the loop can change the pointer p->v.
struct in { int n; double *v; };
struct vec { int n; double *v; double *w; float *f; double a[8]; struct in in; struct in *r; };

void f(struct vec *p, struct vec s, struct in *q, int k, double **pp) {
    #pragma acc kernels present(p[0:1], q[0:4]) copy(s) /* INFO "implicit copy\\(k\\)" */ /* INFO "implicit copy\\(pp\\[0:1\\]\\)" */
    {
        for (int i = 0; i < p->n; i++) /* INFO "loop runs in parallel \\(gang, vector\\(256\\)\\): no loop-carried dependence was found \\[loop-parallel\\]" */
            p->v[i] = 2.0 * i;
        for (int i = 0; i < p->n; i++) /* INFO "loop runs in parallel" */
            p->v[i] = p->v[i] + p->f[i];
        for (int i = 0; i < s.in.n; i++) /* INFO "loop runs in parallel" */
            s.in.v[i] = s.in.v[i] * 2;
        for (int i = 0; i < p->r->n; i++) /* INFO "loop runs in parallel" */
            p->r->v[i] += 1;
        for (int i = 0; i < q[k].n; i++) /* INFO "loop runs in parallel" */
            q[k].v[i] = q[2].n;
        for (int i = 0; i < 8; i++) /* INFO "loop runs in parallel" */
            p->a[i] = p->a[i] + p->n;
        // A dependence through the member is still one.
        for (int i = 1; i < p->n; i++) /* INFO "loop runs sequentially: loop-carried flow dependence: p->v\\[i\\] is written .*\\[loop-seq\\]" */
            p->v[i] = p->v[i - 1];
        // Two double pointers may point to the same data, and p->v may
        // point into p->a (both double).
        for (int i = 0; i < p->n; i++) /* INFO "loop runs sequentially: p->w\\[i\\] and p->v\\[i\\] cannot be compared" */
            p->v[i] = p->w[i];
        for (int i = 0; i < 8; i++) /* INFO "loop runs sequentially: p->a\\[i\\] and p->v\\[i\\] cannot be compared" */
            p->v[i] = p->a[i];
        // The pointer changes in the loop, or may: through a write of its
        // own type, or the struct selected changes with the loop.
        for (int i = 0; i < p->n; i++) { /* INFO "loop runs sequentially: p->v may not be the same array in every iteration" */
            p->v[i] = 1;
            p->v = p->w;
        }
        for (int i = 0; i < p->n; i++) { /* INFO "loop runs sequentially" */
            p->v[i] = 1;
            pp[0] = p->w;
        }
        for (int i = 0; i < 4; i++) /* INFO "loop runs sequentially: q\\[i\\].v may not be the same array" */
            q[i].v[0] = i;
    }
}

// Type-based rules do not apply across char accesses, which may alias
// anything, nor between members of one type reached through two pointers.
struct bytes { int n; char *c; };
void g(struct bytes *b, struct vec *p, struct vec *o) {
    #pragma acc kernels present(b[0:1], p[0:1], o[0:1])
    {
        for (int i = 0; i < 16; i++) /* INFO "loop runs sequentially: b->c may not be the same array in every iteration" */
            b->c[i] = 0;
        for (int i = 0; i < 16; i++) /* INFO "loop runs sequentially: 'o' and 'p' may point to the same data" */
            p->v[i] = o->v[i];
        for (int i = 0; i < 16; i++) /* INFO "loop runs in parallel" */
            p->v[i] = o->n;
    }
}

// A union's members share their bytes whatever their types.
union word { int i; float f; };
struct holder { union word *w; union word u[16]; };
void h(struct holder *p) {
    #pragma acc kernels present(p[0:1])
    {
        for (int i = 1; i < 16; i++) /* INFO "loop runs sequentially" */
            p->u[i].f = p->u[i - 1].i;
    }
}
