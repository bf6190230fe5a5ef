package ctext

import "testing"

func TestSkips(t *testing.T) {
	src := []byte("#define S \"/*\" \\\n  x // c \\\n still\nnext /* a\n b */ 'q' \"unterminated\nz")
	if got := LineEnd(src, 0); string(src[:got]) != "#define S \"/*\" \\\n  x // c \\\n still" {
		t.Errorf("LineEnd = %q", src[:got])
	}
	i := 40 // "/* a"
	if string(src[i:i+2]) != "/*" {
		t.Fatalf("offset %d holds %q", i, src[i:i+2])
	}
	if end := BlockCommentEnd(src, i); string(src[i:end]) != "/* a\n b */" {
		t.Errorf("BlockCommentEnd = %q", src[i:end])
	}
	q := 51 // the q literal
	if end := QuotedEnd(src, q); string(src[q:end]) != "'q'" {
		t.Errorf("QuotedEnd = %q", src[q:end])
	}
	u := 55 // the unterminated literal
	if end := QuotedEnd(src, u); src[end] != '\n' {
		t.Errorf("unterminated literal ends at %q, want the newline", src[end])
	}
	if end := BlockCommentEnd([]byte("/* open"), 0); end != 7 {
		t.Errorf("unclosed comment ends at %d", end)
	}
	if !IsWordAt([]byte("x _Pragma("), 2, "_Pragma") || IsWordAt([]byte("my_Pragma("), 2, "_Pragma") {
		t.Error("IsWordAt")
	}
	if SpliceAt([]byte("\\\r\n"), 0) != 3 || SpliceAt([]byte("\\n"), 0) != 0 {
		t.Error("SpliceAt")
	}
}
