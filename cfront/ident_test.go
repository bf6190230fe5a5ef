package cfront

import "testing"

// cc reads '$' as part of a name, as GCC does; so do the front end's own
// scans (ctext.IsIdentByte), or they would split a name cc reads whole.
func TestDollarInNames(t *testing.T) {
	if canAbut("a$", "b") || canAbut("x", "$y") {
		t.Error("canAbut lets two tokens run into one name")
	}
	if end := tokenEnd([]byte("my$name = 1;"), 0); end != len("my$name") {
		t.Errorf("tokenEnd = %d", end)
	}
	text := []byte("int my$f(int n) { return n; }\n")
	if ch := splitChunks(text, false); len(ch) != 1 || ch[0].kind != chunkFunc || ch[0].name != "my$f" {
		t.Errorf("chunks %+v", ch)
	}
	_, u := parse(t, string(text), Options{})
	if u.Failed || funcNames(u) != "my$f" {
		t.Errorf("functions %q: %v", funcNames(u), u.Notes)
	}
}
