package analysis

import (
	"context"
	"strings"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// BenchmarkReanalyse10kLines is the language server's edit inside a
// function of a 10,000-line file (bench/editor's "+0" after an array
// element): Reanalyse against the file's full analysis, the old text's
// slice already analysed.
func BenchmarkReanalyse10kLines(b *testing.B) {
	text := bigfile.C(10000)
	prev, err := Check(context.Background(), source.NewFile("big10k.c", []byte(text)), Options{})
	if err != nil {
		b.Fatal(err)
	}
	at := strings.Index(text[len(text)/2:], "y[i] = a * x[i]") + len(text)/2 + len("y[i] = a * x[i]")
	f := source.NewFile("big10k.c", []byte(text[:at]+"+0"+text[at:]))
	if _, ok := Reanalyse(context.Background(), prev, f); !ok {
		b.Fatal("Reanalyse declined the edit")
	}
	b.ReportAllocs()
	for b.Loop() {
		Reanalyse(context.Background(), prev, f)
	}
}
