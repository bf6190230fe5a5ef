package lsp

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestCompdbLookupFindsTheNearestDatabase(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src", "k.c")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		t.Fatal(err)
	}
	db := `[{"directory": "` + dir + `", "file": "src/k.c", "command": "cc -Iinc -DN=4 -c src/k.c"}]`
	if err := os.MkdirAll(filepath.Join(dir, "build"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "build", "compile_commands.json"), []byte(db), 0o644); err != nil {
		t.Fatal(err)
	}
	var c compdbCache
	f, ok := c.lookup("", src)
	if !ok || !reflect.DeepEqual(f.IncludePaths, []string{filepath.Join(dir, "inc")}) || !reflect.DeepEqual(f.Defines, []string{"N=4"}) {
		t.Fatalf("lookup = %+v, %v", f, ok)
	}
	if _, ok := c.lookup("", filepath.Join(dir, "other.c")); ok {
		t.Error("a file without an entry has no flags")
	}
	if _, ok := c.lookup("", "untitled:1"); ok {
		t.Error("a document without a path has no flags")
	}
	// A broken database is ignored, not fatal.
	if err := os.WriteFile(filepath.Join(dir, "build", "compile_commands.json"), []byte("{oops"), 0o644); err != nil {
		t.Fatal(err)
	}
	c.reset()
	if _, ok := c.lookup("", src); ok {
		t.Error("a broken database gives no flags")
	}
}
