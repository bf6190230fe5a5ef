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

// BenchmarkReanalyse10kLinesShare is an empty statement and a line added
// at the end of n of the 10,000-line file's 1,250 functions of every
// kind, spread over it, with no old slice kept: how a reanalysis's cost
// grows with the share of the file's body bytes it edits (reported as
// "%bodies").
func BenchmarkReanalyse10kLinesShare(b *testing.B) {
	text := bigfile.C(10000)
	var ends []int // the offsets of the functions' final '}'
	for at := 0; ; {
		i := strings.Index(text[at:], "\n}\n")
		if i < 0 {
			break
		}
		ends = append(ends, at+i+1)
		at += i + 3
	}
	for _, n := range []int{16, 64, 128, 256, 512} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			edited := text
			for k := n - 1; k >= 0; k-- {
				at := ends[k*len(ends)/n]
				edited = edited[:at] + "    ;\n" + edited[at:]
			}
			benchReanalyseText(b, text, edited, true)
		})
	}
}

// benchReanalyse types "+0" after an array element of n functions of
// text, spread over it, and reanalyses; fresh: with no old slice kept.
func benchReanalyse(b *testing.B, text string, n int, fresh bool) {
	const after = "y[i] = a * x[i]"
	edited := text
	for k := n - 1; k >= 0; k-- {
		from := len(text) * (2*k + 1) / (2 * n)
		at := strings.Index(text[from:], after) + from + len(after)
		edited = edited[:at] + "+0" + edited[at:]
	}
	benchReanalyseText(b, text, edited, fresh)
}

// benchReanalyseText reanalyses edited against text's analysis; fresh:
// with no old slice kept.
func benchReanalyseText(b *testing.B, text, edited string, fresh bool) {
	prev, err := Check(context.Background(), source.NewFile("big10k.c", []byte(text)), Options{})
	if err != nil {
		b.Fatal(err)
	}
	f := source.NewFile("big10k.c", []byte(edited))
	defer WithoutSliceCosts()()
	ed, ok := prev.findBodyEdits(f)
	if !ok {
		b.Fatal("the edit is not inside function bodies")
	}
	if _, ok := Reanalyse(context.Background(), prev, f); !ok {
		b.Fatal("Reanalyse declined the edit")
	}
	b.ReportAllocs()
	defer b.ReportMetric(100*float64(editedBytes(ed.funcs))/float64(bodyBytes(prev)), "%bodies")
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
