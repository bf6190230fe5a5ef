/* The defining file of the header's declared variables (common.h). fill
 * writes g and r on the device: present(g, r) fails at run time unless
 * the header's declare directives made them present (§2.7.8). */
#include "common.h"
double g[N];
int tab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
float r[N];

#pragma acc routine seq
double f(double x) { return x * 3; }

void fill(void) {
#pragma acc parallel loop present(g, r)
  for (int i = 0; i < N; i++) {
    g[i] = f(i) + tab[i % 8];
    r[i] = (float)(i % 5);
  }
}
