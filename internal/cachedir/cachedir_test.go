package cachedir

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

func TestFolder(t *testing.T) {
	t.Setenv(Env, "/tmp/c")
	if got := Folder("kernels"); got != filepath.Join("/tmp/c", "kernels") {
		t.Errorf("Folder(kernels) = %q", got)
	}
	t.Setenv(Env, "off")
	if got := Folder("host"); got != "" {
		t.Errorf("off: Folder(host) = %q, want none", got)
	}
	t.Setenv(Env, "")
	t.Setenv("XDG_CACHE_HOME", "/tmp/xdg")
	t.Setenv("HOME", "/tmp/home")
	if got := Folder("headers"); got != filepath.Join("/tmp/xdg", "accls", "headers") {
		t.Errorf("default: Folder(headers) = %q", got)
	}
}

// entries writes each name with its text in dir, the first the oldest
// (an hour ago, a second apart).
func entries(t *testing.T, dir string, texts ...string) {
	t.Helper()
	for i := 0; i+1 < len(texts); i += 2 {
		p := filepath.Join(dir, texts[i])
		write(p, []byte(texts[i+1]))
		at := time.Now().Add(-time.Hour + time.Duration(i)*time.Second)
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

// write leaves the whole entry or none; Prune keeps the newest within
// the count.
func TestWriteAndPrune(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "sub")
	entries(t, dir, "a", "a", "b", "b", "c", "c")
	if data, err := os.ReadFile(filepath.Join(dir, "b")); err != nil || string(data) != "b" {
		t.Fatalf("read back %q, %v", data, err)
	}
	Prune(dir, Bound{Entries: 2, Bytes: 1 << 20})
	if got := names(t, dir); !slices.Equal(got, []string{"b", "c"}) {
		t.Errorf("after Prune to 2 entries: %v, want the two newest [b c]", got)
	}
}

// Prune by size: the newest entries whose sizes add up to the bound
// stay; an older small one does not outlive a newer one removed.
func TestPruneBySize(t *testing.T) {
	dir := t.TempDir()
	entries(t, dir, "a", "1", "b", "4444", "c", "333", "d", "22")
	Prune(dir, Bound{Entries: 10, Bytes: 6})
	if got := names(t, dir); !slices.Equal(got, []string{"c", "d"}) {
		t.Errorf("after Prune to 6 bytes: %v, want [c d] (5 bytes)", got)
	}
}

// Prune by use: an old entry Used just now outlives newer ones written
// and not used since.
func TestPruneByUse(t *testing.T) {
	dir := t.TempDir()
	entries(t, dir, "a", "a", "b", "b", "c", "c")
	Used(filepath.Join(dir, "a"))
	Prune(dir, Bound{Entries: 2, Bytes: 1 << 20})
	if got := names(t, dir); !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("after using a and Prune to 2 entries: %v, want [a c]", got)
	}
}

// Put writes and bounds; an entry larger than the bound alone is not
// written, and the one it would replace is gone.
func TestPutTooLarge(t *testing.T) {
	dir := t.TempDir()
	b := Bound{Entries: 2, Bytes: 4}
	entries(t, dir, "a", "aa", "b", "bb")
	Put(filepath.Join(dir, "c"), []byte("cc"), b)
	if got := names(t, dir); !slices.Equal(got, []string{"b", "c"}) {
		t.Errorf("after Put of c: %v, want [b c]", got)
	}
	Put(filepath.Join(dir, "b"), []byte("bbbbb"), b)
	if got := names(t, dir); !slices.Equal(got, []string{"c"}) {
		t.Errorf("after Put of 5 bytes over b, bound 4: %v, want [c]", got)
	}
}
