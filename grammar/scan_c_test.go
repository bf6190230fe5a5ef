package grammar

import (
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// The pragma finder steps over trivia as the C front end's scanner does
// (internal/ctext): comments of both kinds and line splices may stand
// between _Pragma, its '(' and its string (C11 §5.1.1.2 phases 2 and 3),
// and between a function-like macro's name and its arguments.
func TestPragmaOperatorTrivia(t *testing.T) {
	cases := []struct{ src, text, site string }{
		{"_Pragma /* c */ (\"acc parallel\")\n{}\n", "parallel", "_Pragma /* c */ (\"acc parallel\")"},
		{"_Pragma // c\n(\"acc kernels\")\n{}\n", "kernels", "_Pragma // c\n(\"acc kernels\")"},
		{"_Pragma\\\n(\"acc serial\")\n{}\n", "serial", "_Pragma\\\n(\"acc serial\")"},
		{"_Pragma\\\r\n( // c\n \"acc wait\" )\n", "wait", "_Pragma\\\r\n( // c\n \"acc wait\" )"},
		{"_Pragma(u8\"acc update self(a)\")\n", "update self(a)", "_Pragma(u8\"acc update self(a)\")"},
		{"_Pragma(\"acc loop\" // c\n)\nfor(;;);\n", "loop", "_Pragma(\"acc loop\" // c\n)"},
		{"#pragma acc parallel /\\\n* c */ async\n{}\n", "parallel async", "#pragma acc parallel /\\\n* c */ async"},
		{"#define PRAGMA(x) _Pragma(#x)\nPRAGMA // c\n(acc parallel)\n{}\n", "parallel", "PRAGMA // c\n(acc parallel)"},
		{"#define PRAGMA(x) _Pragma(#x)\nPRAGMA\\\n(acc serial)\n{}\n", "serial", "PRAGMA\\\n(acc serial)"},
	}
	for _, c := range cases {
		f := source.NewFile("t.c", []byte(c.src))
		dirs, _ := ParseFile(f, ModeC)
		if len(dirs) != 1 {
			t.Errorf("%q: %d directives, want 1", c.src, len(dirs))
			continue
		}
		if d := dirs[0]; d.Text != c.text || f.Slice(d.Range) != c.site {
			t.Errorf("%q: text %q at %q, want %q at %q", c.src, d.Text, f.Slice(d.Range), c.text, c.site)
		}
	}
}

// A comma inside a comment does not split a macro's arguments, and a
// parenthesis inside one does not close them.
func TestMacroArgumentComments(t *testing.T) {
	src := "#define ACC(x, y) _Pragma(#y)\nACC(a /* , */, acc loop /* ) */ seq)\nfor(;;);\n"
	f := source.NewFile("t.c", []byte(src))
	dirs, _ := ParseFile(f, ModeC)
	if len(dirs) != 1 {
		t.Fatalf("%d directives, want 1", len(dirs))
	}
	if d := dirs[0]; strings.Join(strings.Fields(d.Text), " ") != "loop seq" {
		t.Errorf("text %q, want loop seq", d.Text)
	}
}

// A name split by a line splice is the name joined (C11 §5.1.1.2 phase
// 2): _Pragma and a pragma macro's name are found so.
func TestSplicedNames(t *testing.T) {
	for _, src := range []string{
		"_Pra\\\ngma(\"acc parallel\")\n{}\n",
		"#define PAR _Pragma(\"acc parallel\")\nP\\\nAR\n{}\n",
	} {
		f := source.NewFile("t.c", []byte(src))
		dirs, _ := ParseFile(f, ModeC)
		if len(dirs) != 1 || dirs[0].Text != "parallel" {
			t.Errorf("%q: %d directives", src, len(dirs))
		}
	}
}
