package analysis

import (
	"context"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// BenchmarkCheck10kLines is `accls check` on a 10,000-line file with
// 1,400 pragmas (internal/bigfile): grammar, C front end, clause and
// semantic rules, as the checker runs them.
func BenchmarkCheck10kLines(b *testing.B) {
	f := source.NewFile("big10k.c", []byte(bigfile.C(10000)))
	b.ReportAllocs()
	for b.Loop() {
		r, err := Check(context.Background(), f, Options{})
		if err != nil || source.HasErrors(r.Diagnostics()) {
			b.Fatalf("the generated file has errors: %v %v", err, r.Diagnostics())
		}
	}
}
