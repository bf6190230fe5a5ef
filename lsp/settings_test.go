package lsp

import (
	"path/filepath"
	"testing"
	"time"
)

// An untitled document has no path, so no compile_commands.json entry: the
// C front end must not look one up relative to the server's folder.
func TestAnalysisOptionsUntitledReadsNoCompileCommands(t *testing.T) {
	s := New(Options{})
	if !s.analysisOptions("untitled:1").Frontend.NoCompileCommands {
		t.Error("a document without a path reads the compilation database")
	}
	abs, err := filepath.Abs("k.c")
	if err != nil {
		t.Fatal(err)
	}
	if s.analysisOptions(abs).Frontend.NoCompileCommands {
		t.Error("a file with a path reads no compilation database")
	}
}

// TestDebounceZeroIsNone: --debounce 0 analyses at once, as it says.
func TestDebounceZeroIsNone(t *testing.T) {
	if d := New(Options{Debounce: 0}).opts.Debounce; d != 0 {
		t.Errorf("Debounce 0 became %v", d)
	}
	if d := New(Options{Debounce: -time.Second}).opts.Debounce; d != 0 {
		t.Errorf("a negative Debounce became %v", d)
	}
}
