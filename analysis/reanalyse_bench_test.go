package analysis

import (
	"context"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// BenchmarkReanalyse10kLines is the language server's edit inside a
// function of a 10,000-line file (bench/editor's "+0" after an array
// element): Reanalyse against the file's full analysis, the old text's
// slice already analysed.
func BenchmarkReanalyse10kLines(b *testing.B) {
	benchReanalyse(b, bigfile.C(10000), 1, false)
}

// BenchmarkReanalyse10kLinesNoHeaders is BenchmarkReanalyse10kLines with
// the file's #include lines blanked: what is left of a slice's cost once
// the C front end need not read the headers again.
func BenchmarkReanalyse10kLinesNoHeaders(b *testing.B) {
	text := bigfile.C(10000)
	for _, h := range []string{"#include <stdlib.h>", "#include <math.h>"} {
		text = strings.Replace(text, h, strings.Repeat(" ", len(h)), 1)
	}
	benchReanalyse(b, text, 1, false)
}

// BenchmarkReanalyse10kLinesFuncs is the same edit in 1 to 64 functions
// spread over the file at once (a replace-all, a patch): "typed" with
// the old text's slice kept from the edit before (as the language server
// types on), "fresh" with none (`accls check` after a `git pull`: both
// slices analysed); "check" is the full analysis they stand for. Each
// reports its CPU time (user and system, every thread) per operation.
func BenchmarkReanalyse10kLinesFuncs(b *testing.B) {
	text := bigfile.C(10000)
	b.Run("check", func(b *testing.B) {
		f := source.NewFile("big10k.c", []byte(text))
		defer reportCPU(b)()
		for b.Loop() {
			if _, err := Check(context.Background(), f, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
	for _, n := range []int{1, 2, 3, 4, 8, 16, 32, 64} {
		for _, fresh := range []bool{false, true} {
			name := fmt.Sprintf("%d/typed", n)
			if fresh {
				name = fmt.Sprintf("%d/fresh", n)
			}
			b.Run(name, func(b *testing.B) { benchReanalyse(b, text, n, fresh) })
		}
	}
}

// benchReanalyse types "+0" after an array element of n functions of
// text, spread over it, and reanalyses; fresh: with no old slice kept.
func benchReanalyse(b *testing.B, text string, n int, fresh bool) {
	prev, err := Check(context.Background(), source.NewFile("big10k.c", []byte(text)), Options{})
	if err != nil {
		b.Fatal(err)
	}
	const after = "y[i] = a * x[i]"
	edited := text
	for k := n - 1; k >= 0; k-- {
		from := len(text) * (2*k + 1) / (2 * n)
		at := strings.Index(text[from:], after) + from + len(after)
		edited = edited[:at] + "+0" + edited[at:]
	}
	f := source.NewFile("big10k.c", []byte(edited))
	defer WithoutSliceCosts()()
	if _, ok := Reanalyse(context.Background(), prev, f); !ok {
		b.Fatal("Reanalyse declined the edit")
	}
	b.ReportAllocs()
	defer reportCPU(b)()
	for b.Loop() {
		if fresh {
			b.StopTimer()
			prev.inc.slices = nil
			recentSlices = sliceCache{}
			b.StartTimer()
		}
		Reanalyse(context.Background(), prev, f)
	}
}

// reportCPU reports the process's CPU time per operation from now to the
// call of the function it returns.
func reportCPU(b *testing.B) (stop func()) {
	start := cpuTime()
	return func() {
		b.ReportMetric(float64((cpuTime()-start).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
}

func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
