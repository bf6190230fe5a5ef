package cfront

import (
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
	f := optionsFromArgs([]string{"cc", "-Iinc", "-I", "/abs", "-isystem", "sys", "-DA", "-D", "B=2", "-UC", "-O2", "-c", "x.c"}, "/p")
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
