package cfront

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/source"
)

// preludeHeader is a header with what the prelude must carry: macros of
// every form (one defined across a line splice, one variadic, one
// pasting), a struct, an enum, a static inline function, and the OpenACC
// directives headers hold.
const preludeHeader = `#ifndef P_H
#define P_H
#include <stddef.h>
#define SCALE 3
#define SQ(x) ((x) * (x))
#define LOG(fmt, ...) log_it(fmt, __VA_ARGS__)
#define CAT(a, b) a##b
#define LONG_ONE \
    (SCALE + 1)
  #  define INDENTED 7
struct pt { double x, y; };
typedef struct pt pt_t;
enum color { RED, GREEN = 4, BLUE };
extern double table[16];
#pragma acc declare create(table)
#pragma acc routine seq
double norm(pt_t p);
#pragma acc routine(twice) worker
static inline int twice(int v) { return v + v; }
int log_it(const char *fmt, ...);
#endif
`

const preludeMain = `/* a file whose prefix the prelude reads */
#define SPLICED \
	2
#define BEFORE 1
#include <stdlib.h>
#include <math.h>
#include "p.h"

#define N 64
double a[N];
pt_t pts[N];

int main(void)
{
	enum color c = GREEN;
#pragma acc parallel loop copy(a[0:N]) present(table)
	for (int i = 0; i < N; i++)
		a[i] = SQ(i) + sqrt((double)LONG_ONE) + twice(INDENTED) + table[i % 16] + norm(pts[i]) + c;
	return (int)SCALE;
}
`

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// withPreludeFirstTime builds a prelude the first time a prefix is met.
func withPreludeFirstTime(t *testing.T) {
	t.Setenv("ACCLS_CACHE_DIR", "off") // the in-memory cache alone
	old := preludeAfter
	preludeAfter = 1
	resetPreludeCache()
	t.Cleanup(func() { preludeAfter = old; resetPreludeCache() })
}

// TestPreludeUnitMatches: a Unit read after the prelude holds what the
// Unit read whole does: notes, skipped parts, the headers' directives,
// and for every name of the file its macro (with where it is defined, in
// the header: file, line, column and offset) and its symbol.
func TestPreludeUnitMatches(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader, "q.h": "#define Q_BUF BUFSIZ\n"})
	bodies := []string{
		preludeMain,
		strings.Replace(preludeMain, "return (int)SCALE;", "return nosuch(", 1),
		// A header included below the prefix names what the file does
		// not (BUFSIZ); a pasted name is not in the file's text (FILE).
		"#include <stdio.h>\nint x;\n#include \"q.h\"\nchar buf[Q_BUF];\n",
		"#include <stdio.h>\n#define MK(a, b) a##b\nMK(FI, LE) *fp;\n",
	}
	for _, body := range bodies {
		f := source.NewFile(filepath.Join(dir, "m.c"), []byte(body))
		want := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true})
		used := HeaderCache().Used
		got := Parse(f, Options{NoCompileCommands: true})
		if HeaderCache().Used != used+1 || got.prelude == nil {
			t.Fatalf("the file was not read after a prelude")
		}
		if d := unitDiff(want, got); d != "" {
			t.Error(d)
		}
	}
}

// unitDiff describes how two Units of one file differ, or "".
func unitDiff(want, got *Unit) string {
	var out []string
	check := func(what string, w, g any) {
		if !reflect.DeepEqual(w, g) {
			out = append(out, fmt.Sprintf("%s: got %+v, want %+v", what, g, w))
		}
	}
	check("notes", want.Notes, got.Notes)
	check("skipped", want.Skipped, got.Skipped)
	check("failed", want.Failed, got.Failed)
	check("routines", routineView(want), routineView(got))
	check("declares", declareView(want), declareView(got))
	check("active lines", want.activeLines, got.activeLines)
	scanIdentifiers(want.File.Text, func(name string) {
		wm, wok := want.Macro(name)
		gm, gok := got.Macro(name)
		check("macro "+name, wok, gok)
		if wok && gok {
			check("macro "+name, *wm, *gm) // DefPos with its offset
		}
		check("symbol "+name, symView(want, name), symView(got, name))
	})
	return strings.Join(out, "\n")
}

func routineView(u *Unit) []string {
	var out []string
	for _, r := range u.HeaderRoutines {
		name := ""
		if r.Sym != nil {
			name = r.Sym.Name
		}
		out = append(out, fmt.Sprintf("%s:%d %s %s", r.File, r.Line, r.Level, name))
	}
	return out
}

func declareView(u *Unit) []string {
	var out []string
	for _, d := range u.HeaderDeclares {
		out = append(out, fmt.Sprintf("%s:%d %s %s %v %v", d.File, d.Line, d.Clause, d.Name, d.Whole, d.Sym != nil))
	}
	return out
}

func symView(u *Unit, name string) string {
	s := u.Lookup(name, len(u.File.Text)-2)
	if s == nil {
		return "none"
	}
	return fmt.Sprintf("%v %v %v %v %q %v %v", s.Kind, s.Type, s.Decl, s.DeclFile, s.Storage, s.Global, s.Value)
}

// TestPreludeCacheReuse: editing the file below its prefix reads it after
// the same prelude, and so does touching a header (its bytes alike);
// changing a header, or editing the prefix, builds a new one, which sees
// the change.
func TestPreludeCacheReuse(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader})
	name := filepath.Join(dir, "m.c")
	opts := Options{NoCompileCommands: true}
	parse := func(text string) (*Unit, HeaderCacheStats) {
		u := Parse(source.NewFile(name, []byte(text)), opts)
		if u.Failed || u.prelude == nil {
			t.Fatalf("not read after a prelude: %v", u.Notes)
		}
		return u, HeaderCache()
	}
	_, s0 := parse(preludeMain)
	_, s1 := parse(strings.Replace(preludeMain, "a[i] = ", "a[i] = 1 + ", 1))
	if s1.Built != s0.Built || s1.Used != s0.Used+1 {
		t.Errorf("an edit of the body built a prelude again: %+v then %+v", s0, s1)
	}
	// Touching the header: same text, new modification time.
	later := time.Now().Add(2 * time.Second)
	if err := os.Chtimes(filepath.Join(dir, "p.h"), later, later); err != nil {
		t.Fatal(err)
	}
	_, s2 := parse(preludeMain)
	if s2.Built != s1.Built || s2.Used != s1.Used+1 {
		t.Errorf("touching the header (its bytes alike) built the prelude again: %+v then %+v", s1, s2)
	}
	// Changing the header: the new value is what the file sees.
	writeFiles(t, dir, map[string]string{"p.h": strings.Replace(preludeHeader, "#define SCALE 3", "#define SCALE 5", 1)})
	u, s3 := parse(preludeMain)
	if s3.Built != s2.Built+1 {
		t.Errorf("changing the header did not build the prelude again")
	}
	if m, ok := u.Macro("SCALE"); !ok || strings.Join(m.Tokens, " ") != "5" {
		t.Errorf("SCALE after the header changed: %+v", m)
	}
	// Editing the prefix.
	_, s4 := parse(strings.Replace(preludeMain, "#define BEFORE 1", "#define BEFORE 2", 1))
	if s4.Built != s3.Built+1 {
		t.Errorf("editing the prefix did not build a prelude")
	}
}

// TestPreludeNewHeader: a header that appears earlier on the include path
// is found at the next reading: the absence of a file cc looked for is
// part of what a prelude depends on.
func TestPreludeNewHeader(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	first, second := filepath.Join(dir, "first"), filepath.Join(dir, "second")
	for _, d := range []string{first, second} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFiles(t, second, map[string]string{"p.h": preludeHeader})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	opts := Options{NoCompileCommands: true, IncludePaths: []string{first, second}}
	Parse(f, opts)
	writeFiles(t, first, map[string]string{"p.h": strings.Replace(preludeHeader, "#define SCALE 3", "#define SCALE 9", 1)})
	u := Parse(f, opts)
	if u.prelude == nil {
		t.Fatalf("not read after a prelude: %v", u.Notes)
	}
	if m, ok := u.Macro("SCALE"); !ok || strings.Join(m.Tokens, " ") != "9" || !strings.HasPrefix(m.DefFile, first) {
		t.Errorf("SCALE after a header appeared earlier on the path: %+v", m)
	}
}

// TestPreludeOff: the option and the environment variable read the
// headers every time.
func TestPreludeOff(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	if u := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true}); u.prelude != nil {
		t.Error("NoHeaderCache read the file after a prelude")
	}
	t.Setenv(NoHeaderCacheEnv, "1")
	if u := Parse(f, Options{NoCompileCommands: true}); u.prelude != nil {
		t.Errorf("%s=1 read the file after a prelude", NoHeaderCacheEnv)
	}
}

// TestPreludeFallback: a header the type checker rejects (cc's parser
// does not), or one that uses what a prelude cannot carry (a running
// counter the file's own uses continue), makes the file be read whole,
// with the same result.
func TestPreludeFallback(t *testing.T) {
	withPreludeFirstTime(t)
	for _, c := range []struct{ name, header, body string }{
		{"a type error", "int clash(int);\ndouble clash(double);\n", "int main(void) { return clash(1); }\n"},
		{"__COUNTER__", "enum { FIRST = __COUNTER__ };\n", "enum { SECOND = __COUNTER__ };\nint main(void) { return SECOND; }\n"},
	} {
		dir := t.TempDir()
		writeFiles(t, dir, map[string]string{"h.h": c.header})
		src := "#include <stdio.h>\n#include \"h.h\"\n" + c.body
		f := source.NewFile(filepath.Join(dir, "m.c"), []byte(src))
		want := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true})
		got := Parse(f, Options{NoCompileCommands: true})
		if got.prelude != nil {
			t.Errorf("%s: read after a prelude", c.name)
		}
		if d := unitDiff(want, got); d != "" {
			t.Errorf("%s: %s", c.name, d)
		}
	}
}

// manyHeaders uses what glibc's headers hold through macros: assert,
// errno, isnan, INFINITY, PRId64, offsetof, va_arg, S_ISREG, complex I.
const manyHeaders = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <time.h>
#include <unistd.h>
#include <pthread.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdbool.h>
#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <float.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <ctype.h>
#include <complex.h>
#include <setjmp.h>

struct rec { int a; double b; };

static void say(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

int main(int argc, char **argv)
{
	int64_t big = INT64_MAX;
	bool ok = true;
	struct stat st;
	double d = INFINITY;
	assert(argc > 0);
	if (isnan(d) || errno == EINVAL || !isfinite(d))
		ok = false;
	printf("%" PRId64 " %zu %d\n", big, offsetof(struct rec, b), isdigit(argv[0][0]));
	if (stat(argv[0], &st) == 0 && S_ISREG(st.st_mode))
		say("%ld\n", (long)st.st_size);
	time_t t = time(NULL);
	pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
	jmp_buf jb;
	double complex z = 1.0 + 2.0 * I;
	say("%f %d %d %f\n", creal(z), CHAR_MAX, (int)t, DBL_EPSILON);
	(void)m; (void)jb; (void)SIGINT; (void)O_RDONLY;
	return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
`

// TestPreludeManyHeaders: a file of many system headers, as is and with
// C errors whose messages name a header's declaration (file, line and
// column), reads the same after the prelude.
func TestPreludeManyHeaders(t *testing.T) {
	withPreludeFirstTime(t)
	for _, extra := range []string{"", "double printf;\n", "struct stat { int x; };\n", "FILE *fp = 3.0;\n"} {
		src := strings.Replace(manyHeaders, "struct rec {", extra+"struct rec {", 1)
		f := source.NewFile(filepath.Join(t.TempDir(), "m.c"), []byte(src))
		want := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true})
		got := Parse(f, Options{NoCompileCommands: true})
		if extra == "" && got.prelude == nil {
			t.Errorf("not read after a prelude: %v", got.Notes)
		}
		if d := unitDiff(want, got); d != "" {
			t.Errorf("with %q: %s", extra, d)
		}
	}
}

// TestInDirective: what makes a file get the whole prelude.
func TestInDirective(t *testing.T) {
	for _, c := range []struct {
		text, w string
		want    bool
	}{
		{"int x; // include guard\n", "include", false},
		{"/*\n * we include this\n */\n", "include", false},
		{"int x;\n#include \"b.h\"\n", "include", true},
		{"int x;\n  #  include <b.h>\n", "include", true},
		{"#define X \\\n  include\n", "include", true},
		{"#if 1 /* a\n */ include\n", "include", true},
		{"/* ####### */\nint x;\n", "##", false},
		{"#define CAT(a, b) a ## b\n", "##", true},
		{"#define CAT(a, b) a \\\r\n ## b\n", "##", true},
	} {
		if got := inDirective([]byte(c.text), c.w); got != c.want {
			t.Errorf("inDirective(%q, %q) = %v, want %v", c.text, c.w, got, c.want)
		}
	}
}

// TestPreludeCheckedAsUsed: a prelude whose text no longer gives cc what
// the headers gave (here a declaration moved by a column) is found out
// when a file first uses that declaration; the file is read whole, and
// the prelude is not used again.
func TestPreludeCheckedAsUsed(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	opts := Options{NoCompileCommands: true}
	p := Parse(f, opts).prelude
	if p == nil {
		t.Fatal("not read after a prelude")
	}
	moved := false
	for i, d := range p.decls {
		if strings.Contains(d.text, "norm") {
			p.decls[i].text = strings.Replace(d.text, "norm", " norm", 1)
			p.declOK[i].Store(false)
			moved = true
		}
	}
	if !moved {
		t.Fatal("no declaration of norm in the prelude")
	}
	want := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true})
	got := Parse(f, opts)
	if got.prelude != nil || !p.broken.Load() {
		t.Errorf("a changed declaration was not found out")
	}
	if d := unitDiff(want, got); d != "" {
		t.Error(d)
	}
	if Parse(f, opts).prelude != nil {
		t.Errorf("a broken prelude was used again")
	}
}

// TestDirectivePrefix: where a file's directive prefix ends.
func TestDirectivePrefix(t *testing.T) {
	for _, c := range []struct {
		name, text, prefix string
	}{
		{"includes and defines", "#include <a.h>\n#define X 1\n#include <b.h>\n#define N 2\nint x;\n", "#include <a.h>\n#define X 1\n#include <b.h>\n"},
		{"comments and splices", "/* c\n */\n#include \\\n <a.h> // c\n\nint x;\n", "/* c\n */\n#include \\\n <a.h> // c\n"},
		{"a conditional group", "#ifdef X\n#include <a.h>\n#else\n#include <b.h>\n#endif\nint x;\n", "#ifdef X\n#include <a.h>\n#else\n#include <b.h>\n#endif\n"},
		{"a group open past the prefix", "#include <a.h>\n#if X\n#include <b.h>\nint x;\n#endif\n", "#include <a.h>\n"},
		{"a pragma stops it", "#include <a.h>\n#pragma acc routine(f) seq\n#include <b.h>\n", "#include <a.h>\n"},
		{"no include", "#define X 1\nint x;\n", ""},
		{"__LINE__", "#include <a.h>\n#define L __LINE__\n#include <b.h>\n", ""},
		{"_Pragma", "#define P _Pragma(\"once\")\n#include <a.h>\n", ""},
		{"a line marker", "# 1 \"x.c\"\n#include <a.h>\n", ""},
		{"a whole file", "#include <a.h>", "#include <a.h>"},
		{"a malformed include", "#include <a.h>\n#include\n#include <b.h>\n", "#include <a.h>\n"},
		{"an unterminated include", "#include <a.h>\n#include \"b.h\nint x;\n", "#include <a.h>\n"},
	} {
		end, _ := directivePrefix([]byte(c.text))
		if got := c.text[:end]; got != c.prefix {
			t.Errorf("%s: prefix %q, want %q", c.name, got, c.prefix)
		}
	}
}
