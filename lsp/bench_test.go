package lsp

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// tenThousandLines is a C file of 10,000 lines: functions with a compute
// construct each, and host code.
func tenThousandLines() string {
	var b strings.Builder
	lines := 0
	for i := 0; lines < 10000-12; i++ {
		fmt.Fprintf(&b, "void f%d(int n, float s, float *restrict a, const float *restrict b)\n{\n", i)
		b.WriteString("#pragma acc parallel loop copy(a[0:n]) copyin(b[0:n])\n")
		b.WriteString("    for (int i = 0; i < n; i++)\n        a[i] = s * a[i] + b[i];\n")
		lines += 5
		for j := 0; j < 40; j++ {
			fmt.Fprintf(&b, "    a[%d] = a[%d] * 0.5f + %d.0f;\n", j%9, j%4, j)
			lines++
		}
		b.WriteString("}\n")
		lines++
	}
	for ; lines < 10000; lines++ {
		b.WriteString("\n")
	}
	return b.String()
}

// BenchmarkChangeToDiagnostics10kLines measures the time from a change in
// a 10,000-line C file to its published diagnostics: the debounce plus
// the analysis. heap-MB is the live heap with the file open.
func BenchmarkChangeToDiagnostics10kLines(b *testing.B) {
	for _, debounce := range []time.Duration{time.Millisecond, DefaultDebounce} {
		b.Run("debounce="+debounce.String(), func(b *testing.B) {
			c := newTestClient(b, Options{Debounce: debounce})
			uri := protocol.DocumentUri("file:///bench/tenk.c")
			text := tenThousandLines()
			c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
			c.waitVersion(uri, 1)
			// Each change types or deletes a clause in the middle of the file.
			line := protocol.UInteger(strings.Count(text[:strings.Index(text, "void f100(")], "\n") + 2)
			at := protocol.Position{Line: line, Character: protocol.UInteger(len("#pragma acc parallel loop"))}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ch := protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: at, End: at}, Text: " seq"}
				if i%2 == 1 {
					ch = protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: at, End: protocol.Position{Line: at.Line, Character: at.Character + 4}}}
				}
				c.change(uri, i+2, ch)
				c.waitVersion(uri, i+2)
			}
			b.StopTimer()
			runtime.GC()
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "heap-MB")
			c.close()
		})
	}
}
