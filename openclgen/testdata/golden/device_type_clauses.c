/* num_gangs, async and wait after device_type chosen at run time by acc_get_device_type(); device_type(*) for the types no other section names (§2.4). */
void f(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n]) num_gangs(1) async(4) device_type(nvidia) num_gangs(2) device_type(radeon, host) num_gangs(3) async(5) device_type(*) wait(6)
for (int i = 0; i < n; i++) y[i] = 0;
#pragma acc update self(y[0:n]) device_type(radeon) async(7)
}
