// Directive forms the translation has no code for.
void scale(int n, float *a) {
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] *= 2;
#pragma acc exit data copyout(a[0:n])
}

void stage(int n, float *a) {
    if (n > 0) {
        float t[16];
#pragma acc declare create(t) /* ERROR "a 'declare' directive in a nested block.*\\[unsupported\\]" */
#pragma acc parallel loop present(t)
        for (int i = 0; i < 16; i++)
            t[i] = a[i % n];
    }
}

void touch(int n) {
    extern float g[8];
#pragma acc declare link(g) /* ERROR "the link clause on 'declare'.*\\[unsupported\\]" */
#pragma acc serial
    g[0] = n;
}

void pick(void) {
#pragma acc set device_type(nvidia, radeon) /* ERROR "more than one device type on 'set'.*\\[unsupported\\]" */
#pragma acc init device_type(acme) /* ERROR "the device type 'acme' \\(accls knows.*\\[unsupported\\]" */ /* WARNING "'acme' is not a device type.*\\[unknown-device-type\\]" */
#pragma acc shutdown device_type(host)
}
