package analysis

import (
	"fmt"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// gen10k writes a C file of about 10,000 lines: functions with parallel
// loops, kernels regions with nests, data regions and reductions, the mix
// the analysis meets in practice.
func gen10k() *source.File {
	var b strings.Builder
	b.WriteString("#include <stdlib.h>\n#include <math.h>\n#define N 1024\n\n")
	for i := 0; b.Len() == 0 || strings.Count(b.String(), "\n") < 10000; i++ {
		fmt.Fprintf(&b, `void saxpy%[1]d(int n, float a, float *restrict x, float *restrict y) {
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

`, i)
	}
	return source.NewFile("gen10k.c", []byte(b.String()))
}

func BenchmarkAnalyze10kLines(b *testing.B) {
	f := gen10k()
	dirs, _ := grammar.ParseFile(f, grammar.ModeC)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, diags := Analyze(f, dirs, Options{Info: true})
		if source.HasErrors(diags) {
			b.Fatalf("the generated file has errors: %v", diags[0])
		}
	}
	b.ReportMetric(float64(f.LineCount()), "lines")
}
