package openclgen

import (
	"context"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// bigModel is the model of the editor benchmarks' 10,000-line file
// (internal/bigfile), which accls check translates for its limits.
func bigModel(b *testing.B) *analysis.Model {
	b.Helper()
	f := source.NewFile("big.c", []byte(bigfile.C(10000)))
	r, err := analysis.Check(context.Background(), f, analysis.Options{})
	if err != nil {
		b.Fatal(err)
	}
	if source.HasErrors(r.Diagnostics()) {
		b.Fatalf("the benchmark file has errors: %v", r.Diagnostics()[0])
	}
	return r.Model()
}

// BenchmarkLimits10k is the translator's share of accls check on the
// 10,000-line file (issue 16).
func BenchmarkLimits10k(b *testing.B) { benchmark10k(b, func(m *analysis.Model) { Limits(m) }) }

// BenchmarkTranslate10k is accls compile's translation of the same file.
func BenchmarkTranslate10k(b *testing.B) { benchmark10k(b, func(m *analysis.Model) { Translate(m) }) }

func benchmark10k(b *testing.B, run func(*analysis.Model)) {
	m := bigModel(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		run(m)
	}
}
