// Package cachedirtest gives a test binary a cache folder of its own, so
// that what accls keeps on disk (the check cache's analyses, the header
// preludes, the host compiler's probe) comes from the same run: never
// read from, nor left in, the user's.
package cachedirtest

import (
	"fmt"
	"os"
	"testing"

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
