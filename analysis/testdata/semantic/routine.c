// The routine directive names a function or precedes one (§2.15.1).
int counter;

#pragma acc routine(nosuch) seq /* ERROR "'nosuch' in 'routine' is not declared \\[undeclared-variable\\]" */
#pragma acc routine(counter) seq /* ERROR "'counter' in 'routine' is a variable, not a function \\[routine-not-function\\]" */

float sq(float x);
#pragma acc routine(sq) seq

#pragma acc routine seq /* ERROR "'routine' without a name must be followed by a function declaration or definition \\[routine-not-function\\]" */
int notfunc;

#pragma acc routine vector
float sum(const float *a, int n);

float sq(float x) { return x * x; }
