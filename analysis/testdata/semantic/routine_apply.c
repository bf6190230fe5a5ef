// §2.15.1: a routine directive comes before any definition or use of its
// function, and the routine directives of one function agree on its level
// of parallelism for each device type.
float sq(float x);
float cube(float x);
float half(float x);
float twice(float x);
float neg(float x);

#pragma acc routine seq /* NOTE@21 "the first routine directive makes it a seq routine here" */
float sq(float x);
#pragma acc routine(sq) vector /* ERROR "'sq' is already a seq routine: a second routine directive may not make it a vector routine \\(§2.15.1\\) \\[routine-conflict\\]" */

#pragma acc routine worker
float cube(float x);
#pragma acc routine device_type(nvidia) worker device_type(*) vector /* ERROR "'cube' is already a worker routine \\(for device types no device_type clause names\\): a second routine directive may not make it a vector routine \\(§2.15.1\\)" */
float cube(float x) { return x * x * x; }

float half(float x) { return x / 2; } /* NOTE "'half' is defined here" */
#pragma acc routine(half) seq /* ERROR "the routine directive for 'half' comes after its definition: it must appear before any definition or use of the function \\(§2.15.1\\) \\[routine-after-use\\]" */

void early(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = twice(a[i]); /* NOTE "'twice' is used here" */
}
#pragma acc routine seq /* ERROR "the routine directive for 'twice' comes after a use of it" */
float twice(float x) { return 2 * x; }

// Valid: the same level on the prototype and the definition, by name
// before the first use, device-specific levels that agree.
#pragma acc routine seq
float sq(float x) { return x * x; }

#pragma acc routine(neg) device_type(nvidia) worker device_type(*) vector
#pragma acc routine device_type(nvidia) worker device_type(*) vector
float neg(float x) { return -x; }

void late(int n, float *a) {
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = sq(neg(a[i]));
}

// bind: the declaration and the definition bind to the same name.
float dev_a(float x);
float dev_b(float x);
#pragma acc routine seq bind(dev_a) /* NOTE@25 "the first bind clause is here" */
float pick(float x);
#pragma acc routine seq bind(dev_b) /* ERROR "'pick' is already bound to 'dev_a': a second routine directive may not bind it to 'dev_b' \\(§2.15.1\\) \\[routine-conflict\\]" */
float pick(float x) { return x; }

#pragma acc routine seq bind("dev_c")
float same(float x);
#pragma acc routine seq bind(dev_c)
float same(float x) { return x; }
