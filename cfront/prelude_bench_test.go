package cfront

import (
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// headersHeavy is a small file whose time is nearly all its headers.
const headersHeavy = `#include <stdlib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#define N 1024

double a[N];

int main(void)
{
	for (int i = 0; i < N; i++)
		a[i] = sqrt((double)i);
	printf("%f\n", a[N-1]);
	return 0;
}
`

func benchmarkParse(b *testing.B, opts Options) {
	f := source.NewFile("/tmp/accls-bench/heavy.c", []byte(headersHeavy))
	Parse(f, opts) // warm the host configuration (and the cache)
	Parse(f, opts)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if u := Parse(f, opts); u.Failed || len(u.Notes) > 0 {
			b.Fatalf("failed: %v", u.Notes)
		}
	}
}

// BenchmarkParseHeaders compares Parse of headersHeavy with the header
// prelude cache warm and off.
func BenchmarkParseHeaders(b *testing.B) {
	b.Run("cached", func(b *testing.B) { benchmarkParse(b, Options{}) })
	b.Run("uncached", func(b *testing.B) { benchmarkParse(b, Options{NoHeaderCache: true}) })
}

// BenchmarkParseBigFile compares Parse of a generated 10,000-line file
// (internal/bigfile) with the cache warm and off.
func BenchmarkParseBigFile(b *testing.B) {
	benchmarkParseBoth(b, source.NewFile("/tmp/accls-bench/big.c", []byte(bigfile.C(10000))), nil)
}

// BenchmarkParseIssueFile is the file of issue 16's measurement: only
// two headers and a macro.
func BenchmarkParseIssueFile(b *testing.B) {
	benchmarkParseBoth(b, source.NewFile("/tmp/accls-bench/issue.c", []byte("#include <stdlib.h>\n#include <math.h>\n#define N 1024\n")), nil)
}

// headerReadings are the two ways Parse reads a file's headers: after
// their header prelude (cached) and whole (uncached).
var headerReadings = []struct {
	name string
	opts Options
}{{"cached", Options{}}, {"uncached", Options{NoHeaderCache: true}}}

// benchmarkParseBoth times Parse of f with the cache warm (read twice
// first: a prelude is built at its prefix's second sighting) and off;
// each, when given, is timed with every Parse.
func benchmarkParseBoth(b *testing.B, f *source.File, each func(*testing.B, *Unit)) {
	for _, c := range headerReadings {
		b.Run(c.name, func(b *testing.B) {
			Parse(f, c.opts)
			Parse(f, c.opts)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				u := Parse(f, c.opts)
				if each != nil {
					each(b, u)
				}
			}
		})
	}
}

// BenchmarkBuildPrelude measures building the prelude of headersHeavy
// (the first reading, once per process and set of headers).
func BenchmarkBuildPrelude(b *testing.B) {
	f := source.NewFile("/tmp/accls-bench/heavy.c", []byte(headersHeavy))
	Parse(f, Options{NoHeaderCache: true})
	cfg, predefined, _, _ := config(Options{})
	end, lines := directivePrefix(f.Text)
	if end == 0 {
		b.Fatal("no prefix")
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		resetPreludeCache()
		preludeFor(cfg, predefined, f.Name, directiveText(f.Text, lines))
		if preludeFor(cfg, predefined, f.Name, directiveText(f.Text, lines)) == nil {
			b.Fatal("no prelude")
		}
	}
}
