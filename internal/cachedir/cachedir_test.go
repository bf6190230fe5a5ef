package cachedir

import (
	"os"
	"path/filepath"
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

// Write leaves the whole entry or none; Prune keeps the newest.
func TestWriteAndPrune(t *testing.T) {
	dir := t.TempDir()
	for i, name := range []string{"a", "b", "c"} {
		p := filepath.Join(dir, "sub", name)
		Write(p, []byte(name))
		at := time.Unix(int64(1000+i), 0)
		os.Chtimes(p, at, at)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "sub", "b")); err != nil || string(data) != "b" {
		t.Fatalf("read back %q, %v", data, err)
	}
	Prune(filepath.Join(dir, "sub"), 2)
	ents, _ := os.ReadDir(filepath.Join(dir, "sub"))
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	if len(names) != 2 || names[0] != "b" || names[1] != "c" {
		t.Errorf("after Prune(2): %v, want the two newest [b c]", names)
	}
}
