package lsp

import (
	"encoding/json"
	"math/rand"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/internal/bigfile"
)

// TestEditsSettleLikeAFreshAnalysis makes random edits (bursts of them,
// most on directive lines) to a document in a server that publishes
// previews, and checks that what each version settles on is what a fresh
// server publishes for the same text (issue 16: the incremental result
// must equal a full analysis).
func TestEditsSettleLikeAFreshAnalysis(t *testing.T) {
	uri := protocol.DocumentUri("file:///inc/edits.c")
	settled := make(chan settledDiags, 64)
	text := bigfile.C(60)
	c := openSettling(t, uri, text, settled, nil)
	fresh := newTestClient(t, Options{Debounce: time.Millisecond})
	rng := rand.New(rand.NewSource(16))
	version := 1
	steps := 20
	if testing.Short() {
		steps = 8
	}
	for step := 0; step < steps; step++ {
		for burst := 1 + rng.Intn(3); burst > 0; burst-- {
			var ch protocol.TextDocumentContentChangeEvent
			text, ch = randomEdit(rng, text)
			version++
			c.change(uri, version, ch)
		}
		got := waitSettled(t, settled, uri, version)
		want := fresh.analyse(uri, text)
		if g, w := mustJSON(t, got), mustJSON(t, want); g != w {
			t.Fatalf("step %d (version %d): settled on\n%s\nbut a fresh analysis gives\n%s", step, version, g, w)
		}
	}
	c.close()
	fresh.close()
}

// TestPreviewShowsTheEditedDirective checks that a bad clause typed into
// a directive is reported before the analysis of the new text runs (its
// analysis is held back here), and that the other diagnostics stay, moved
// with the text.
func TestPreviewShowsTheEditedDirective(t *testing.T) {
	uri := protocol.DocumentUri("file:///inc/preview.c")
	c := newTestClient(t, Options{Debounce: time.Millisecond, Preview: true})
	text := "void f(int n, float *a) {\n#pragma acc parallel loop nope\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n" +
		"void g(int n, float *a) {\n#pragma acc parallel loop bogus\n  for (int i = 0; i < n; i++) a[i] = 1;\n}\n"
	first := c.open(uri, text)
	if len(first.Diagnostics) != 2 {
		t.Fatalf("want the two bad clauses reported, got %+v", first.Diagnostics)
	}
	// Every analysis slot taken: the analysis of the edit cannot run
	// until the preview is in.
	for range cap(c.srv.sem) {
		c.srv.sem <- struct{}{}
	}
	at := protocol.Position{Line: 1, Character: protocol.UInteger(len("#pragma acc parallel loop"))}
	c.change(uri, 2, protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: at, End: at}, Text: " gang(\n"})
	p := c.waitVersion(uri, 2)
	var lines []int
	var unclosed bool
	for _, d := range p.Diagnostics {
		lines = append(lines, int(d.Range.Start.Line))
		unclosed = unclosed || (d.Code != nil && d.Code.Value == "unclosed-bracket")
	}
	if !unclosed || lines[len(lines)-1] != 6 {
		t.Fatalf("want the unclosed '(' on line 1 and g's clause moved to line 6, got %+v", p.Diagnostics)
	}
	for range cap(c.srv.sem) {
		<-c.srv.sem
	}
	c.close()
}

// openSettling opens text as version 1 of uri in a previewing server
// (1 ms debounce) whose hooks report each version's settled diagnostics
// on settled and, when quick is not nil, those Reanalyse published at
// once on quick; it returns once version 1 has settled.
func openSettling(t *testing.T, uri protocol.DocumentUri, text string, settled, quick chan settledDiags) *testClient {
	t.Helper()
	c := settlingClient(t, settled, quick)
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
	waitSettled(t, settled, uri, 1)
	return c
}

// settlingClient is a server with previews that sends what it settles
// on to settled, and what the quick loop publishes to quick (when not
// nil).
func settlingClient(t *testing.T, settled, quick chan settledDiags) *testClient {
	t.Helper()
	return newTestClientWith(t, Options{Debounce: time.Millisecond, Preview: true}, func(s *Server) {
		s.settled = func(u protocol.DocumentUri, v protocol.Integer, ds []protocol.Diagnostic) {
			settled <- settledDiags{u, v, ds}
		}
		if quick != nil {
			s.quickPublished = func(u protocol.DocumentUri, v protocol.Integer, ds []protocol.Diagnostic) {
				quick <- settledDiags{u, v, ds}
			}
		}
	})
}

type settledDiags struct {
	uri     protocol.DocumentUri
	version protocol.Integer
	diags   []protocol.Diagnostic
}

func waitSettled(t *testing.T, ch chan settledDiags, uri protocol.DocumentUri, version int) []protocol.Diagnostic {
	t.Helper()
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case s := <-ch:
			if s.uri == uri && int(s.version) == version {
				return s.diags
			}
		case <-timeout:
			t.Fatalf("version %d never settled", version)
		}
	}
}

// randomEdit inserts a piece of OpenACC or C, or deletes a few bytes,
// mostly on a directive line.
func randomEdit(rng *rand.Rand, text string) (string, protocol.TextDocumentContentChangeEvent) {
	pieces := []string{" seq", " gang", " copyin(x[0:n])", " reduction(+:s)", " collapse(2)", "(", ")", ",",
		"\\\n", "\n", "#pragma acc loop\n", "#pragma acc kernels\n", " present(a)", "x", ";", "}", "{", " nope"}
	off := rng.Intn(len(text) + 1)
	if rng.Intn(4) != 0 {
		if i := pragmaNear(text, off); i >= 0 {
			off = i + rng.Intn(lineLen(text, i)+1)
		}
	}
	f := newSnapshot("file:///x.c", "c", 1, []byte(text)).file
	start := lspPosition(f, off)
	if rng.Intn(3) == 0 {
		end := min(off+1+rng.Intn(8), len(text))
		return text[:off] + text[end:], protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: start, End: lspPosition(f, end)}}
	}
	p := pieces[rng.Intn(len(pieces))]
	return text[:off] + p + text[off:], protocol.TextDocumentContentChangeEvent{Range: &protocol.Range{Start: start, End: start}, Text: p}
}

// pragmaNear returns the offset of the first directive at or after off
// (wrapping to the start), or -1.
func pragmaNear(text string, off int) int {
	if i := strings.Index(text[off:], "#pragma acc"); i >= 0 {
		return off + i
	}
	return strings.Index(text, "#pragma acc")
}

func lineLen(text string, off int) int {
	if i := strings.IndexByte(text[off:], '\n'); i >= 0 {
		return i
	}
	return len(text) - off
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
