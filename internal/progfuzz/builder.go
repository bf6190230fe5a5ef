package progfuzz

import (
	"fmt"
	"strings"
)

// storage is where a test keeps its arrays: the styles HPC codes use.
type storage int

const (
	stGlobal storage = iota // file-scope arrays
	stLocal                 // arrays local to the test function
	stHeap                  // malloc'd pointers in the test function
	stParam                 // malloc'd pointers passed to a helper that holds the directives
)

// array is one array of a test.
type array struct {
	name string
	t    ctype
	dims []int
	ptr  bool // a pointer: data clauses need a subarray and it is flat
}

// tb builds one test function.
type tb struct {
	g        *gen
	name     string
	st       storage
	arrs     []*array
	setup    []string        // host statements before the directives
	body     []string        // the directives and loops (in the helper under stParam)
	check    []string        // host statements after: the hashes
	locs     []string        // helper-local declarations (stParam) or test-local ones
	declared map[string]bool // loop variables declared in locs
	kind     string          // the kind of test, named in a comment
}

func newTB(g *gen) *tb {
	t := &tb{g: g, name: fmt.Sprintf("t%d", g.n), declared: map[string]bool{}}
	t.st = storage(g.r.Intn(4))
	return t
}

func (t *tb) fresh(prefix string) string {
	t.g.counter++
	return fmt.Sprintf("%s_%s%d", t.name, prefix, t.g.counter)
}

// arr declares an array; input arrays get initial values, the others zero.
func (t *tb) arr(ty ctype, input bool, dims ...int) *array {
	a := &array{name: t.fresh("a"), t: ty, dims: dims}
	total := 1
	for _, d := range dims {
		total *= d
	}
	switch t.st {
	case stGlobal:
		fmt.Fprintf(&t.g.top, "static %s %s%s;\n", ty.name, a.name, dimText(dims))
	case stLocal:
		t.setup = append(t.setup, fmt.Sprintf("%s %s%s;", ty.name, a.name, dimText(dims)))
	default:
		if len(dims) > 1 {
			// multidimensional arrays stay arrays (passed to the helper
			// as a pointer to rows); pointers are flat
			t.setup = append(t.setup, fmt.Sprintf("static %s %s%s;", ty.name, a.name, dimText(dims)))
			a.ptr = t.st == stParam
		} else {
			a.ptr = true
			t.setup = append(t.setup, fmt.Sprintf("%s *%s = (%s *)malloc(%d * sizeof(%s));", ty.name, a.name, ty.name, total, ty.name))
		}
	}
	t.arrs = append(t.arrs, a)
	idx := "q"
	if input {
		t.setup = append(t.setup, fmt.Sprintf("for (int q = 0; q < %d; q++) %s = %s;", total, t.flat(a, idx), t.g.initExpr(ty, idx)))
	} else {
		t.setup = append(t.setup, fmt.Sprintf("for (int q = 0; q < %d; q++) %s = 0;", total, t.flat(a, idx)))
	}
	return a
}

// flat is element q of a in row-major order.
func (t *tb) flat(a *array, q string) string {
	if len(a.dims) == 1 {
		return fmt.Sprintf("%s[%s]", a.name, q)
	}
	return fmt.Sprintf("((%s *)%s)[%s]", a.t.name, a.name, q)
}

func dimText(dims []int) string {
	s := ""
	for _, d := range dims {
		s += fmt.Sprintf("[%d]", d)
	}
	return s
}

// at is the element reference a[i][j]...
func at(a *array, idx ...string) string {
	s := a.name
	for _, i := range idx {
		s += "[" + i + "]"
	}
	return s
}

// sec is a in a data clause: whole, or a subarray of all of it.
func (t *tb) sec(a *array) string {
	if !a.ptr && t.g.coin(0.5) {
		return a.name
	}
	s := a.name
	for _, d := range a.dims {
		s += fmt.Sprintf("[0:%d]", d)
	}
	return s
}

// secs lists the arrays in data-clause form.
func (t *tb) secs(as ...*array) string {
	var s []string
	for _, a := range as {
		s = append(s, t.sec(a))
	}
	return strings.Join(s, ", ")
}

// hashArr hashes every element of a after the directives.
func (t *tb) hashArr(a *array) {
	total := 1
	for _, d := range a.dims {
		total *= d
	}
	t.check = append(t.check, fmt.Sprintf("for (int q = 0; q < %d; q++) %s", total, hash(a.t, t.flat(a, "q"))))
}

func (t *tb) line(format string, args ...any) { t.body = append(t.body, fmt.Sprintf(format, args...)) }

// finish writes the test function (and its helper under stParam).
func (t *tb) finish() {
	g := t.g
	w := &g.funcs
	fmt.Fprintf(w, "\n/* %s: %s */", t.name, t.kind)
	if t.st == stParam {
		var params, args []string
		for _, a := range t.arrs {
			switch {
			case len(a.dims) > 1:
				params = append(params, fmt.Sprintf("%s %s[]%s", a.t.name, a.name, dimText(a.dims[1:])))
			case a.ptr:
				params = append(params, fmt.Sprintf("%s *restrict %s", a.t.name, a.name))
			default:
				continue
			}
			args = append(args, a.name)
		}
		if len(params) == 0 {
			params = append(params, "void")
		}
		fmt.Fprintf(w, "\nstatic void %s_run(%s) {\n", t.name, strings.Join(params, ", "))
		writeLines(w, t.locs)
		writeLines(w, t.body)
		writeLines(w, t.check)
		w.WriteString("}\n")
		fmt.Fprintf(w, "\nstatic void %s(void) {\n", t.name)
		writeLines(w, t.setup)
		fmt.Fprintf(w, "  %s_run(%s);\n", t.name, strings.Join(args, ", "))
	} else {
		fmt.Fprintf(w, "\nstatic void %s(void) {\n", t.name)
		writeLines(w, t.setup)
		writeLines(w, t.locs)
		writeLines(w, t.body)
		writeLines(w, t.check)
	}
	fmt.Fprintf(w, "  done(\"%s\");\n", t.name)
	for _, a := range t.arrs {
		if a.ptr && len(a.dims) == 1 {
			fmt.Fprintf(w, "  free(%s);\n", a.name)
		}
	}
	w.WriteString("}\n")
	g.calls = append(g.calls, t.name)
}

func writeLines(w *strings.Builder, lines []string) {
	for _, l := range lines {
		if strings.HasPrefix(l, "#") {
			w.WriteString(l + "\n")
			continue
		}
		w.WriteString("  " + l + "\n")
	}
}
