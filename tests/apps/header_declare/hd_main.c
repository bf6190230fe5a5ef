/* Declare directives in an included header (OpenACC 3.3 §2.13) seen from
 * a file holding only extern declarations of the variables: the compute
 * constructs here get them as present data (§2.6.2: a visible declare
 * directive), the update directive moves g between the declared copies
 * (§2.14.4), and tab's device copy holds the initial values hd_data.c
 * defines (copyin at program start). r is device_resident: only kernels
 * read it. */
#include <stdio.h>
#include "common.h"
#include "../../conformance/check.h"
#ifdef _OPENACC
#include <openacc.h>
#endif

int main(void) {
#ifdef _OPENACC
  /* The declared copies exist from the start (§2.13). */
  CHECK(acc_is_present(g, sizeof g));
  CHECK(acc_is_present(tab, sizeof tab));
#endif
  fill();
  double s = 0;
#pragma acc parallel loop reduction(+:s) present(tab)
  for (int i = 0; i < N; i++) s += g[i] + f(1.0) + r[i] + tab[(i + 1) % 8];
  /* g's host copy is stale until the update (create moves nothing). */
#pragma acc update self(g)
  printf("sum %g last %g\n", s, g[N - 1]);
  CHECK_NEAR(g[N - 1], 3.0 * (N - 1) + 6, 1e-9);
  /* A host write reaches the device copy only through update device. */
  for (int i = 0; i < N; i++) g[i] = 1;
#pragma acc update device(g)
  double t = 0;
#pragma acc parallel loop reduction(+:t)
  for (int i = 0; i < N; i++) t += g[i] * tab[i % 8];
  printf("weighted %g\n", t);
  CHECK_NEAR(t, (N / 8) * 31.0, 1e-9);
  puts("header_declare: ok");
  return 0;
}
