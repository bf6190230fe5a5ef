// Package bigfile writes the large, valid OpenACC C files the editor and
// checker benchmarks read (issue 16): functions with parallel loops with
// data clauses and reductions, kernels regions, data regions and collapse,
// about one pragma in eight lines, the mix of real application files.
package bigfile

import (
	"fmt"
	"strings"
)

// C returns a C file of at least lines lines (one block of five functions
// past it at most).
func C(lines int) string {
	var b strings.Builder
	b.WriteString(header)
	n := strings.Count(header, "\n")
	for i := 0; n < lines; i++ {
		fmt.Fprintf(&b, block, i)
		n += blockLines
	}
	return b.String()
}

// Pragmas counts the lines of text that start a directive.
func Pragmas(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "#pragma acc") {
			n++
		}
	}
	return n
}

// EditLine is the 0-based line of the first parallel loop directive of
// block i (its saxpy function), where the benchmarks type a clause.
func EditLine(i int) int {
	return strings.Count(header, "\n") + i*blockLines + 1
}

const header = "#include <stdlib.h>\n#include <math.h>\n#define N 1024\n\n"

var blockLines = strings.Count(block, "\n")

// block is five functions; %[1]d numbers them.
const block = `void saxpy%[1]d(int n, float a, float *restrict x, float *restrict y) {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
}

double dot%[1]d(int n, const double *x, const double *y) {
    double s = 0.0;
    #pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

void stencil%[1]d(int n, int m, float *restrict in, float *restrict out) {
    #pragma acc data copyin(in[0:n*m]) copyout(out[0:n*m])
    {
        #pragma acc kernels
        for (int i = 1; i < n - 1; i++) {
            for (int j = 1; j < m - 1; j++) {
                float t = in[i*m + j - 1] + in[i*m + j + 1];
                out[i*m + j] = 0.25f * (t + in[(i-1)*m + j] + in[(i+1)*m + j]);
            }
        }
    }
}

void scan%[1]d(int n, float *a) {
    float mx = 0;
    #pragma acc kernels
    {
        for (int i = 1; i < n; i++)
            a[i] = a[i-1] + a[i];
        for (int i = 0; i < n; i++)
            if (a[i] > mx) mx = a[i];
    }
}

void matmul%[1]d(float A[N][N], float B[N][N], float C[N][N]) {
    #pragma acc parallel loop gang collapse(2)
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            float sum = 0;
            #pragma acc loop vector reduction(+:sum)
            for (int k = 0; k < N; k++)
                sum += A[i][k] * B[k][j];
            C[i][j] = sum;
        }
}

`

// BlockLines is the number of lines of one block of five functions.
func BlockLines() int { return blockLines }
