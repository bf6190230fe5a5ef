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
// an edit inside a function (Reanalyse against the kept analysis), each
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
		c := openHeldBack(t, uri, text, settled, quick)
		got := mustJSON(t, waitSettled(t, quick, uri, 1))
		release(c)
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
	c := openHeldBack(t, uri, src, make(chan settledDiags, 64), quick)
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
	release(c)
	c.close()
}

// TestEditsAnsweredFromMemory: the entry is read once, on open; the edits
// before the document's first analysis are answered from it in memory,
// with the entry gone from disk meanwhile, as the analysis then answers
// them. The analysis published, the entry read back is dropped.
func TestEditsAnsweredFromMemory(t *testing.T) {
	c, uri, settled, quick := openedFromDiskThenRemoved(t)

	e1 := strings.Replace(keptSrc, "copyout(y[0:n])", "copyout(y[0:n]) bogus", 1)
	e2 := strings.Replace(e1, "y[i] = 1.0f", "y[i] = 2.0f + y[i]", 1) // the same function again
	edits := []string{e1, e2, keptSrc, e2}                            // the entry's text, the last answered
	var got []string
	for i, text := range edits {
		c.notify("textDocument/didChange", protocol.DidChangeTextDocumentParams{
			TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: protocol.Integer(i + 2)},
			ContentChanges: []any{protocol.TextDocumentContentChangeEventWhole{Text: text}}})
		got = append(got, mustJSON(t, waitSettled(t, quick, uri, i+2)))
	}
	release(c)
	if want := mustJSON(t, waitSettled(t, settled, uri, len(edits)+1)); got[len(got)-1] != want {
		t.Errorf("published from memory\n%s\nthe analysis then\n%s", got[len(got)-1], want)
	}
	for i, text := range edits {
		if want := analysedAfresh(t, uri, text); got[i] != want {
			t.Errorf("edit %d published from memory\n%s\na fresh analysis\n%s", i+1, got[i], want)
		}
	}
	if got[0] == got[2] {
		t.Error("the edits give the diagnostics of the entry's text: the test shows nothing")
	}
	c.srv.mu.Lock()
	d := c.srv.docs[uri]
	c.srv.mu.Unlock()
	if d == nil || readKept(d) {
		t.Error("the entry read back is still held after the document's analysis")
	}
	c.close()
}

// TestKeptReadAgainAfterASave: a save (or a changed header, or new
// settings) drops the entry read back; the next edit before the analysis
// reads it again: here it is gone from disk, so nothing is published
// before the analysis.
func TestKeptReadAgainAfterASave(t *testing.T) {
	for _, drop := range []string{"textDocument/didSave", "workspace/didChangeWatchedFiles"} {
		t.Run(drop, func(t *testing.T) {
			c, uri, settled, quick := openedFromDiskThenRemoved(t)
			if drop == "textDocument/didSave" {
				c.notify(drop, protocol.DidSaveTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
			} else {
				c.notify(drop, protocol.DidChangeWatchedFilesParams{Changes: []protocol.FileEvent{{URI: pathURI(filepath.Join(filepath.Dir(uriPath(uri)), "params.h")), Type: protocol.FileChangeTypeChanged}}})
			}
			edited := strings.Replace(keptSrc, "y[i] = 1.0f", "y[i] = 2.0f + y[i]", 1)
			c.notify("textDocument/didChange", protocol.DidChangeTextDocumentParams{
				TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: 2},
				ContentChanges: []any{protocol.TextDocumentContentChangeEventWhole{Text: edited}}})
			release(c)
			waitSettled(t, settled, uri, 2)
			// the quick loop answered version 2 before its analysis began
			for len(quick) > 0 {
				if q := <-quick; q.version == 2 {
					t.Errorf("version 2 published from an entry removed before it was read again: %v", q.diags)
				}
			}
			c.close()
		})
	}
}

// keptOnDisk writes keptSrc to a file and keeps its analysis on disk, in
// a cache folder of the test's own.
func keptOnDisk(t *testing.T) (cache string, uri protocol.DocumentUri) {
	t.Helper()
	cache = t.TempDir()
	t.Setenv(cachedir.Env, cache)
	path := filepath.Join(t.TempDir(), "kept.c")
	if err := os.WriteFile(path, []byte(keptSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	uri = pathURI(path)
	first := openSettling(t, uri, keptSrc, make(chan settledDiags, 64), nil)
	waitForEntry(t, cache)
	first.close()
	return cache, uri
}

// analysedAfresh is what a server with nothing kept publishes for text.
func analysedAfresh(t *testing.T, uri protocol.DocumentUri, text string) string {
	t.Helper()
	t.Setenv(cachedir.Env, "off")
	settled := make(chan settledDiags, 64)
	c := settlingClient(t, settled, nil)
	defer c.close()
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
	return mustJSON(t, waitSettled(t, settled, uri, 1))
}

// openHeldBack opens text in a server whose full analysis waits until
// release.
func openHeldBack(t *testing.T, uri protocol.DocumentUri, text string, settled, quick chan settledDiags) *testClient {
	t.Helper()
	c := settlingClient(t, settled, quick)
	for range cap(c.srv.sem) {
		c.srv.sem <- struct{}{} // the full analysis waits
	}
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{URI: uri, LanguageID: "c", Version: 1, Text: text}})
	return c
}

// openedFromDiskThenRemoved opens keptSrc, whose analysis is kept on
// disk, in a server whose full analysis waits (openHeldBack), waits for
// what it publishes from the entry, then removes the entry from disk.
func openedFromDiskThenRemoved(t *testing.T) (c *testClient, uri protocol.DocumentUri, settled, quick chan settledDiags) {
	t.Helper()
	cache, uri := keptOnDisk(t)
	settled, quick = make(chan settledDiags, 64), make(chan settledDiags, 64)
	c = openHeldBack(t, uri, keptSrc, settled, quick)
	waitSettled(t, quick, uri, 1)
	removeEntries(t, cache)
	return c, uri, settled, quick
}

// release lets c's full analyses run (openHeldBack).
func release(c *testClient) {
	for range cap(c.srv.sem) {
		<-c.srv.sem
	}
}

func removeEntries(t *testing.T, cache string) {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(cache, "check", "*.gob"))
	if len(m) == 0 {
		t.Fatal("no entry on disk")
	}
	for _, name := range m {
		if err := os.Remove(name); err != nil {
			t.Fatal(err)
		}
	}
}

// readKept reports whether d holds its entry read back.
func readKept(d *document) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.keptRead || d.kept != nil
}
