package analysis

import (
	"slices"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// OpenCL C has no long double (OpenCL C 1.2 §6.1.4 reserves the name).
// accls's policy: device code computes a long double as a double, and
// the host converts at the boundary (the value passed in, the result of
// a reduction or a copy of a scalar coming back). The program still
// runs, with double's precision on the device; this warning says so,
// once per variable of each region of device code (a compute construct,
// a routine defined in this file), and once per region for long double
// arithmetic that names no such variable (a cast, an L constant, a call
// returning long double). Arrays and pointers of long double, and long
// double members, keep the host's 16-byte layout in device memory, which
// double cannot read: those are limits of the translator (openclgen), not
// warnings.

// CodeLongDoubleAsDouble is the warning for long double in device code.
const CodeLongDoubleAsDouble = "long-double-as-double"

// isLongDouble reports the C type long double (an 80-bit x87 value in 16
// bytes on x86-64, 8 or 16 bytes elsewhere; any real floating type wider
// than double).
func isLongDouble(t *cfront.Type) bool {
	return t != nil && t.Kind == cfront.Float && t.Size > 8
}

// checkLongDoubles warns where long double enters device code.
func (a *analyzer) checkLongDoubles() {
	for _, c := range a.m.Constructs {
		if c.IsCompute() && c.Body != nil {
			a.warnLongDoubles(c.Body)
		}
	}
	var fns []*cfront.Func
	for sym := range a.m.Routines {
		if sym.Def != nil && sym.Def.Body != nil && !slices.Contains(fns, sym.Def) {
			fns = append(fns, sym.Def)
		}
	}
	slices.SortFunc(fns, func(x, y *cfront.Func) int { return x.Range.Start.Offset - y.Range.Start.Offset })
	for _, fn := range fns {
		a.warnLongDoubleRoutine(fn)
	}
}

// warnLongDoubleRoutine warns at a routine's long double result and
// parameters, then in its body.
func (a *analyzer) warnLongDoubleRoutine(fn *cfront.Func) {
	seen := map[*cfront.Symbol]bool{}
	if t := fn.Sym.Type; t != nil && isLongDouble(t.Result) {
		a.warnf(fn.NameRange, CodeLongDoubleAsDouble,
			"the routine '%s' returns long double, which the device computes as double (OpenCL has no long double)", fn.Name)
	}
	for _, p := range fn.Params {
		if isLongDouble(p.Type) && p.Decl != (source.Range{}) {
			seen[p] = true
			a.warnLongDoubleVar(p.Decl, p.Name, false)
		}
	}
	a.walkLongDoubles(fn.Body, seen)
}

// warnLongDoubles warns in one compute construct's body.
func (a *analyzer) warnLongDoubles(body cfront.Node) {
	a.walkLongDoubles(body, map[*cfront.Symbol]bool{})
}

// walkLongDoubles warns at the first use of each long double variable
// in body (seen holds those already reported), and at the first long
// double expression when body names no such variable.
func (a *analyzer) walkLongDoubles(body cfront.Node, seen map[*cfront.Symbol]bool) {
	var first cfront.Expr
	named := false
	for _, n := range a.bodyFactsOf(body).longDoubles {
		if d, ok := n.(*cfront.DeclStmt); ok {
			for _, v := range d.Vars {
				if v.Sym != nil && isLongDouble(v.Sym.Type) && !seen[v.Sym] {
					seen[v.Sym] = true
					a.warnLongDoubleVar(v.Sym.Decl, v.Sym.Name, false)
				}
			}
			continue
		}
		e := n.(cfront.Expr)
		if id, ok := e.(*cfront.Ident); ok && id.Sym != nil && id.Sym.Kind != cfront.SymFunc {
			named = true
			if !seen[id.Sym] {
				seen[id.Sym] = true
				a.warnLongDoubleVar(id.Range, id.Name, true)
			}
			continue
		}
		if first == nil {
			first = e
		}
	}
	if first != nil && !named {
		a.warnf(first.Span(), CodeLongDoubleAsDouble,
			"long double arithmetic here is computed as double on the device (OpenCL has no long double)")
	}
}

// warnLongDoubleVar warns at a long double variable; crosses: it is
// declared outside the device code, so its value is converted on the way
// in (and out, where it comes back).
func (a *analyzer) warnLongDoubleVar(r source.Range, name string, crosses bool) {
	if r == (source.Range{}) {
		return
	}
	how := ""
	if crosses {
		how = "; the values the host and the device exchange for it are doubles"
	}
	a.warnf(r, CodeLongDoubleAsDouble,
		"'%s' is long double, which the device computes as double (OpenCL has no long double)%s", name, how)
}
