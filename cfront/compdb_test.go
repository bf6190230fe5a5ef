package cfront

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestSplitCommandQuotes(t *testing.T) {
	got := splitCommand(`cc -DMSG="hello world" -I 'inc dir' -DX=a\ b  -c f.c`)
	want := []string{"cc", "-DMSG=hello world", "-I", "inc dir", "-DX=a b", "-c", "f.c"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestOptionsFromArgs(t *testing.T) {
	f := optionsFromArgs([]string{"mpicc", "-Iinc", "-I", "/abs", "-isystem", "sys", "-DA", "-D", "B=2", "-UC", "-O2", "-std=c99", "-fopenmp", "-Wall", "-include", "cfg.h", "-MF", "x.d", "-c", "x.c"}, "/p")
	if !reflect.DeepEqual(f.Compiler, []string{"mpicc"}) || !reflect.DeepEqual(f.HostFlags, []string{"-O2", "-std=c99", "-fopenmp"}) || !reflect.DeepEqual(f.Includes, []string{"/p/cfg.h"}) {
		t.Errorf("compiler %q, host flags %q, includes %q", f.Compiler, f.HostFlags, f.Includes)
	}
	if want := []string{"/p/inc", "/abs", "/p/sys"}; !reflect.DeepEqual(f.IncludePaths, want) {
		t.Errorf("includes %q, want %q", f.IncludePaths, want)
	}
	if want := []string{"A", "B=2"}; !reflect.DeepEqual(f.Defines, want) {
		t.Errorf("defines %q, want %q", f.Defines, want)
	}
	if want := []string{"C"}; !reflect.DeepEqual(f.Undefines, want) {
		t.Errorf("undefines %q, want %q", f.Undefines, want)
	}
}

func TestParseCompileCommands(t *testing.T) {
	db := `[{"directory": "/w", "file": "a.c", "arguments": ["cc", "-isystemsys", "-Iinc", "-c", "a.c"]},
	        {"directory": "/w", "file": "/w/b.c", "command": "cc -DN=4 -UM -c b.c"},
	        {"directory": "/w", "file": "a.c", "command": "cc -DLATER -c a.c"}]`
	byFile, ok := ParseCompileCommands([]byte(db))
	if !ok || len(byFile) != 2 {
		t.Fatalf("got %v, %v", byFile, ok)
	}
	if a := byFile["/w/a.c"]; !reflect.DeepEqual(a.IncludePaths, []string{"/w/sys", "/w/inc"}) || a.Defines != nil {
		t.Errorf("a.c: %+v (the first entry of a file wins)", a)
	}
	if b := byFile["/w/b.c"]; !reflect.DeepEqual(b.Defines, []string{"N=4"}) || !reflect.DeepEqual(b.Undefines, []string{"M"}) {
		t.Errorf("b.c: %+v", b)
	}
	if _, ok := ParseCompileCommands([]byte("{oops")); ok {
		t.Error("a broken database parses")
	}
}

func TestCompileCommandsForFindsTheNearestDatabase(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src", "k.c")
	if err := os.MkdirAll(filepath.Dir(src), 0o755); err != nil {
		t.Fatal(err)
	}
	db := `[{"directory": "` + dir + `", "file": "src/k.c", "command": "cc -Iinc -DN=4 -c src/k.c"}]`
	build := filepath.Join(dir, "build")
	if err := os.MkdirAll(build, 0o755); err != nil {
		t.Fatal(err)
	}
	dbPath := filepath.Join(build, "compile_commands.json")
	if err := os.WriteFile(dbPath, []byte(db), 0o644); err != nil {
		t.Fatal(err)
	}
	// A database nearer the file without its entry does not hide the one
	// in build/ above it.
	if err := os.WriteFile(filepath.Join(dir, "src", "compile_commands.json"), []byte(`[]`), 0o644); err != nil {
		t.Fatal(err)
	}
	f, where, ok := CompileCommandsFor("", src)
	if !ok || where != dbPath || !reflect.DeepEqual(f.IncludePaths, []string{filepath.Join(dir, "inc")}) || !reflect.DeepEqual(f.Defines, []string{"N=4"}) {
		t.Fatalf("lookup = %+v, %q, %v", f, where, ok)
	}
	if _, _, ok := CompileCommandsFor(build, src); !ok {
		t.Error("a setting naming the database's folder finds it")
	}
	if _, _, ok := CompileCommandsFor(filepath.Join(dir, "src"), src); ok {
		t.Error("a setting naming a database without the entry gives no flags")
	}
	if _, _, ok := CompileCommandsFor("", filepath.Join(dir, "other.c")); ok {
		t.Error("a file without an entry has no flags")
	}
	// A broken database is ignored, not fatal.
	if err := os.WriteFile(dbPath, []byte("{oops"), 0o644); err != nil {
		t.Fatal(err)
	}
	ForgetCompileCommands()
	if _, _, ok := CompileCommandsFor("", src); ok {
		t.Error("a broken database gives no flags")
	}
}
