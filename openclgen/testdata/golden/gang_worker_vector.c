/* Three levels of parallelism on one nest: gang over rows, worker over blocks, vector over columns (§2.9.2-2.9.4). */
void scale(int n, int m, double *restrict a, const double *restrict s)
{
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(a[0:n*m]) copyin(s[0:n])
	for (int i = 0; i < n; i++) {
#pragma acc loop worker
		for (int b = 0; b < m / 32; b++) {
#pragma acc loop vector
			for (int j = 0; j < 32; j++)
				a[i * m + b * 32 + j] *= s[i];
		}
	}
}
