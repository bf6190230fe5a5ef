/* Gang, worker and vector routines defined in el_routines.c and called
 * from compute regions of el_main.c (OpenACC 3.3 §2.15.1). The routine
 * directives stand on the prototypes, so the calling file sees each
 * routine's level where it calls it. */
#ifndef EL_H
#define EL_H

/* a vector loop with a sum reduction: every lane returns the dot product */
#pragma acc routine vector
double el_dot(int n, const double *a, const double *x);

/* a private value computed in vector-single mode, a vector loop writing
 * memory, and a max reduction returned */
#pragma acc routine vector
double el_shift_max(int n, double *a, double s);

/* y = A x on m rows: a worker loop over the rows calling el_dot, with a
 * worker reduction of the row values */
#pragma acc routine worker
double el_matvec(int m, int n, const double *a, const double *x, double *y);

/* a gang loop over rows, each row scaled by a vector loop */
#pragma acc routine gang
void el_scale_rows(int m, int n, double *a, const double *f);

#endif
