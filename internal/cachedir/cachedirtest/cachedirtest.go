// Package cachedirtest gives a test binary a cache folder of its own, so
// that what accls keeps on disk (the check cache's analyses, the header
// preludes, the host compiler's probe) comes from the same run: never
// read from, nor left in, the user's.
package cachedirtest

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/accls/accls/internal/cachedir"
)

// Main runs m's tests with $ACCLS_CACHE_DIR a fresh folder, removed after;
// a TestMain calls it.
func Main(m *testing.M) {
	dir, err := os.MkdirTemp("", "accls-test-cache-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	os.Setenv(cachedir.Env, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// WriteAged writes text to name with a modification time age old: the
// stamp of a header written just before a translation is racy
// (cfront.FileStamp.Racy: compared by its bytes every time), and a test
// of stamps compared by size and time must say how old its files are.
func WriteAged(tb testing.TB, name, text string, age time.Duration) {
	tb.Helper()
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		tb.Fatal(err)
	}
	at := time.Now().Add(-age)
	if err := os.Chtimes(name, at, at); err != nil {
		tb.Fatal(err)
	}
}
