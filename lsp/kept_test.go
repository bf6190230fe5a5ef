package lsp

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/internal/cachedir"
)

const keptSrc = `void scale(int n, float *restrict x) {
    #pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n - 1; i++)
        x[i + 1] = x[i] * 2.0f;
}

void fill(int n, float *restrict y) {
    #pragma acc parallel loop copyout(y[0:n])
    for (int i = 0; i < n; i++)
        y[i] = 1.0f;
}
`

// TestOpenFromDisk: a server that opened a file keeps its first full
// analysis on disk; another server opening it publishes from there at
// once, with the full analysis held back: the same text, and the text of
// an edit inside one function (Reanalyse against the kept analysis), each
// what a full analysis then publishes.
func TestOpenFromDisk(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(cachedir.Env, cache)
	dir := t.TempDir()
	path := filepath.Join(dir, "kept.c")
	if err := os.WriteFile(path, []byte(keptSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	uri := pathURI(path)
	settled := make(chan settledDiags, 64)
	first := openSettling(t, uri, keptSrc, settled, nil)
	waitForEntry(t, cache)
	first.close()

	edited := strings.Replace(keptSrc, "y[i] = 1.0f", "y[i] = 2.0f + y[i]", 1)
	for _, text := range []string{keptSrc, edited} {
		quick := make(chan settledDiags, 64)
		settled := make(chan settledDiags, 64)
		c := settlingClient(t, settled, quick)
		for range cap(c.srv.sem) {
			c.srv.sem <- struct{}{} // the full analysis waits
		}
		c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
		got := mustJSON(t, waitSettled(t, quick, uri, 1))
		for range cap(c.srv.sem) {
			<-c.srv.sem
		}
		want := mustJSON(t, waitSettled(t, settled, uri, 1))
		if got != want || !strings.Contains(want, "range") {
			t.Errorf("published from disk\n%s\nthe analysis then\n%s", got, want)
		}
		c.close()
	}
}

// waitForEntry waits until an analysis is kept under cache (the server
// keeps it after it publishes).
func waitForEntry(t *testing.T, cache string) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if m, _ := filepath.Glob(filepath.Join(cache, "check", "*.gob")); len(m) > 0 {
			return
		}
	}
	t.Fatal("no analysis kept on disk")
}

// TestFixesBeforeTheAnalysis: the quick fixes of diagnostics published
// before the document's own analysis (here from disk, the analysis held
// back) are offered at once: a client asks for them as it shows them.
func TestFixesBeforeTheAnalysis(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(cachedir.Env, cache)
	src := strings.Replace(keptSrc, "copyout(y[0:n])", "bogus copyout(y[0:n])", 1)
	path := filepath.Join(t.TempDir(), "fix.c")
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	uri := pathURI(path)
	first := openSettling(t, uri, src, make(chan settledDiags, 64), nil)
	waitForEntry(t, cache)
	first.close()

	quick := make(chan settledDiags, 64)
	c := settlingClient(t, make(chan settledDiags, 64), quick)
	for range cap(c.srv.sem) {
		c.srv.sem <- struct{}{} // the full analysis waits
	}
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: src}})
	waitSettled(t, quick, uri, 1)
	at := lspPosition(newSnapshot(uri, "c", 1, []byte(src)).file, strings.Index(src, "bogus"))
	var actions []protocol.CodeAction
	c.call("textDocument/codeAction", protocol.CodeActionParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		Range: protocol.Range{Start: at, End: at}, Context: protocol.CodeActionContext{Diagnostics: []protocol.Diagnostic{}}}, &actions)
	var titles []string
	for _, a := range actions {
		titles = append(titles, a.Title)
	}
	if !slices.Contains(titles, "Remove the bogus clause") {
		t.Errorf("actions before the analysis: %q", titles)
	}
	for range cap(c.srv.sem) {
		<-c.srv.sem
	}
	c.close()
}
