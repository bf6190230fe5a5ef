package analysis

import (
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// gen10k is the 10,000-line file the editor and checker benchmarks read
// (internal/bigfile).
func gen10k() *source.File {
	return source.NewFile("gen10k.c", []byte(bigfile.C(10000)))
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
