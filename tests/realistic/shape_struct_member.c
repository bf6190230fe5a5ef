/* An array of structs each holding a fixed-size array member: the member
 * of one element is named without a subarray in data clauses (A[i].data),
 * as codes with per-block storage write it. */
#include <stdio.h>

#define NBLK 4
#define BS 256

typedef struct {
    int id;
    double data[BS];
} block;

int main(void)
{
    static block A[NBLK];
    for (int b = 0; b < NBLK; b++) {
        A[b].id = b;
        for (int i = 0; i < BS; i++)
            A[b].data[i] = i;
    }
    for (int b = 0; b < NBLK; b++) {
        double f = b + 1;
#pragma acc parallel loop copy(A[b].data)
        for (int i = 0; i < BS; i++)
            A[b].data[i] *= f;
    }
    for (int b = 0; b < NBLK; b++)
        for (int i = 0; i < BS; i++)
            if (A[b].data[i] != (double)i * (b + 1)) {
                printf("shape_struct_member: A[%d].data[%d] = %g\n", b, i, A[b].data[i]);
                return 1;
            }
    printf("shape_struct_member: ok\n");
    return 0;
}
