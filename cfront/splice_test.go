package cfront

import (
	"strings"
	"testing"
)

// The front end's lexical scans of the main file follow line splices and
// let trivia (newlines, comments) stand between tokens as C does; these
// cases went wrong when each scan skipped trivia its own way.

// A string whose line splice ends in CR-LF goes on past it: its closing
// quote does not open a literal that swallows the ';' after it.
func TestChunksCRLFSpliceInString(t *testing.T) {
	text := []byte("const char *s = \"a\\\r\nb\";\r\nint x;\r\n")
	chunks := splitChunks(text, false)
	if len(chunks) != 2 || string(text[chunks[1].start:chunks[1].end]) != "int x;" {
		t.Errorf("chunks %+v", chunks)
	}
}

// In layout mode a line continued by a splice is not a new line: its
// second half in column 1 does not end the function.
func TestRecoverMissingBraceSplicedLine(t *testing.T) {
	src := "void broken(int n, float *a)\n{\n    for (int i = 0; i < n; i++) {\n        a[i] = 0 + \\\nn;\n}\n\nvoid good(void) { }\n"
	_, u := parse(t, src, Options{})
	if u.Failed || funcNames(u) != "good" {
		t.Fatalf("functions %q, failed %v: %v", funcNames(u), u.Failed, u.Notes)
	}
	errs := cErrors(u)
	if len(errs) != 1 || errs[0].Range.Start.Line != 6 || !strings.Contains(errs[0].Message, "'broken'") {
		t.Errorf("errors %v, want one at the '}' on line 6", u.Notes)
	}
}

// A _Pragma operator whose '(' is on the next line, or after a comment,
// is numbered like any other, so that one in an inactive branch is not
// active (the directive parser finds it: grammar's skipSpaceComments).
func TestPragmaOperatorsSpacedOut(t *testing.T) {
	src := "void f(float *a, int n) {\n#if 0\n    _Pragma\n    (\"acc parallel loop\")\n#endif\n    for (int i = 0; i < n; i++) a[i] = 0;\n#if 0\n    _Pragma /* c */ ( /* c */ \"acc kernels\")\n#endif\n    a[0] = 1;\n}\n"
	checkNumberedOperators(t, src, false, false)
}

// A _Pragma string with an encoding prefix is numbered too, and cc reads
// it (cc loops on u8"..." and refuses u"...": the prefix is blanked).
func TestPragmaOperatorsEncodingPrefix(t *testing.T) {
	src := "void f(float *a) {\n#if 0\n    _Pragma(L\"acc kernels\")\n#else\n    _Pragma(u8\"acc kernels\")\n#endif\n    a[0] = 2;\n#ifdef _OPENACC\n    _Pragma(u\"acc kernels\")\n#endif\n    a[0] = 3;\n}\n"
	checkNumberedOperators(t, src, false, true, true)
}

// checkNumberedOperators parses src and checks that its _Pragma
// operators, in order, are numbered and active as want says.
func checkNumberedOperators(t *testing.T, src string, want ...bool) {
	t.Helper()
	_, u := parse(t, src, Options{})
	if u.Failed || len(u.Notes) > 0 {
		t.Fatalf("notes: %v", u.Notes)
	}
	off := 0
	for k, active := range want {
		off += strings.Index(src[off:], "_Pragma")
		if _, numbered := u.pragmaOps[off]; !numbered || u.OperatorActive(off) != active {
			t.Errorf("operator %d at %d: numbered %v, active %v, want %v", k, off, numbered, !active, active)
		}
		off++
	}
}

// A directive applies to the statement after a _Pragma operator written
// over two lines, or with a line splice or a comment before its '('.
func TestPairingAcrossSpacedPragmaOperator(t *testing.T) {
	for _, between := range []string{
		"_Pragma\n\t(\"omp simd\")",
		"_Pragma \\\n(\"omp simd\")",
		"_Pragma /* c */ (\"omp simd\")",
		"_Pragma(\"omp \\\n simd\")",
	} {
		src := "void f(int n, float *a) {\n\t#pragma acc parallel loop\n\t" + between + "\n\tfor (int i = 0; i < n; i++) a[i] = 0;\n}\n"
		f, u := parse(t, src, Options{})
		off := strings.Index(string(f.Text), "loop") + len("loop")
		if _, ok := u.Following(off).(*For); !ok {
			t.Errorf("%q: the directive applies to %T, want the for loop", between, u.Following(off))
		}
	}
}

// A macro invocation's range takes in its arguments when a splice, a
// newline or a comment stands before the '('.
func TestMacroInvocationEndSpacedOut(t *testing.T) {
	for _, src := range []string{"M(a, \")\")", "M \\\n(a)", "M\n  (a)", "M /* c */ (a)", "M \\\r\n(a, (b))"} {
		if end := macroInvocationEnd([]byte(src+" + 1"), 0); end != len(src) {
			t.Errorf("%q: ends at %d, want %d", src, end, len(src))
		}
	}
	for _, src := range []string{"M + (a)", "M", "M (a"} {
		if end := macroInvocationEnd([]byte(src), 0); end != 1 {
			t.Errorf("%q: ends at %d, want 1", src, end)
		}
	}
}

// A label is a name and a ':', whatever trivia stand between them.
func TestLabelAt(t *testing.T) {
	for src, want := range map[string]bool{
		"out: x;": true, "out :": true, "out /* c */ :": true, "out \\\n: x;": true, "out:": true,
		"std::x": false, "x = 1;": false, "f(x);": false, "out": false,
	} {
		if got := labelAt([]byte(src), 0); got != want {
			t.Errorf("labelAt(%q) = %v, want %v", src, got, want)
		}
	}
}
