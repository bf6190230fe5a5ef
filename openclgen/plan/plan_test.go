package plan

import (
	"slices"
	"testing"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// parseFunc parses src and returns its one function and its local
// variables by name.
func parseFunc(t *testing.T, src string) (*cfront.Func, map[string]*cfront.Symbol) {
	t.Helper()
	u := cfront.Parse(source.NewFile("t.c", []byte(src)), cfront.Options{NoCompileCommands: true})
	if u.Failed || len(u.Funcs) != 1 {
		t.Fatalf("parse: failed=%v funcs=%d notes=%v", u.Failed, len(u.Funcs), u.Notes)
	}
	vars := map[string]*cfront.Symbol{}
	cfront.Inspect(u.Funcs[0].Body, func(n cfront.Node) bool {
		if id, ok := n.(*cfront.Ident); ok && id.Sym != nil {
			vars[id.Sym.Name] = id.Sym
		}
		return true
	})
	return u.Funcs[0], vars
}

func names(syms []*cfront.Symbol) []string {
	var out []string
	for _, s := range syms {
		out = append(out, s.Name)
	}
	slices.Sort(out)
	return out
}

// TestPtrTargets: addresses flow through declarations, assignments,
// pointer arithmetic, ?: and values holding pointers (a struct
// initialized with one), to a fixed point whatever the order.
func TestPtrTargets(t *testing.T) {
	f, v := parseFunc(t, `struct S { double *p; };
void f(int c, double *g) {
	double a[4], b[4], x;
	double *q, *u;
	u = q;
	double *p = c ? a : &b[1];
	q = p + 1;
	struct S s = { &x };
	double *w = s.p;
	*u = *w + g[0];
}`)
	pt := ComputePtrTargets(f.Body)
	set := func(p string) []string {
		var out []string
		for s := range pt.Targets[v[p]] {
			out = append(out, s.Name)
		}
		slices.Sort(out)
		return out
	}
	for p, want := range map[string][]string{"p": {"a", "b"}, "q": {"a", "b"}, "u": {"a", "b"}, "s": {"x"}, "w": {"x"}, "g": nil} {
		if got := set(p); !slices.Equal(got, want) {
			t.Errorf("targets of %s = %v, want %v", p, got, want)
		}
	}
	if got := names(pt.PointsInto(v["u"], map[*cfront.Symbol]bool{v["b"]: true, v["x"]: true})); !slices.Equal(got, []string{"b"}) {
		t.Errorf("PointsInto(u, {b, x}) = %v, want [b]", got)
	}
}

// TestRoots: the variable a store reaches through arrays and members,
// none through a pointer or into a global.
func TestRoots(t *testing.T) {
	f, _ := parseFunc(t, `struct T { int m[3]; };
int glob;
void g(int *, int *, int *, int *);
void f(int *p, int i) {
	struct T s[2];
	int a[5][5];
	int b[5];
	s[i].m[1] = 0;
	a[1][2] = 0;
	b[0] = 0;
	p[i] = 0;
	glob = 0;
	g(&a[1][0], b + 1, p + 1, &s[0].m[1]);
}`)
	var lhs []string
	var args []string
	cfront.Inspect(f.Body, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			lhs = append(lhs, rootName(LvalueRoot(x.X)))
		case *cfront.Call:
			for _, a := range x.Args {
				args = append(args, rootName(PtrRoot(a)))
			}
		}
		return true
	})
	if want := []string{"s", "a", "b", "", ""}; !slices.Equal(lhs, want) {
		t.Errorf("LvalueRoot = %q, want %q", lhs, want)
	}
	if want := []string{"a", "b", "", "s"}; !slices.Equal(args, want) {
		t.Errorf("PtrRoot = %q, want %q", args, want)
	}
}

func rootName(s *cfront.Symbol) string {
	if s == nil {
		return ""
	}
	return s.Name
}

// TestGangLocalType: __local memory takes types of a size known when
// the kernel is compiled, without pointers.
func TestGangLocalType(t *testing.T) {
	f, v := parseFunc(t, `struct P { int *q; };
struct N { double d[2]; };
void f(int n) {
	double d[8];
	int *p;
	struct P sp[2];
	struct N sn;
	double vla[n];
	d[0] = 0; p = 0; sp[0].q = 0; sn.d[0] = 0; vla[0] = 0;
}`)
	_ = f
	for name, local := range map[string]bool{"d": true, "sn": true, "p": false, "sp": false, "vla": false} {
		why := GangLocalType(v[name].Type)
		if (why == "") != local {
			t.Errorf("GangLocalType(%s) = %q, want local=%v", name, why, local)
		}
	}
	if !HasPtrMember(v["sp"].Type) || HasPtrMember(v["sn"].Type) {
		t.Error("HasPtrMember: want struct P arrays yes, struct N no")
	}
}
