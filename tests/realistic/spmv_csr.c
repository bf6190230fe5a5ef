/* Sparse matrix-vector product in CSR: the row loop is gang-partitioned,
 * the inner loop over a row's nonzeros is a vector loop with a reduction. */
#include <stdio.h>
#include <stdlib.h>

#define NROWS 4000

int main(void)
{
    int n = NROWS;
    int *rowptr = malloc((n + 1) * sizeof(int));
    int nnz = 0;
    for (int i = 0; i < n; i++)
        nnz += 1 + (i % 7) + (i > 0) + (i < n - 1);
    int *col = malloc(nnz * sizeof(int));
    double *val = malloc(nnz * sizeof(double));
    double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
    int k = 0;
    for (int i = 0; i < n; i++) {
        rowptr[i] = k;
        if (i > 0) { col[k] = i - 1; val[k++] = -1.0; }
        col[k] = i; val[k++] = 4.0;
        if (i < n - 1) { col[k] = i + 1; val[k++] = -1.0; }
        for (int j = 0; j < i % 7; j++) { col[k] = (i * 13 + j * 101) % n; val[k++] = 0.5 * (j + 1); }
    }
    rowptr[n] = k;
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 10);
#pragma acc parallel loop gang vector_length(32) copyin(rowptr[0:n+1], col[0:nnz], val[0:nnz], x[0:n]) copyout(y[0:n])
    for (int i = 0; i < n; i++) {
        double sum = 0.0;
#pragma acc loop vector reduction(+:sum)
        for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
            sum += val[j] * x[col[j]];
        y[i] = sum;
    }
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = rowptr[i]; j < rowptr[i + 1]; j++)
            s += val[j] * x[col[j]];
        if (s != y[i]) {
            printf("spmv_csr: row %d: %g, want %g\n", i, y[i], s);
            return 1;
        }
    }
    printf("spmv_csr: %d rows %d nonzeros ok\n", n, nnz);
    return 0;
}
