// The data of a data clause has a complete type: a struct or union
// declared but not defined has no size to allocate or copy (§2.7).
struct opaque;
union cell;
struct node { struct opaque *impl; int n; struct node *next; };
extern struct opaque whole;

void f(int n, struct opaque *p, union cell *c, struct node *q, struct opaque **pp) {
    #pragma acc enter data copyin(p[0:n]) /* ERROR "'p\\[0:n\\]' in 'copyin' has incomplete type struct opaque \\(declared but not defined here\\): a data clause needs the size of its data \\[incomplete-type\\]" */
    #pragma acc data copy(c[0:1]) /* ERROR "'c\\[0:1\\]' in 'copy' has incomplete type union cell" */
    { }
    #pragma acc update device(q->impl[0:1]) /* ERROR "'q->impl\\[0:1\\]' in 'device' has incomplete type struct opaque" */
    #pragma acc data present(whole) /* ERROR "'whole' in 'present' has incomplete type struct opaque" */
    { }
    #pragma acc data copyin(pp[0:n][0:1]) /* ERROR "'pp\\[0:n\\]\\[0:1\\]' in 'copyin' has incomplete type struct opaque" */
    { }
    // Pointers to incomplete types named alone, arrays of pointers to
    // them, and complete structs are fine.
    #pragma acc data copyin(p, c, pp[0:n], q[0:n])
    { }
}
