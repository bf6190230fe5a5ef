// No branch into or out of a compute construct or a structured block
// (§2.5.4).
int f(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n]) /* NOTE "'parallel loop' is here" */
    for (int i = 0; i < n; i++) {
        if (a[i] < 0)
            return i; /* ERROR "'return' leaves the 'parallel loop' construct \\[branch-out-of-region\\]" */
        a[i] = 1;
    }
    for (int k = 0; k < 2; k++) {
        #pragma acc parallel copy(a[0:n])
        {
            if (a[0] > 0)
                break; /* ERROR "'break' leaves the 'parallel' construct" */
            for (int i = 0; i < n; i++) {
                if (a[i] == 0) break;
                if (a[i] == 1) continue;
                a[i] = 2;
            }
        }
    }
    #pragma acc data copy(a[0:n])
    {
        if (n > 10)
            goto out; /* ERROR "'goto out' leaves the structured block of 'data'" */
        #pragma acc kernels
        {
            a[0] = 3;
inside:
            a[1] = 4;
        }
    }
    goto inside; /* ERROR "'goto inside' enters the structured block of 'data'" */ /* ERROR "'goto inside' enters the 'kernels' construct" */
out:
    return 0;
}

// A case or default label inside the block that belongs to a switch
// outside is a jump into it (Duff's device).
void g(int n, float *a, int c) {
    switch (c) {
    case 0:
        #pragma acc parallel copy(a[0:n]) /* NOTE "'parallel' is here" */
        {
            a[0] = 1;
    case 1: /* ERROR "'case 1' belongs to a switch outside: the switch jumps into the 'parallel' construct \\[branch-out-of-region\\]" */
            a[1] = 2;
    default: /* ERROR "'default' belongs to a switch outside: the switch jumps into the 'parallel' construct" */
            a[2] = 3;
        }
    }
    switch (c) {
    case 2:
        #pragma acc data copy(a[0:n])
        {
    case 3: /* ERROR "'case 3' belongs to a switch outside: the switch jumps into the structured block of 'data'" */
            a[3] = 0;
        }
        break;
    }
    // A switch, its labels and its breaks inside the block, and a break of
    // a loop inside it, are fine.
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        switch (i % 3) {
        case 0: a[i] = 0; break;
        default: a[i] = 1;
        }
        for (int k = 0; k < 4; k++) {
            if (a[i] > k) break;
            if (a[i] < 0) continue;
        }
    }
    while (n > 0) {
        #pragma acc data copy(a[0:n])
        {
            for (;;) { if (a[0] > 0) break; a[0] += 1; }
        }
        n--;
    }
}
