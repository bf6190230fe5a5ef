/* device_type clauses tuned per target, including device types accls does
 * not know (multicore, nvidia, radeon): the clauses after them do not
 * apply to this device. */
#include <stdio.h>

#define N 8192

int main(void)
{
    static double x[N];
    double sum = 0.0;
#pragma acc parallel loop copyout(x) reduction(+:sum) device_type(nvidia) vector_length(128) device_type(multicore) num_gangs(4) device_type(*) vector_length(32)
    for (int i = 0; i < N; i++) {
        x[i] = i * 0.5;
        sum += x[i];
    }
#pragma acc kernels loop copy(x) device_type(radeon) gang vector(64)
    for (int i = 0; i < N; i++)
        x[i] += 1.0;
    double ref = 0.0;
    for (int i = 0; i < N; i++) {
        ref += i * 0.5;
        if (x[i] != i * 0.5 + 1.0) {
            printf("shape_device_type: x[%d] = %g\n", i, x[i]);
            return 1;
        }
    }
    if (sum != ref) {
        printf("shape_device_type: sum %g want %g\n", sum, ref);
        return 1;
    }
    printf("shape_device_type: ok\n");
    return 0;
}
