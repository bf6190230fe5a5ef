package lsp

import (
	"fmt"
	"os"
	"testing"

	"github.com/accls/accls/internal/cachedir"
)

// TestMain gives the tests a cache folder of their own: the analyses the
// server keeps on disk (kept.go) must come from this run, not fill or be
// read from the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "accls-lsp-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	os.Setenv(cachedir.Env, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
