package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/progfuzz"
)

// The language server under random edits of the differential fuzzer's
// programs (issue 13): it must never crash or fail a request, every answer
// must be well-formed and lie in the document, and once edits pause the
// diagnostics published must be exactly analysis.Check's for the text of
// the version they name (no stale diagnostics). See docs/design/fuzz.md.

// lspFuzzSeeds are the programs CI edits; each gets its own edit sequence.
var lspFuzzSeeds = []int64{0, 1, 2, 3}

const lspFuzzSteps = 40

// TestLSPRandomEdits edits programs lspFuzzSeeds, or the seeds A to B-1
// that ACCLS_LSP_FUZZ_SEEDS=A:B names (longer runs).
func TestLSPRandomEdits(t *testing.T) {
	seeds := lspFuzzSeeds
	if r := os.Getenv("ACCLS_LSP_FUZZ_SEEDS"); r != "" {
		var a, b int64
		if _, err := fmt.Sscanf(r, "%d:%d", &a, &b); err != nil {
			t.Fatalf("ACCLS_LSP_FUZZ_SEEDS=%s: want A:B", r)
		}
		seeds = nil
		for s := a; s < b; s++ {
			seeds = append(seeds, s)
		}
	}
	for _, seed := range seeds {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			runLSPEdits(t, seed, seed*7919+1, lspFuzzSteps)
		})
	}
}

// FuzzLSPEdits is for long local runs:
//
//	go test ./lsp -run '^$' -fuzz FuzzLSPEdits
func FuzzLSPEdits(f *testing.F) {
	for _, seed := range lspFuzzSeeds {
		f.Add(seed, seed*7919+1, uint8(40))
	}
	f.Fuzz(func(t *testing.T, progSeed, editSeed int64, steps uint8) {
		runLSPEdits(t, progSeed%1000, editSeed, int(steps%100))
	})
}

// fuzzSession drives one server through random edits of one document.
type fuzzSession struct {
	tb      testing.TB
	c       *testClient
	uri     protocol.DocumentUri
	ed      *fuzzEditor
	orig    string
	version int
	texts   map[int]string // the text of every version sent
	seen    int            // the newest version published so far
	last    protocol.PublishDiagnosticsParams
	want    map[string][]protocol.Diagnostic // analysis.Check's, by text
}

func runLSPEdits(tb testing.TB, progSeed, editSeed int64, steps int) {
	orig := progfuzz.Generate(progSeed, progfuzz.Options{Tests: 2})
	s := &fuzzSession{
		tb:    tb,
		c:     newTestClient(tb, Options{Debounce: time.Millisecond}),
		uri:   protocol.DocumentUri(fmt.Sprintf("file:///fuzz/seed%d.c", progSeed)),
		ed:    &fuzzEditor{r: rand.New(rand.NewSource(editSeed)), text: orig},
		orig:  orig,
		texts: map[int]string{},
		want:  map[string][]protocol.Diagnostic{},
	}
	tb.Logf("program seed %d, edit seed %d, %d steps", progSeed, editSeed, steps)
	s.open()
	first := s.settled()
	for i := 0; i < steps; i++ {
		s.step()
	}
	s.settled()
	s.undo()
	back := s.settled()
	if !sameJSON(back.Diagnostics, first.Diagnostics) {
		tb.Errorf("after undoing every edit the diagnostics differ from the original's:\n%s\nwant\n%s", toJSON(back.Diagnostics), toJSON(first.Diagnostics))
	}
	if code := s.c.close(); code != 0 {
		tb.Errorf("exit status %d", code)
	}
	s.drain()
}

func (s *fuzzSession) open() {
	s.version = 1
	s.texts[1] = s.orig
	s.c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: s.uri, LanguageID: "c", Version: 1, Text: s.orig}})
}

// step makes one random move: mostly edits, sometimes an undo back to the
// original or a pause until the diagnostics are published, each followed
// half the time by a request at a random place.
func (s *fuzzSession) step() {
	switch r := s.ed.r.Intn(25); {
	case r == 0:
		s.undo()
	case r == 1:
		s.settled()
	default:
		s.edit()
	}
	if s.ed.r.Intn(2) == 0 {
		s.request()
	}
}

// edit sends one to three edits in one didChange, as incremental changes
// or (one time in four) as the whole new text.
func (s *fuzzSession) edit() {
	e := s.ed
	n := 1
	if e.r.Intn(4) == 0 {
		n += e.r.Intn(3)
	}
	full := e.r.Intn(4) == 0
	var changes []any
	for i := 0; i < n; i++ {
		ed := e.next()
		changes = append(changes, e.change(ed))
		e.apply(ed)
	}
	if full {
		changes = []any{protocol.TextDocumentContentChangeEventWhole{Text: e.text}}
	}
	s.send(changes)
}

// undo puts the original text back, as the whole text or as one change of
// the whole range.
func (s *fuzzSession) undo() {
	e := s.ed
	var change any = protocol.TextDocumentContentChangeEventWhole{Text: s.orig}
	if e.r.Intn(2) == 0 {
		change = e.change(fuzzEdit{0, len(e.text), s.orig})
	}
	e.text = s.orig
	s.send([]any{change})
}

func (s *fuzzSession) send(changes []any) {
	s.version++
	s.texts[s.version] = s.ed.text
	s.c.change(s.uri, s.version, changes...)
}

// settled waits for the diagnostics of the newest version (published
// checks them).
func (s *fuzzSession) settled() protocol.PublishDiagnosticsParams {
	return s.wait(s.version)
}

// wait reads published diagnostics until those of version v arrive (they
// may have already, at a pause with no edit since the last). Every
// publication must name a version sent and never one older than a version
// already published: a stale result published after a newer one is a
// failure.
func (s *fuzzSession) wait(v int) protocol.PublishDiagnosticsParams {
	if s.seen == v {
		return s.last
	}
	timeout := time.After(2 * time.Minute) // a hang guard, not a timed assertion
	for {
		select {
		case p := <-s.c.diags:
			if s.published(p) == v {
				return p
			}
		case <-timeout:
			s.tb.Fatalf("no diagnostics for version %d", v)
		}
	}
}

// published checks one publication and returns its version: it must be
// exactly what analysis.Check gives for the text of the version it names,
// so a result published for a text it was not made from (an aborted
// analysis, an older snapshot's) fails here.
func (s *fuzzSession) published(p protocol.PublishDiagnosticsParams) int {
	if p.URI != s.uri || p.Version == nil {
		s.tb.Fatalf("publication for %s without the document's version: %+v", p.URI, p)
	}
	v := int(*p.Version)
	if v < s.seen || v > s.version {
		s.tb.Fatalf("diagnostics of version %d published after version %d (newest sent %d): stale", v, s.seen, s.version)
	}
	s.seen, s.last = v, p
	raw, _ := json.Marshal(p.Diagnostics)
	s.checkPositions("publishDiagnostics", raw, s.texts[v])
	for _, d := range p.Diagnostics {
		if d.Code != nil && fmt.Sprint(d.Code.Value) == "internal-error" {
			s.tb.Fatalf("version %d: analysis crashed: %s\n%s", v, d.Message, s.texts[v])
		}
	}
	if want := s.expected(s.texts[v]); !sameJSON(p.Diagnostics, want) {
		s.tb.Fatalf("version %d: published diagnostics\n%s\nanalysis.Check gives\n%s\nfor\n%s", v, toJSON(p.Diagnostics), toJSON(want), s.texts[v])
	}
	return v
}

// drain checks what was published after the last wait: the connection is
// closed, so this is everything.
func (s *fuzzSession) drain() {
	for {
		select {
		case p := <-s.c.diags:
			if v := s.published(p); v != s.version {
				s.tb.Errorf("diagnostics of version %d published last; the newest is %d", v, s.version)
			}
		default:
			return
		}
	}
}

// expected is what the server should publish for text: analysis.Check's
// diagnostics with the server's options, converted as the server does.
func (s *fuzzSession) expected(text string) []protocol.Diagnostic {
	if want, ok := s.want[text]; ok {
		return want
	}
	snap := newSnapshot(s.uri, "c", protocol.Integer(s.version), []byte(text))
	opts := s.c.srv.analysisOptions(snap.path)
	opts.Mode, opts.DirectivesOnly = snap.mode, snap.cpp
	defer func() {
		if p := recover(); p != nil {
			s.tb.Fatalf("analysis.Check panics: %v on\n%s", p, text)
		}
	}()
	r, err := analysis.Check(context.Background(), snap.file, opts)
	if err != nil {
		s.tb.Fatalf("analysis.Check: %v", err)
	}
	want := s.c.srv.toLSPDiagnostics(snap, r.Diagnostics())
	s.want[text] = want
	return want
}

func toJSON(v any) string {
	b, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// sameJSON compares two values as the client sees them.
func sameJSON(a, b any) bool {
	var x, y any
	_ = json.Unmarshal([]byte(toJSON(a)), &x)
	_ = json.Unmarshal([]byte(toJSON(b)), &y)
	return reflect.DeepEqual(x, y)
}

// checkPositions requires every position in a JSON answer that belongs to
// this document to lie in text.
func (s *fuzzSession) checkPositions(method string, raw json.RawMessage, text string) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		s.tb.Fatalf("%s: answer is not JSON: %v", method, err)
	}
	lens := lineLengths(text)
	var walk func(x any)
	walk = func(x any) {
		switch x := x.(type) {
		case map[string]any:
			if u, ok := x["uri"].(string); ok && u != string(s.uri) {
				return // another file (a header)
			}
			line, lok := x["line"].(float64)
			ch, cok := x["character"].(float64)
			if lok && cok && (int(line) >= len(lens) || int(ch) > lens[int(line)]) {
				s.tb.Fatalf("%s: position %v:%v is not in the document (version %d):\n%s", method, line, ch, s.version, raw)
			}
			for k, y := range x {
				if strings.HasPrefix(k, "file:") && k != string(s.uri) {
					continue
				}
				walk(y)
			}
		case []any:
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(v)
}
