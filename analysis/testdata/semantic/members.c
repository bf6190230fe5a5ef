// Members in data clauses (§2.7.1): the subscripts after the outermost
// member are the section and apply to the member's type; those inside the
// member's path select the struct (q[i].v). Nested members of present
// structs are attached (§2.6.8).
struct in { int n; double *v; double w[4]; };
struct out { int k; struct in a; struct in *r; };

void f(struct out s, struct out *q, struct in *arr, int n, int i) {
    // Valid: a nested member's pointer, one through pointers, one of an
    // array element, an array member of a nested struct.
    #pragma acc enter data copyin(s.a.v[0:n], q->r->v[0:n], arr[i].v[0:n], s.a.w[1:2])
    #pragma acc enter data copyin(arr[0].v[0:n], arr[1].v[0:n])
    #pragma acc enter data attach(s.a.v, q->r->v, arr[i].v)
    // The section applies to the member: its errors name the member.
    #pragma acc enter data copyin(s.a.v[1:]) /* ERROR@35 "the subarray of pointer 's.a.v' needs a length: write s.a.v\\[1:length\\]" */
    #pragma acc enter data copyin(s.a.w[2:3]) /* ERROR "the subarray s.a.w\\[2:3\\] ends at element 4, past the end of 's.a.w'" */
    #pragma acc enter data copyin(s.a[0:1]) /* ERROR@35 "'s.a' has type struct in here, which takes no subscript.*\\[subscript-of-non-array\\]" */
    // A subscript inside the path applies to the struct it selects.
    #pragma acc enter data copyin(s[0].a.v[0:n]) /* ERROR@35 "'s' has type struct out here, which takes no subscript: only arrays and pointers have elements \\[subscript-of-non-array\\]" */
    // The same member twice; members of two elements are two variables.
    #pragma acc enter data copyin(arr[i].v[0:n]) create(arr[i].v[1:n]) /* ERROR "'arr\\[i\\].v\\[1:n\\]' appears in 'create' but is already in 'copyin'.*different sections" */ /* NOTE "is in 'copyin' here" */
}
