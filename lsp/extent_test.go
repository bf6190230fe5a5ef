package lsp

import (
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// cStatementEnd reads C as the front end does: comments (a // comment
// continued by a line splice too), literals and identifiers with '$' (GCC
// and cc accept them) do not end or open a statement.
func TestCStatementEnd(t *testing.T) {
	cases := []struct{ src, want string }{
		{"{ a(); } b();", "{ a(); }"},
		{"for (i = 0; i < n; i++) a[i] = 0; b();", "for (i = 0; i < n; i++) a[i] = 0;"},
		{"if (x) a(); else { b(); } c();", "if (x) a(); else { b(); }"},
		{"do { a(); } while (x); b();", "do { a(); } while (x);"},
		{"a = \"};\"; b();", "a = \"};\";"},
		{"{ a(); // }\\\n } \n b(); } c();", "{ a(); // }\\\n } \n b(); }"},
		{"for /* ( */ (i = 0; i < n; i++) a(); b();", "for /* ( */ (i = 0; i < n; i++) a();"},
		{"for$ = 1; b(); }", "for$ = 1;"},
		{"if$(x); b();", "if$(x);"},
		{"{ a(); /\\\n* } */ } b();", "{ a(); /\\\n* } */ }"},
	}
	for _, c := range cases {
		src := []byte(c.src + "\n")
		end := cStatementEnd(src, 0, nil, -1)
		if got := string(src[:end]); got != c.want {
			t.Errorf("%q: got %q, want %q", c.src, got, c.want)
		}
	}
	if end := cStatementEnd([]byte("  /* c */ "), 0, nil, -1); end != len("  /* c */ ") {
		t.Errorf("nothing but trivia: end %d", end)
	}
}

// The words completion offers are identifiers as C has them, '$'
// included.
func TestIdentifiersWithDollar(t *testing.T) {
	src := "int a$b = 0; /* c$d */\n"
	snap := &snapshot{mode: analysis.ModeC, file: source.NewFile("t.c", []byte(src))}
	words := strings.Join(nearbyNames(snap, len(src)), " ")
	if !strings.Contains(words, "a$b") || strings.Contains(words, "c$d") {
		t.Errorf("words %q", words)
	}
}

// Whatever the text, the statement found ends inside it, not before
// where it was looked for.
func FuzzCStatementEnd(f *testing.F) {
	for _, s := range []string{"if (x) a(); else b();", "do { } while (", "for /* ( */ (;;) \"a", "{ // }\\\n }"} {
		f.Add([]byte(s), uint8(0))
	}
	f.Fuzz(func(t *testing.T, text []byte, at uint8) {
		off := int(at) % (len(text) + 1)
		if end := cStatementEnd(text, off, nil, -1); end < off || end > len(text) {
			t.Fatalf("%q from %d: end %d", text, off, end)
		}
	})
}
