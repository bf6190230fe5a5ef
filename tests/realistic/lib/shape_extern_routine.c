/* The routines shape_extern_routine.c calls, compiled in their own file. */
#pragma acc routine seq
double weight(int i) { return 1.0 + (i % 4) * 0.5; }

#pragma acc routine vector
void scale_row(int m, double *row, double f)
{
#pragma acc loop vector
    for (int j = 0; j < m; j++)
        row[j] *= f;
}
