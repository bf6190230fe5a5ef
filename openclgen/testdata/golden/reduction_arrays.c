/* Reductions on a subarray of run-time bounds, a private array over worker and vector lanes, a struct and an array element: per-lane copies and a fold kernel per element (§2.5.15). */
struct st { int n; double s; long b[3]; };
void f(int n, int m, const int *restrict a, double *restrict h) {
	int hist[8] = {0};
	struct st t = {0, 0, {0, 0, 0}};
#pragma acc parallel loop reduction(+:h[1:m]) copyin(a[0:n])
	for (int i = 0; i < n; i++) h[1 + a[i] % m] += 1;
#pragma acc parallel loop gang copyin(a[0:n]) copy(hist)
	for (int g = 0; g < n; g++) {
		int row[4] = {0, 0, 0, 0};
#pragma acc loop worker vector reduction(max:row)
		for (int j = 0; j < n; j++) row[j % 4] = a[j] > row[j % 4] ? a[j] : row[j % 4];
		hist[g % 8] = row[g % 4];
	}
#pragma acc parallel loop reduction(+:t, hist[5]) copyin(a[0:n])
	for (int i = 0; i < n; i++) { t.n++; t.s += a[i]; t.b[i % 3] += a[i]; hist[5] += 1; }
}
