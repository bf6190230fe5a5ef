// The statement forms of the atomic construct (§2.12).
void f(int n, int *x, float *hist, int *v) {
    int c = 0, old = 0;
    #pragma acc parallel loop copy(x[0:n], hist[0:16], v[0:n]) copy(c, old)
    for (int i = 0; i < n; i++) {
        #pragma acc atomic
        c++;
        #pragma acc atomic update
        hist[x[i] % 16] += 1.0f;
        #pragma acc atomic update
        c = c * 2;
        #pragma acc atomic read
        v[i] = c;
        #pragma acc atomic write
        c = i;
        #pragma acc atomic capture
        old = c++;
        #pragma acc atomic capture
        { old = c; c += 2; }
        #pragma acc atomic capture
        { c = c - 1; old = c; }

        #pragma acc atomic read
        v[i] = c + 1; /* ERROR "the statement of 'atomic read' must have an lvalue as x \\[atomic-form\\]" */
        #pragma acc atomic write
        c = c + 1; /* ERROR "the statement of 'atomic write' must not use x on the right-hand side" */
        #pragma acc atomic update
        c = i; /* ERROR "the statement of 'atomic update' must be x\\+\\+, x--, x binop= expr or x = x binop expr" */
        #pragma acc atomic
        c += c; /* ERROR "must not use x in expr of 'x binop= expr'" */
        #pragma acc atomic update
        { c++; } /* ERROR "must be a single expression statement, not a block" */
        #pragma acc atomic capture
        { old = c; c++; old++; } /* ERROR "block must hold two statements, a read of x and an update of x; it holds 3" */
        #pragma acc atomic capture
        { old = c; v[i]++; } /* ERROR "block must read and update the same x" */
        #pragma acc atomic update
        v[c ? 1 : 2] = v[c ? 2 : 1] + 1; /* ERROR "must be x = x binop expr or x = expr binop x, with x once on the right" */
        #pragma acc atomic update
        v[(long)c] = v[(int)c] + 1; /* ERROR "must be x = x binop expr or x = expr binop x, with x once on the right" */
    }
}
