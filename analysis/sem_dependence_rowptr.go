package analysis

import (
	"github.com/accls/accls/cfront"
)

// Pointers derived in a loop body: the row-pointer idiom
//
//	for (int i = 0; i < n; i++) {
//	    double *row = &A[i*m];          // or A + i*m, X[i], &X[i][0]
//	    for (int j = 0; j < m; j++) row[j] += 1;
//	}
//
// A pointer declared in a loop body is private to each iteration (§2.6.1)
// but its target is not, so an access through it is an access to the
// array it was computed from: row[j] is A[i*m + j], *row is A[i*m], and
// the dependence tests (and the delinearization of i*m + j) compare that.
// It holds only while the pointer keeps the value it was given where its
// subscripts were evaluated:
//   - it is a local, assigned once: its initializer, or one assignment
//     that is a statement of the declaring block before any use of it;
//     never incremented, assigned again, or its address taken;
//   - no jump can enter its scope past that definition (no goto in the
//     function, no case label in the block after it);
//   - the definition is base + offset (pointerBase): the base an array,
//     an unchanged pointer parameter or local, or another such pointer;
//     the offset a polynomial of unchanged integer scalars and of the
//     variables of canonical loops around the definition (loops do not
//     change those in their bodies);
//   - an offset that moves an inner dimension (&X[i][0] + j) stays in
//     that row: 0 <= subscript < the row's length, proven over the loops
//     around the access; otherwise p[j] may be an element of another row.
// A pointer that fails any of these stays what sem_dependence_base.go
// makes of it: a pointer that moves (movingBase), which may alias its
// base (restrictExcludes, mayAlias).

// derivedPtr is what a pointer variable holds wherever it is in scope.
type derivedPtr struct {
	def cfront.Expr // the defining expression, array decays made explicit
}

// derivedSet holds a function's derived pointers and the expressions
// their definitions only take the address of (&A[i*m], a decaying X[i]):
// those are recorded as element references (sem_refs.go), but touch no
// memory; the accesses through the pointer stand for them.
type derivedSet struct {
	ptrs  map[*cfront.Symbol]*derivedPtr
	addrs map[cfront.Expr]bool
	// bases are the uses of the base pointers in the definitions
	// (A of `row = A + i*m;`): storing A in row passes its data on to
	// accesses that stand for A's own.
	bases map[*cfront.Ident]bool
}

// derivedPointers finds the derived pointers of f, once per function.
func (a *analyzer) derivedPointers(env *polyEnv, f *cfront.Func) *derivedSet {
	if a.derived == nil {
		a.derived = map[*cfront.Func]*derivedSet{}
	}
	if d := a.derived[f]; d != nil {
		return d
	}
	d := &derivedSet{ptrs: map[*cfront.Symbol]*derivedPtr{}, addrs: map[cfront.Expr]bool{}, bases: map[*cfront.Ident]bool{}}
	a.derived[f] = d
	if f == nil || f.Body == nil {
		return d
	}
	facts := a.factsOf(f)
	if facts.hasGoto {
		return d
	}
	writes := facts.writes
	fs := a.scalarsOf(env, f)
	for _, block := range facts.ptrBlocks {
		for k, it := range block.Items {
			ds, ok := it.(*cfront.DeclStmt)
			if !ok {
				continue
			}
			rest := block.Items[k+1:]
			for _, v := range ds.Vars {
				s := v.Sym
				if s == nil || s.Type == nil || s.Type.Kind != cfront.Pointer || s.Global || s.Volatile ||
					s.Storage != cfront.StorageAuto || !s.Decl.Start.IsValid() || !a.inLoopBody(f, s.Decl.Start.Offset) {
					continue
				}
				def, assigns := v.Init, 0
				if def == nil {
					def, assigns = assignedFirst(rest, s), 1
				}
				if def == nil || writes[s] != assigns || mentions(def, s) || caseLabelIn(rest) {
					continue
				}
				if x := a.derivation(fs, f, d, s, def); x != nil {
					d.ptrs[s] = &derivedPtr{def: x}
					markAddrs(def, d.addrs)
					cfront.Inspect(def, func(n cfront.Node) bool {
						if id, ok := n.(*cfront.Ident); ok && id.Sym != nil && isPtrOrArray(id.Sym.Type) {
							d.bases[id] = true
						}
						return true
					})
				}
			}
		}
	}
	return d
}

// derivation checks def as the value of derived pointer s and returns it
// with array decays made explicit, or nil.
func (a *analyzer) derivation(fs *funcScalars, f *cfront.Func, d *derivedSet, s *cfront.Symbol, def cfront.Expr) cfront.Expr {
	x := decay(def)
	if x == nil || !sameTarget(s.Type.Elem, pointee(def.Type())) {
		return nil
	}
	probe := &cfront.Lit{ExprInfo: cfront.ExprInfo{Range: def.Span(), T: intType, HasConst: true}, Kind: cfront.IntLit, Text: "0"}
	id, _, reads, ok := pointerBase(x, []cfront.Expr{probe})
	if !ok {
		return nil
	}
	b := id.Sym
	if b.Type == nil {
		return nil
	}
	switch {
	case d.ptrs[b] != nil:
	case b.Type.Kind == cfront.Array && a.deviceArray(f, b):
		// Each work-item's own copy or the gang's, as openclgen decides
		// from the array's direct uses, which a pointer to it does not
		// follow: the accesses stay the pointer's.
		return nil
	case b.Type.Kind == cfront.Array && b.Storage != cfront.StorageParam:
		// An array object never moves.
	case b.Type.Kind == cfront.Pointer || b.Type.Kind == cfront.Array:
		// A pointer (an array parameter is one) the function never
		// changes: the same where s is defined and where s is used.
		if b.Global || b.Volatile || (b.Storage != cfront.StorageAuto && b.Storage != cfront.StorageParam) || fs.written[b] {
			return nil
		}
	default:
		return nil
	}
	probeEnv := newPolyEnv()
	for _, r := range reads {
		if _, ok := probeEnv.polyOf(r); !ok || narrows(r) {
			return nil
		}
		for _, v := range symsIn(r) {
			if !fs.stable(v) && !a.ivAround(f, v, s.Decl.Start.Offset) {
				return nil
			}
		}
	}
	return x
}

// resolveDerived rewrites the element references of elems that go
// through derived pointers as references to the pointers' bases, for the
// dependence tests of loop l, and drops the references that only take an
// address for a definition. orig maps each rewritten reference back.
func (a *analyzer) resolveDerived(env *polyEnv, l *Loop, elems []*VarRef) (out []*VarRef, orig map[*VarRef]*VarRef) {
	d := a.derivedPointers(env, l.Func)
	if len(d.ptrs) == 0 {
		return elems, nil
	}
	orig = map[*VarRef]*VarRef{}
	for _, r := range elems {
		if d.addrs[r.Elem] && r.Access&Write == 0 {
			continue // &A[i*m] in `row = &A[i*m]`: no access
		}
		c := a.throughDerived(env, l, d, r)
		if c == r {
			out = append(out, r)
			continue
		}
		orig[c] = r
		out = append(out, c)
	}
	return out, orig
}

// derivesPointer reports whether r is a use of a pointer's value in the
// definition of a derived pointer, and only that.
func (a *analyzer) derivesPointer(env *polyEnv, l *Loop, r *VarRef) bool {
	return r.Elem == nil && r.Ident != nil && r.Access&Write == 0 && a.derivedPointers(env, l.Func).bases[r.Ident]
}

// throughDerived returns r as an access to the base of the derived
// pointer it goes through, or r itself.
func (a *analyzer) throughDerived(env *polyEnv, l *Loop, d *derivedSet, r *VarRef) *VarRef {
	if r.Through || len(r.Subs) == 0 || d.ptrs[r.Sym] == nil {
		return r
	}
	for _, s := range r.Subs {
		if _, ok := env.polyOf(s); !ok {
			return r // no test reads it: keep the pointer's own reasons
		}
	}
	sym, subs, id := r.Sym, r.Subs, r.Ident
	for depth := 0; d.ptrs[sym] != nil; depth++ {
		if depth > 16 {
			return r
		}
		pid, out, _, ok := pointerBase(d.ptrs[sym].def, subs)
		if !ok {
			return r
		}
		// The dimension the offset moved, when it is not the first.
		if k := len(out) - len(subs); k > 0 && !a.withinRow(env, l, r, pid.Sym.Type, k, out[k]) {
			return r
		}
		sym, subs, id = pid.Sym, out, pid
	}
	c := *r
	c.Sym, c.Ident, c.Subs = sym, id, subs
	return &c
}

// withinRow proves 0 <= sub < the length of dimension k of t (k >= 1)
// over the loops around r, so that sub does not leave its row.
func (a *analyzer) withinRow(env *polyEnv, l *Loop, r *VarRef, t *cfront.Type, k int, sub cfront.Expr) bool {
	for ; k > 0 && t != nil; k-- {
		t = t.Elem
	}
	if t == nil || t.Kind != cfront.Array {
		return false
	}
	var n poly
	switch {
	case !t.VLA && t.Len > 0:
		n = constPoly(t.Len)
	case t.VLA && t.LenExpr != nil:
		// The length C fixed when the type was declared: the
		// expression's value only if nothing changes its variables.
		p, ok := env.polyOf(t.LenExpr)
		if !ok || l.Func == nil {
			return false
		}
		fs := a.scalarsOf(env, l.Func)
		for _, at := range polyAtoms(p) {
			if !fs.stable(env.syms[at]) {
				return false
			}
		}
		n = p
	default:
		return false
	}
	p, ok := env.polyOf(sub)
	if !ok {
		return false
	}
	p = a.expand(env, l.Func, p)
	return withinStride(env, p, n, loopsUpTo(r.Loop, nil)) == ""
}

// restoreRefs puts the references as written back into deps.
func restoreRefs(deps []*Dependence, orig map[*VarRef]*VarRef) []*Dependence {
	for _, dep := range deps {
		if o := orig[dep.Src]; o != nil {
			dep.Src = o
		}
		if o := orig[dep.Dst]; o != nil {
			dep.Dst = o
		}
	}
	return deps
}

// decay rewrites the array-typed subscript expressions on the pointer
// path of e as the address of their first element (X[i] is &X[i][0]),
// which pointerBase reads; nil for what it cannot.
func decay(e cfront.Expr) cfront.Expr {
	switch x := e.(type) {
	case *cfront.Paren:
		return decay(x.X)
	case *cfront.Index:
		if t := decaying(x); t != nil {
			zero := &cfront.Lit{ExprInfo: cfront.ExprInfo{Range: x.Range, T: intType, HasConst: true}, Kind: cfront.IntLit, Text: "0"}
			in := &cfront.Index{ExprInfo: cfront.ExprInfo{Range: x.Range, T: t.Elem}, X: x, Index: zero}
			return &cfront.Unary{ExprInfo: cfront.ExprInfo{Range: x.Range, T: &cfront.Type{Kind: cfront.Pointer, Elem: t.Elem, Size: 8}}, Op: "&", X: in}
		}
		return nil
	case *cfront.Binary:
		if x.Op != "+" && x.Op != "-" {
			return nil
		}
		y := *x
		switch {
		case isPtrOrArray(x.X.Type()):
			if y.X = decay(x.X); y.X == nil {
				return nil
			}
		case x.Op == "+" && isPtrOrArray(x.Y.Type()):
			if y.Y = decay(x.Y); y.Y == nil {
				return nil
			}
		}
		return &y
	}
	return e
}

// decaying returns the array type of x when x is a row of an array
// (X[i] of double X[n][m]), which is converted to a pointer to its first
// element, not loaded; nil otherwise (p[i] of double **p loads p[i]).
// cfront gives such an expression the pointer type it decays to, so the
// type comes from the operand.
func decaying(x *cfront.Index) *cfront.Type {
	if t := pointee(x.X.Type()); t != nil && t.Kind == cfront.Array {
		return t
	}
	return nil
}

// markAddrs records the subscript expressions whose address def takes
// (the operand of &, a decaying X[i]).
func markAddrs(def cfront.Expr, addrs map[cfront.Expr]bool) {
	cfront.Inspect(def, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Unary:
			if x.Op == "&" {
				addrs[cfront.Unparen(x.X)] = true
			}
		case *cfront.Index:
			if decaying(x) != nil {
				addrs[x] = true
			}
		}
		return true
	})
}

// pointee is the type a pointer-valued expression points to (an array
// decays to its element).
func pointee(t *cfront.Type) *cfront.Type {
	if t == nil || (t.Kind != cfront.Pointer && t.Kind != cfront.Array) {
		return nil
	}
	return t.Elem
}

// sameTarget reports whether pointers to x and to y index alike: the
// same kind and size of element (qualifiers aside).
func sameTarget(x, y *cfront.Type) bool {
	if x == nil || y == nil || x.Size <= 0 || x.Size != y.Size || x.Kind != y.Kind {
		return false
	}
	switch x.Kind {
	case cfront.Array:
		return x.Len == y.Len && sameTarget(x.Elem, y.Elem)
	case cfront.Struct, cfront.Union:
		return x.Name == y.Name
	}
	return true
}

// deviceArray reports whether array s of f has copies of its own in
// device code: declared in a compute construct or in a function with a
// routine directive, or in a private, firstprivate or reduction clause.
func (a *analyzer) deviceArray(f *cfront.Func, s *cfront.Symbol) bool {
	if f.Sym != nil && a.m.Routines[f.Sym] != nil || !s.Decl.Start.IsValid() {
		return true
	}
	for _, c := range a.m.Constructs {
		if c.Func != f {
			continue
		}
		if c.IsCompute() && c.Range.Contains(s.Decl.Start.Offset) {
			return true
		}
		for _, at := range c.Data {
			if at.Sym == s && (at.Kind == AttrPrivate || at.Kind == AttrFirstprivate || at.Kind == AttrReduction) {
				return true
			}
		}
	}
	return false
}

// inLoopBody reports whether offset is in the body of a loop of f.
func (a *analyzer) inLoopBody(f *cfront.Func, offset int) bool {
	for _, l := range a.m.Loops {
		if l.Func != f {
			continue
		}
		if b := loopBody(l); b != nil && b.Span().Contains(offset) {
			return true
		}
	}
	return false
}

// assignedFirst returns e of the first statement of items that mentions
// s when it is `s = e;`, nil otherwise.
func assignedFirst(items []cfront.Stmt, s *cfront.Symbol) cfront.Expr {
	for _, it := range items {
		if !usesSym(it, s) {
			continue
		}
		es, ok := it.(*cfront.ExprStmt)
		if !ok {
			return nil
		}
		as, ok := es.X.(*cfront.Assign)
		if !ok || as.Op != "=" {
			return nil
		}
		if id, ok := stripToIdent(as.X); !ok || id.Sym != s || mentions(as.Y, s) {
			return nil
		}
		return as.Y
	}
	return nil
}

// caseLabelIn reports a case label among items outside switches of their
// own: a switch around the block may jump to it past a definition.
func caseLabelIn(items []cfront.Stmt) bool {
	found := false
	for _, it := range items {
		cfront.Inspect(it, func(n cfront.Node) bool {
			switch n.(type) {
			case *cfront.Switch:
				return false
			case *cfront.Case:
				found = true
			}
			return !found
		})
	}
	return found
}
