package ctext

import (
	"fmt"
	"strings"
	"testing"
)

// tokens returns what a Scanner reads from src, one token a field: a '^'
// before one that begins its line, then its kind and text.
func tokens(src string) string {
	s := NewScanner([]byte(src), 0)
	var out []string
	for t := s.Next(); t.Kind != EOF; t = s.Next() {
		mark := ""
		if t.LineStart {
			mark = "^"
		}
		kind := [...]string{EOF: "eof", Directive: "dir", Ident: "id", Literal: "lit", Punct: "p"}[t.Kind]
		out = append(out, fmt.Sprintf("%s%s%q", mark, kind, s.Text(t)))
	}
	return strings.Join(out, " ")
}

func TestScanner(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"tokens", "int x = f(1);", `^id"int" id"x" p"=" id"f" p"(" id"1" p")" p";"`},
		{"dollar in a name", "a$b c", `^id"a$b" id"c"`},
		{"directive", "#define N 1\nint", `^dir"#define N 1" ^id"int"`},
		{"'#' inside a line", "a # b", `^id"a" p"#" id"b"`},
		{"directive after a comment", "/* c */ # if X\n", `^dir"# if X"`},
		{"directive with a splice", "#define F \\\n 1\nx", "^dir\"#define F \\\\\\n 1\" ^id\"x\""},
		{"directive with CRLF", "#pragma acc loop\r\nx", `^dir"#pragma acc loop" ^id"x"`},
		{"directive with a comment spanning lines", "#if A /* x\n */ + B\nx", "^dir\"#if A /* x\\n */ + B\" ^id\"x\""},
		{"directive with a // comment", "#endif // X\r\nx", `^dir"#endif // X" ^id"x"`},
		{"splice between tokens", "a \\\n b", `^id"a" id"b"`},
		{"CRLF splice between tokens", "a \\\r\n b", `^id"a" id"b"`},
		{"splice before '#' is no new line", "a \\\n# b", `^id"a" p"#" id"b"`},
		{"splice at the start keeps the line", "\\\n#x\n", `^dir"#x"`},
		{"splice inside a name", "_Pra\\\ngma(", "^id\"_Pra\\\\\\ngma\" p\"(\""},
		{"splice after a name", "ab\\\n+", `^id"ab" p"+"`},
		{"splice inside a block comment", "a /* x \\\n y */ b", `^id"a" id"b"`},
		{"splice inside a block comment's closer", "a /* x *\\\n/ b", `^id"a" id"b"`},
		{"splice inside a block comment's opener", "a /\\\n* x */ b", `^id"a" id"b"`},
		{"splice inside a // opener", "a /\\\n/ x\nb", `^id"a" ^id"b"`},
		{"continued line comment", "a // x \\\n y\nb", `^id"a" ^id"b"`},
		{"continued line comment, CRLF", "a // x \\\r\n y\r\nb", `^id"a" ^id"b"`},
		{"comment spanning lines is no new line", "a /*\n*/ #", `^id"a" p"#"`},
		{"string with escapes", `s = "a\"b\\" c`, `^id"s" p"=" lit"\"a\\\"b\\\\\"" id"c"`},
		{"char literals", `'\'' '"' x`, `^lit"'\\''" lit"'\"'" id"x"`},
		{"comment openers in a string", `"/* // " x`, `^lit"\"/* // \"" id"x"`},
		{"splice in a string", "\"a\\\nb\" c", "^lit\"\\\"a\\\\\\nb\\\"\" id\"c\""},
		{"CRLF splice in a string", "\"a\\\r\nb\" c", "^lit\"\\\"a\\\\\\r\\nb\\\"\" id\"c\""},
		{"splice after an escape's backslash", "\"a\\\\\n\"b\" c", "^lit\"\\\"a\\\\\\\\\\n\\\"b\\\"\" id\"c\""},
		{"escaped backslash, then a splice", "\"a\\\\\\\n\" c", "^lit\"\\\"a\\\\\\\\\\\\\\n\\\"\" id\"c\""},
		{"unterminated string ends at its line", "\"abc\nx", `^lit"\"abc" ^id"x"`},
		{"unterminated string at the end", `x "abc`, `^id"x" lit"\"abc"`},
		{"unterminated char at the end", `x '\`, `^id"x" lit"'\\"`},
		{"unterminated block comment at the end", "x /* abc", `^id"x"`},
		{"unterminated line comment at the end", "x // abc \\", `^id"x"`},
		{"lone backslash", "a \\ b", `^id"a" p"\\" id"b"`},
		{"backslash at the end", "a \\", `^id"a" p"\\"`},
		{"CRLF lines", "a\r\nb\r\n", `^id"a" ^id"b"`},
	} {
		if got := tokens(c.src); got != c.want {
			t.Errorf("%s: %q\n got %s\nwant %s", c.name, c.src, got, c.want)
		}
	}
}

func TestScannerGroup(t *testing.T) {
	for _, c := range []struct {
		src    string
		end    int
		closed bool
	}{
		{"(a, (b), \")\") x", 13, true},
		{"(a /* ) */, ')')", 16, true},
		{"(a,\n b)", 7, true},
		{"(a, (b)", 7, false},
		// Bracket pairs the brackets it is given and counts no others.
		{"{ a(); { b[0] = ')'; } } c", 24, true},
		{"{ /* } */ ( }", 13, true},
		{"{ \"}\" { }", 9, false},
	} {
		s := NewScanner([]byte(c.src), 0)
		t0 := s.Next()
		if t0.Kind != Punct {
			t.Fatalf("%q: first token %v", c.src, t0)
		}
		var end int
		var closed bool
		if c.src[0] == '{' {
			end, closed = s.Bracket('{', '}')
		} else {
			end, closed = s.Group()
		}
		if end != c.end || closed != c.closed {
			t.Errorf("%q: end %d, %v, want %d, %v", c.src, end, closed, c.end, c.closed)
		}
	}
}

// A Scanner started inside the text knows whether its place begins a
// line; a copy of it reads again from where it was copied.
func TestScannerStartAndCopy(t *testing.T) {
	src := []byte("a;\n#x\nb \\\n#y")
	if tk := NewScanner(src, 3); tk.Next().Kind != Directive {
		t.Error("a '#' after a newline is no directive")
	}
	s := NewScanner(src, 10)
	if tk := s.Next(); tk.Kind != Punct {
		t.Errorf("a '#' after a splice reads as %v", tk)
	}
	s = NewScanner(src, 0)
	s.Next()
	saved := s
	first := s.Next()
	if again := saved.Next(); again != first {
		t.Errorf("the copy reads %v, the scanner %v", again, first)
	}
}

func TestTriviaHelpers(t *testing.T) {
	for _, c := range []struct {
		src  string
		end  int // CommentEnd at 0
		want string
	}{
		{"/* a */b", 7, "block"},
		{"/\\\n* a *\\\n/b", 11, "spliced block"},
		{"/**/", 4, "empty block"},
		{"/*/ x", 5, "unclosed, '/' right after the opener"},
		{"// a \\\r\n b\nc", 10, "continued line"},
		{"/ b", 0, "no comment"},
		{"/", 0, "a lone slash"},
	} {
		if got := CommentEnd([]byte(c.src), 0); got != c.end {
			t.Errorf("%s: CommentEnd(%q) = %d, want %d", c.want, c.src, got, c.end)
		}
	}
	if SkipSplices([]byte("\\\n\\\r\nx"), 0) != 5 || SkipSplices([]byte("x"), 0) != 0 {
		t.Error("SkipSplices")
	}
	if !SplicedNewline([]byte("a\\\r\n"), 3) || !SplicedNewline([]byte("a\\\n"), 2) || SplicedNewline([]byte("a\n"), 1) || SplicedNewline([]byte("\n"), 0) {
		t.Error("SplicedNewline")
	}
}

// Whatever the text, the tokens come in order, each at least one byte
// long, inside the text, and never start in what the scanner stepped
// over as trivia; Group ends.
func FuzzScanner(f *testing.F) {
	for _, seed := range []string{
		"int x = f(1);", "#define F \\\n 1\nx", "a /\\\n* x *\\\n/ b", "\"a\\\r\nb\" c", "x // abc \\",
		"_Pragma\n(\"acc loop\")", "/* open", "'\\", "\\", "#\r\n#\n", "a$b \x80\xff",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s := NewScanner([]byte(src), 0)
		prev := 0
		for tk := s.Next(); tk.Kind != EOF; tk = s.Next() {
			if tk.Start < prev || tk.End <= tk.Start || tk.End > len(src) {
				t.Fatalf("%q: token %+v after offset %d", src, tk, prev)
			}
			if tk.Kind == Punct && (src[tk.Start] == ' ' || src[tk.Start] == '\n' || SpliceAt([]byte(src), tk.Start) > 0) {
				t.Fatalf("%q: trivia read as a token %+v", src, tk)
			}
			prev = tk.End
		}
		g := NewScanner([]byte(src), 0)
		if end, _ := g.Group(); end > len(src) {
			t.Fatalf("%q: Group ends at %d", src, end)
		}
	})
}

func TestSpelling(t *testing.T) {
	for in, want := range map[string]string{"abc": "abc", "a\\\nb\\\r\nc": "abc", "\\\n\\\n": "", "a\\b": "a\\b"} {
		if got := Spelling([]byte(in)); got != want {
			t.Errorf("Spelling(%q) = %q, want %q", in, got, want)
		}
	}
}
