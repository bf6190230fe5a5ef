// Reduction operators and types (§2.5.15), and reduction vs private.
#include <complex.h>

struct vec { float x, y; };
struct node { float v; struct node *next; };

void f(int n, float *a) {
    float fs = 0; int is = 0; double complex cs = 0;
    struct vec v = {0, 0};
    struct node nd;
    float *ptr = a;
    #pragma acc parallel loop reduction(&:fs) copyin(a[0:n]) /* ERROR "the bitwise reduction operator '&' needs an integer variable; 'fs' is float \\[reduction-type\\]" */
    for (int i = 0; i < n; i++) fs = a[i];
    #pragma acc parallel loop reduction(max:cs) /* ERROR "reduction\\(max\\) does not apply to 'cs': complex numbers" */
    for (int i = 0; i < n; i++) cs = i;
    #pragma acc parallel loop reduction(max:nd) /* ERROR "reduction\\(max\\) does not apply to 'nd' \\(struct node\\): every member must suit the operator, and reduction\\(max\\) does not apply to 'nd.next': it is a pointer" */
    for (int i = 0; i < n; i++) nd.v = i;
    #pragma acc parallel loop reduction(+:ptr) /* ERROR "it is a pointer" */
    for (int i = 0; i < n; i++) ptr = a;
    #pragma acc parallel loop reduction(+:is) private(is) /* ERROR "'is' is a reduction variable and also 'private' on this 'parallel loop' \\[reduction-private\\]" */
    for (int i = 0; i < n; i++) is += i;
    // Valid: integer bitwise, struct of numbers, arrays.
    int bits = 0; int hist[8] = {0};
    #pragma acc parallel loop reduction(|:bits) reduction(+:v, hist)
    for (int i = 0; i < n; i++) { bits |= i; v.x += i; v.y += 1; hist[i % 8] += 1; }
}
