package lsp

import (
	"context"
	"math/rand"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// TestQuickDiagnosticsLikeAFreshAnalysis types into function bodies with
// the full analysis held back: each edit that analysis.Reanalyse takes
// must be published at once (quick.go), with what a fresh server
// publishes for the same text; then the full analysis settles on it too.
func TestQuickDiagnosticsLikeAFreshAnalysis(t *testing.T) {
	uri := protocol.DocumentUri("file:///inc/quick.c")
	settled := make(chan settledDiags, 64)
	quick := make(chan settledDiags, 64)
	text := bigfile.C(60)
	c := openSettling(t, uri, text, settled, quick)
	fresh := newTestClient(t, Options{Debounce: time.Millisecond})
	rng := rand.New(rand.NewSource(16))
	steps, taken := 12, 0
	if testing.Short() {
		steps = 5
	}
	for version := 2; version < steps+2; version++ {
		var ch protocol.TextDocumentContentChangeEvent
		text, ch = randomBodyEdit(rng, text)
		expect := c.reanalyses(uri, text)
		for range cap(c.srv.sem) {
			c.srv.sem <- struct{}{} // the full analysis waits
		}
		c.change(uri, version, ch)
		want := mustJSON(t, fresh.analyse(uri, text))
		if expect {
			taken++
			if got := mustJSON(t, waitSettled(t, quick, uri, version)); got != want {
				t.Fatalf("version %d: published at once\n%s\nbut a fresh analysis gives\n%s", version, got, want)
			}
		}
		for range cap(c.srv.sem) {
			<-c.srv.sem
		}
		if got := mustJSON(t, waitSettled(t, settled, uri, version)); got != want {
			t.Fatalf("version %d: settled on\n%s\nbut a fresh analysis gives\n%s", version, got, want)
		}
	}
	t.Logf("Reanalyse took %d of %d edits", taken, steps)
	if taken == 0 {
		t.Fatalf("Reanalyse took none of %d edits in function bodies", steps)
	}
	c.close()
	fresh.close()
}

// reanalyses reports whether analysis.Reanalyse takes text against the
// document's last full analysis.
func (c *testClient) reanalyses(uri protocol.DocumentUri, text string) bool {
	d, err := c.srv.doc(uri)
	if err != nil {
		c.tb.Fatal(err)
	}
	d.mu.Lock()
	res := d.result
	d.mu.Unlock()
	if res == nil || res.full == nil {
		return false
	}
	_, ok := analysis.Reanalyse(context.Background(), res.full, source.NewFile(res.snap.path, []byte(text)))
	return ok
}

// randomBodyEdit types a statement, a blank, a newline or a term after a
// statement of a function body, or a brace (which Reanalyse declines).
func randomBodyEdit(rng *rand.Rand, text string) (string, protocol.TextDocumentContentChangeEvent) {
	pieces := []string{" ;", "\n", " n = n;", " (void)0;", " ", "\n    ;", " {", " x;"}
	var ends []int
	for i := 0; i+1 < len(text); i++ {
		if text[i] == ';' && text[i+1] == '\n' && !strings.HasPrefix(lineAt(text, i), "#") {
			ends = append(ends, i+1)
		}
	}
	off := ends[rng.Intn(len(ends))]
	p := pieces[rng.Intn(len(pieces))]
	start := lspPosition(newSnapshot("file:///x.c", "c", 1, []byte(text)).file, off)
	return text[:off] + p + text[off:], protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: start, End: start}, Text: p}
}

// lineAt is the line that holds off, its leading blanks removed.
func lineAt(text string, off int) string {
	s := strings.LastIndexByte(text[:off], '\n') + 1
	return strings.TrimLeft(text[s:off], " \t")
}
