// Executable directives are not C statements: one in place of the body of
// an if, else, for, while, do or switch, or of a label, would leave the
// next statement as that body (§2.14.4: "It must not appear in place of
// the statement following an if, while, do, switch, or label").
void placement(int n, int k, float *a) {
    #pragma acc enter data copyin(a[0:n])
    if (n > 2) /* NOTE "the statement whose body it would be" */
        #pragma acc update self(a[0:n]) /* ERROR "'update' may not stand in place of the statement of an 'if': it is not a C statement, so the next statement would become that body; put the directive in braces \\(§2.14.4\\) \\[executable-directive-placement\\]" */
    a[0] = 1;
    if (n > 3)
        a[1] = 2;
    else
        #pragma acc update device(a[0:n]) /* ERROR "'update' may not stand in place of the statement of an 'else'" */
    a[1] = 3;
    for (int i = 0; i < k; i++)
        #pragma acc wait(1) /* ERROR "'wait' may not stand in place of the statement of a 'for' loop.*\\(§2.16.3\\)" */
    a[2] = 4;
    while (k-- > 0)
        #pragma acc exit data copyout(a[0:n]) /* ERROR "'exit data' may not stand in place of the statement of a 'while' loop.*\\(§2.6.6\\)" */
    ;
    do
        #pragma acc set device_num(0) /* ERROR "of a 'do' loop.*\\(§2.14.3\\)" */
    k++;
    while (k < 0);
    switch (k) {
    case 1:
        #pragma acc init /* ERROR "'init' may not stand in place of the statement of a case label.*\\(§2.14.1\\)" */
        break;
    }
done:
    #pragma acc shutdown /* ERROR "'shutdown' may not stand in place of the statement of the label 'done'.*\\(§2.14.2\\)" */
    return;
}

// Valid: in braces, or at the start of a block, or after a full
// statement.
void braces(int n, int k, float *a) {
    #pragma acc enter data copyin(a[0:n])
    if (n > 2) {
        #pragma acc update self(a[0:n])
    }
    for (int i = 0; i < k; i++) {
        #pragma acc update device(a[0:n]) async(1)
        #pragma acc wait(1)
    }
    switch (k) {
    case 1: {
        #pragma acc wait
        break;
    }
    }
    if (k)
        a[0] = 1;
    #pragma acc exit data delete(a[0:n])
done:;
    #pragma acc wait
}
