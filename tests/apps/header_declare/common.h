/* Declare directives in a header included by both files of the program
 * (OpenACC 3.3 §2.13): each is a file-scope declare of every file that
 * includes it, so the device copies exist from the program's first
 * runtime call, whichever file uses them. tab is defined with initial
 * values in hd_data.c only; hd_main.c sees its extern declaration. */
#ifndef COMMON_H
#define COMMON_H
#define N 512
extern double g[N];
extern int tab[8];
extern float r[N];
/* create (§2.13.2): device memory, no transfer. */
#pragma acc declare create(g)
/* copyin (§2.13, §2.7.7): the device copy starts with tab's initial values. */
#pragma acc declare copyin(tab)
/* device_resident (§2.13.1): r lives on the device only. */
#pragma acc declare device_resident(r)
#pragma acc routine seq
double f(double x);
void fill(void);
#endif
