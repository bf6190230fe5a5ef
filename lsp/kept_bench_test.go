package lsp

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/internal/cachedir/cachedirtest"
)

// BenchmarkEditBeforeTheAnalysis measures an edit inside a function of a
// file whose analysis is kept on disk, opened in a server whose own first
// analysis is held back: each edit is answered from the kept entry
// (kept.go) through the quick loop. One op: one space typed into a
// statement, to the quick publication of its version. A 10 MB file (its
// first analysis about 7 s and 1 GB) only with ACCLS_BENCH_10MB=1.
func BenchmarkEditBeforeTheAnalysis(b *testing.B) {
	sizes := map[string]func() string{"lines=10000": tenThousandLines}
	if os.Getenv("ACCLS_BENCH_10MB") == "1" {
		sizes["MB=10"] = func() string { return megabytesOfC(10 << 20) }
	}
	for name, gen := range sizes {
		b.Run(name, func(b *testing.B) {
			text := gen()
			uri := keptFile(b, text)
			quick := make(chan settledDiags, 64)
			c := newTestClientWith(b, Options{Debounce: time.Millisecond, Preview: true}, func(s *Server) {
				s.settled = func(protocol.DocumentUri, protocol.Integer, []protocol.Diagnostic) {}
				s.quickPublished = func(u protocol.DocumentUri, v protocol.Integer, ds []protocol.Diagnostic) {
					quick <- settledDiags{u, v, ds}
				}
			})
			for range cap(c.srv.sem) {
				c.srv.sem <- struct{}{} // the full analysis waits
			}
			start := time.Now()
			c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
			waitQuick(b, quick, uri, 1)
			opened := time.Since(start)
			off := middle(text, "a[i] = s * a[i] + b[i];")
			if off < 0 {
				off = middle(text, "a[i] += 1.0f;")
			}
			at := lspPosition(newSnapshot(uri, "c", 1, []byte(text)).file, off+4)
			b.ResetTimer()
			cpu0 := cpuTime()
			for i := 0; i < b.N; i++ {
				c.change(uri, i+2, protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: at, End: at}, Text: " "})
				waitQuick(b, quick, uri, i+2)
			}
			b.StopTimer()
			b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(opened.Microseconds())/1000, "open-ms")
			for range cap(c.srv.sem) {
				<-c.srv.sem
			}
			c.close()
		})
	}
}

// keptFile writes text as a file and keeps its analysis on disk, in a
// cache folder of the benchmark's own.
func keptFile(b *testing.B, text string) protocol.DocumentUri {
	cache := b.TempDir()
	b.Setenv(cachedir.Env, cache)
	path := filepath.Join(b.TempDir(), "big.c")
	cachedirtest.WriteAged(b, path, text, time.Hour)
	uri := pathURI(path)
	first := newTestClient(b, Options{Debounce: time.Millisecond})
	first.open(uri, text)
	for deadline := time.Now().Add(5 * time.Minute); ; time.Sleep(10 * time.Millisecond) {
		if m, _ := filepath.Glob(filepath.Join(cache, "check", "*.gob")); len(m) > 0 {
			break
		}
		if time.Now().After(deadline) {
			b.Fatal("no analysis kept on disk")
		}
	}
	first.close()
	return uri
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// middle is the offset of the first s in the second half of text.
func middle(text, s string) int {
	if i := strings.Index(text[len(text)/2:], s); i >= 0 {
		return len(text)/2 + i
	}
	return -1
}

func waitQuick(b *testing.B, ch chan settledDiags, uri protocol.DocumentUri, version int) {
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case s := <-ch:
			if s.uri == uri && int(s.version) == version {
				return
			}
		case <-timeout:
			b.Fatalf("version %d never published before the analysis", version)
		}
	}
}

// bigFile is about size bytes of C: functions with one construct and
// host code each, as the protocol tests' 10 MB file.
func megabytesOfC(size int) string {
	var sb strings.Builder
	for i := 0; sb.Len() < size; i++ {
		fmt.Fprintf(&sb, "void f%d(float *a, int n) {\n#pragma acc parallel loop copy(a[0:n]) gang vector\n  for (int i = 0; i < n; i++) a[i] += 1.0f;\n", i)
		for j := 0; j < 60; j++ {
			fmt.Fprintf(&sb, "  a[%d] = a[%d] * 2.0f + 1.0f; /* host code outside any construct */\n", j%7, j%5)
		}
		sb.WriteString("}\n")
	}
	return sb.String()
}
