package grammar

import (
	"fmt"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// render prints a directive compactly: name[args] clause(arg, ...) ...
func render(d *Directive) string {
	var b strings.Builder
	b.WriteString(d.Name)
	if !d.Known {
		b.WriteString("?")
	}
	if d.Args != nil {
		b.WriteString(argsString(d.Args))
	}
	for _, c := range d.Clauses {
		b.WriteString(" " + c.Name)
		if c.Bad {
			b.WriteString("<bad>")
		} else if c.Args != nil {
			b.WriteString(argsString(c.Args))
		}
	}
	return b.String()
}

func argsString(l *ArgList) string {
	parts := make([]string, len(l.Args))
	for i, a := range l.Args {
		parts[i] = ArgString(a)
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// checkRender parses src, which must hold one valid directive, and
// compares its rendering with want.
func checkRender(t *testing.T, mode Mode, src, want string) {
	t.Helper()
	dirs, diags := parse(t, mode, src)
	if len(diags) > 0 {
		t.Errorf("%q: unexpected diagnostics %v", src, diags)
		return
	}
	if len(dirs) != 1 {
		t.Errorf("%q: got %d directives", src, len(dirs))
		return
	}
	if got := render(dirs[0]); got != want {
		t.Errorf("%q:\n got  %s\n want %s", src, got, want)
	}
}

func parse(t *testing.T, mode Mode, src string) ([]*Directive, []source.Diagnostic) {
	t.Helper()
	return ParseFile(source.NewFile("t", []byte(src)), mode)
}

func TestParseC(t *testing.T) {
	tests := []struct{ src, want string }{
		{"#pragma acc parallel loop copyin(a[0:n], b) copyout(c[:n])", "parallel loop copyin(a[0:n], b) copyout(c[:n])"},
		{"#pragma acc parallel, copy(x), async", "parallel copy(x) async"},
		{"  #  pragma   acc kernels", "kernels"},
		{"#pragma acc enter data copyin(readonly: a[lo:], b[:])", "enter data copyin(readonly: a[lo:], b[:])"},
		{"#pragma acc loop reduction(+: s) reduction(max:m) reduction(&&: ok)", "loop reduction(+: s) reduction(max: m) reduction(&&: ok)"},
		{"#pragma acc loop gang(num: 4, static: *) vector(length: 128) worker(8)", "loop gang(num: 4, static: *) vector(length: 128) worker(8)"},
		{"#pragma acc loop tile(*, 4) collapse(force: 2)", "loop tile(*, 4) collapse(force: 2)"},
		{"#pragma acc wait(devnum: 1 : queues: 2, 3) async(q)", "wait(devnum: 1: queues: 2, 3) async(q)"},
		{"#pragma acc wait", "wait"},
		{"#pragma acc cache(a[i-1:3], b[i])", "cache(a[(i - 1):3], b[i])"},
		{"#pragma acc routine(saxpy) seq bind(\"saxpy_dev\")", "routine(saxpy) seq bind(\"saxpy_dev\")"},
		{"#pragma acc parallel if(n > 100 && !flag) num_gangs(n/128+1, 2)", "parallel if(((n > 100) && !flag)) num_gangs(((n / 128) + 1), 2)"},
		{"#pragma acc parallel if(a + b * c - d % e)", "parallel if(((a + (b * c)) - (d % e)))"},
		{"#pragma acc parallel if(a < b == c < d || x & y ^ z | w)", "parallel if((((a < b) == (c < d)) || (((x & y) ^ z) | w)))"},
		{"#pragma acc parallel copy(a[(n)-1], p->q.r[0:n], (*s).t)", "parallel copy(a[((n) - 1)], p->q.r[0:n], (*s).t)"},
		{"#pragma acc parallel num_gangs((size_t)n >> 2) vector_length(sizeof(double)*32)", "parallel num_gangs(((size_t)n >> 2)) vector_length((sizeof(double) * 32))"},
		{"#pragma acc parallel num_gangs((unsigned long)n) if(x ? y : z ? u : v)", "parallel num_gangs((unsigned long)n) if((x ? y : (z ? u : v)))"},
		{"#pragma acc parallel copy(m[0:n][0:m]) present(f(x, y)[i])", "parallel copy(m[0:n][0:m]) present(f(x, y)[i])"},
		{"#pragma acc parallel /* comment */ copy(a) // trailing", "parallel copy(a)"},
		{"#pragma acc parallel \\\n    copy(a) \\\n    async", "parallel copy(a) async"},
		{"#pragma acc atomic update", "atomic update"},
		{"#pragma acc host_data use_device(p) if_present", "host_data use_device(p) if_present"},
		{"#pragma acc exit data copyout(a[0:n]) finalize", "exit data copyout(a[0:n]) finalize"},
		{"#pragma acc set device_type(nvidia) device_num(0)", "set device_type(nvidia) device_num(0)"},
		{"#pragma acc parallel default(none) self(x != 0)", "parallel default(none) self((x != 0))"},
		{"#pragma acc parallel copy(a[i++], b[--j], c[-1 * -k])", "parallel copy(a[i++], b[--j], c[(-1 * -k)])"},
		{"#pragma acc parallel num_gangs(0x10u) vector_length(1e3) async(2L)", "parallel num_gangs(0x10u) vector_length(1e3) async(2L)"},
	}
	for _, tt := range tests {
		checkRender(t, ModeC, tt.src, tt.want)
	}
}

func TestParseFortran(t *testing.T) {
	tests := []struct {
		mode      Mode
		src, want string
	}{
		{ModeFortranFree, "!$acc parallel loop copyin(a(1:n), b) copyout(c(:,2:m:2))", "parallel loop copyin(a(1:n), b) copyout(c(:, 2:m:2))"},
		{ModeFortranFree, "  !$ACC KERNELS LOOP Reduction(.AND.: ok) if(n .gt. 1 .and. .not. f)", "kernels loop reduction(.and.: ok) if(((n .gt. 1) .and. .not. f))"},
		{ModeFortranFree, "!$acc end parallel loop", "end parallel loop"},
		{ModeFortranFree, "!$acc parallel &\n!$acc& copy(a) &   ! comment\n  !$acc   async(1)", "parallel copy(a) async(1)"},
		{ModeFortranFree, "!$acc declare copyin(/blk/, x%y(1:n)) ! note", "declare copyin(/blk/, x%y(1:n))"},
		{ModeFortranFree, "!$acc parallel if(a**b**c > 2.0d0 .or. x == 1.eq.y)", "parallel if((((a ** (b ** c)) > 2.0d0) .or. ((x == 1) .eq. y)))"},
		{ModeFortranFixed, "c$acc parallel\n!$acc+ copy(a(1:n))\n      x = 1", "parallel copy(a(1:n))"},
		{ModeFortranFixed, "*$acc loop gang", "loop gang"},
	}
	for _, tt := range tests {
		checkRender(t, tt.mode, tt.src, tt.want)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"#pragma acc paralel copy(a)", "1:13: error: 'paralel' is not an OpenACC directive; did you mean 'parallel'? [unknown-directive]"},
		{"#pragma acc enter copyin(a)", "1:13: error: 'enter' is not an OpenACC directive; did you mean 'enter data'? [unknown-directive]"},
		{"#pragma acc", "1:9: error: expected a directive name after 'acc' [missing-directive]"},
		{"#pragma acc PARALLEL", "1:13: error: OpenACC directive names are lower case in C; write 'parallel' [directive-case]"},
		{"#pragma acc parallel copyin(a[0:n]", "1:35: error: expected ')' to close 'copyin(' opened at 1:28 [unclosed-bracket]"},
		{"#pragma acc parallel copyin(a[0:n)", "1:34: error: expected ']' to close '[' opened at 1:30, found ')' [unclosed-bracket]"},
		{"#pragma acc parallel copy(a,)", "1:29: error: expected an argument after ',' in 'copy(' [syntax]"},
		{"#pragma acc parallel copy(a b)", "1:29: error: unexpected 'b' in the arguments of 'copy' [syntax]"},
		{"#pragma acc parallel 42", "1:22: error: unexpected number 42; expected a clause name [syntax]"},
		{"#pragma acc parallel copy(a) )", "1:30: error: unexpected ')' without a matching '(' [unclosed-bracket]"},
		{"#pragma acc parallel copy(a(1:n))", "1:27: error: a C subarray is written with brackets: a[lo:length] [syntax]"},
	}
	for _, tt := range tests {
		_, diags := parse(t, ModeC, tt.src)
		if len(diags) != 1 {
			t.Errorf("%q: got %d diagnostics %v, want 1", tt.src, len(diags), diags)
			continue
		}
		if got := strings.TrimPrefix(diags[0].String(), "t:"); got != tt.want {
			t.Errorf("%q:\n got  %s\n want %s", tt.src, got, tt.want)
		}
	}
}

func TestOneBadPragmaDoesNotHideTheNext(t *testing.T) {
	src := "#pragma acc parallel copy(a[\nint x;\n#pragma acc loop gang\n#pragma acc kernels copyin(b, c)\n"
	dirs, diags := parse(t, ModeC, src)
	if len(diags) != 1 {
		t.Fatalf("diags = %v", diags)
	}
	var got []string
	for _, d := range dirs {
		got = append(got, fmt.Sprintf("%d:%s", d.Range.Start.Line, render(d)))
	}
	want := "1:parallel 3:loop gang 4:kernels copyin(b, c)"
	if strings.Join(got, " ") != want {
		t.Errorf("got %q, want %q", strings.Join(got, " "), want)
	}
}

func TestRanges(t *testing.T) {
	src := "int a;\n#pragma acc parallel \\\n  copyin(a[0:n]) async\n"
	f := source.NewFile("t", []byte(src))
	dirs, diags := ParseFile(f, ModeC)
	if len(diags) != 0 || len(dirs) != 1 {
		t.Fatalf("dirs=%d diags=%v", len(dirs), diags)
	}
	d := dirs[0]
	check := func(what string, r source.Range, want string) {
		t.Helper()
		if got := f.Slice(r); got != want {
			t.Errorf("%s: range %v holds %q, want %q", what, r, got, want)
		}
	}
	check("directive", d.Range, "#pragma acc parallel \\\n  copyin(a[0:n]) async")
	check("sentinel", d.Sentinel, "acc")
	check("name", d.NameRange, "parallel")
	c := d.Clauses[0]
	check("clause", c.Range, "copyin(a[0:n])")
	check("clause name", c.NameRange, "copyin")
	check("args", c.Args.Range, "(a[0:n])")
	sub := c.Args.Args[0].Value.(*Subarray)
	check("subarray", sub.Range, "a[0:n]")
	check("len", sub.Len.Span(), "n")
	if c.NameRange.Start.Line != 3 || c.NameRange.Start.Col != 3 {
		t.Errorf("clause at %v, want 3:3", c.NameRange.Start)
	}
	check("async", d.Clauses[1].Range, "async")
}

func TestPragmaOperatorAndComments(t *testing.T) {
	src := "/* #pragma acc kernels */\n// #pragma acc serial\nconst char *s = \"#pragma acc data\";\n" +
		"#define P _Pragma(\"acc parallel loop copy(s[0:1]) bind(\\\"x\\\")\")\n" +
		"void f(void) { _Pragma(\"acc loop seq\") for(;;); }\n" +
		"void g(void) { P for(;;); }\n" // the _Pragma in P's definition is a directive where P is expanded
	f := source.NewFile("t", []byte(src))
	dirs, diags := ParseFile(f, ModeC)
	if len(diags) != 0 {
		t.Fatalf("diags = %v", diags)
	}
	var got []string
	for _, d := range dirs {
		got = append(got, render(d))
	}
	want := `loop seq | parallel loop copy(s[0:1]) bind("x")`
	if strings.Join(got, " | ") != want {
		t.Fatalf("got %q, want %q", strings.Join(got, " | "), want)
	}
	if d := dirs[1]; d.Form != FormPragmaOperator || f.Slice(d.Clauses[0].Range) != "copy(s[0:1])" || f.Slice(d.Range) != "P" {
		t.Errorf("form %v, clause text %q", d.Form, f.Slice(d.Clauses[0].Range))
	}
}

func TestModeFor(t *testing.T) {
	for name, want := range map[string]Mode{"a.c": ModeC, "a.cpp": ModeC, "a.h": ModeC, "a.f90": ModeFortranFree, "a.F08": ModeFortranFree, "a.f": ModeFortranFixed, "a.F": ModeFortranFixed} {
		if got, ok := ModeFor(name); !ok || got != want {
			t.Errorf("ModeFor(%q) = %v, %v; want %v", name, got, ok, want)
		}
	}
	if _, ok := ModeFor("a.txt"); ok {
		t.Error("a.txt accepted")
	}
}

// FirstDirective finds directives where a C compiler would, and nothing
// inside comments, strings or other pragmas.
func TestFirstDirective(t *testing.T) {
	cases := []struct {
		src  string
		line int // 0: none
		col  int
	}{
		{"int x;\n#pragma acc parallel\n", 2, 1},
		{"  #  pragma   acc data copy(a)\n", 1, 3},
		{"#pragma \\\n acc kernels\n", 1, 1},
		{"void f(void) { _Pragma(\"acc parallel loop\") for(;;); }\n", 1, 16},
		{"_Pragma ( \" acc wait\" )\n", 1, 1},
		{"#pragma omp parallel\n#pragma accumulate\n", 0, 0},
		{"// #pragma acc parallel\n/* #pragma acc\n kernels */\n", 0, 0},
		{"const char *s = \"#pragma acc parallel\";\n", 0, 0},
		{"int x; #pragma acc parallel\n", 0, 0}, // not at a line's start: not a directive
		{"int my_Pragma(\"acc\");\n", 0, 0},
		{"#define P _Pragma(\"acc parallel\")\n", 0, 0}, // a directive only where P is expanded
		{"#define P _Pragma(\"acc parallel\")\nP\n", 2, 1},
	}
	for _, c := range cases {
		f := source.NewFile("t.c", []byte(c.src))
		off, ok := FirstDirective(f.Text, ModeC)
		if c.line == 0 {
			if ok {
				t.Errorf("%q: found a directive at %v", c.src, f.Pos(off))
			}
			continue
		}
		if p := f.Pos(off); !ok || p.Line != c.line || p.Col != c.col {
			t.Errorf("%q: got %v %v, want %d:%d", c.src, ok, p, c.line, c.col)
		}
	}
}
