// Statements of regions that accls compile cannot translate: analysis
// decides them from the model alone.
void clamp(int n, float *restrict y) {
#pragma acc data copy(y[0:n])
    {
        int i = 0;
    again:
        if (i < n) {
            y[i] = y[i] < 0 ? 0 : y[i];
            i++;
            goto again; /* ERROR "goto in the data region.*\\[unsupported\\]" */
        }
    }
}

void relu(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++) {
        if (y[i] >= 0)
            goto done; /* ERROR "goto in the parallel loop region.*\\[unsupported\\]" */ /* ERROR "goto inside a compute region.*\\[unsupported\\]" */
        y[i] = 0;
    done:; /* ERROR "a label inside a compute region.*\\[unsupported\\]" */
    }
}

void fence(int n, float *restrict y) {
#pragma acc parallel loop copy(y[0:n])
    for (int i = 0; i < n; i++) {
        __asm__ volatile("" ::: "memory"); /* ERROR "a asm statement in a compute region.*\\[unsupported\\]" */
        y[i] = 1;
    }
}
