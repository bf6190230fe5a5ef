package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// Whether a kernel of a kernels region that is not itself a gang loop
// may still run over all gangs: its code outside loops is meant to run
// once (§2.5.3), and every gang would run it.

// gangLoops are the outermost gang loops of loops, the partitioned loops
// of a statement (loopsIn).
func gangLoops(loops []*Loop) []*Loop {
	var all, out []*Loop
	for _, lp := range loops {
		if lp.Levels&Gang != 0 {
			all = append(all, lp)
		}
	}
	for _, lp := range all {
		r := lp.Stmt.Span()
		inner := false
		for _, o := range all {
			if ro := o.Stmt.Span(); o != lp && ro.Start.Offset <= r.Start.Offset && ro.End.Offset >= r.End.Offset {
				inner = true
			}
		}
		if !inner {
			out = append(out, lp)
		}
	}
	return out
}

// gangLoopAlone reports a kernels statement whose gangs can share out its
// one outermost gang loop although the statement is not that loop: the
// loop is inside no other loop of the statement (whose iterations would
// need all gangs to meet), and the code around it writes no memory
// outside the statement's own variables (each gang runs it). gl are the
// statement's gang loops (gangLoops).
func gangLoopAlone(c *Construct, s cfront.Stmt, gl []*Loop) bool {
	if len(gl) != 1 || insideLoop(s, gl[0].Stmt) {
		return false
	}
	span, r := s.Span(), gl[0].Stmt.Span()
	for _, ref := range c.Refs {
		if ref.Sym == nil || ref.Access&(Write|AddrOf) == 0 {
			continue
		}
		o := ref.Range.Start.Offset
		if o < span.Start.Offset || o >= span.End.Offset || (o >= r.Start.Offset && o < r.End.Offset) {
			continue
		}
		if ref.Elem == nil && declaredWithin(ref.Sym, span.Start.Offset, span.End.Offset) {
			continue // a variable of the statement: private to each work-item
		}
		return false
	}
	return true
}

// insideLoop reports a loop of s other than loop itself that holds loop.
func insideLoop(s cfront.Stmt, loop cfront.Stmt) bool {
	r := loop.Span()
	in := false
	cfront.Inspect(s, func(n cfront.Node) bool {
		switch n.(type) {
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			if sp := n.Span(); sp.Start.Offset <= r.Start.Offset && sp.End.Offset >= r.End.Offset && n != cfront.Node(loop) {
				in = true
			}
		}
		return !in
	})
	return in
}

// oneGangWhy says why a kernels statement whose gang loops are gl
// (gangLoops) runs on one gang.
func oneGangWhy(gl []*Loop) string {
	switch {
	case len(gl) == 0:
		return "it is not a loop partitioned over gangs, and no loop inside it is"
	case len(gl) > 1:
		return fmt.Sprintf("it is not itself a gang loop, and it holds %d gang loops in sequence that would need all gangs to meet between them", len(gl))
	}
	return fmt.Sprintf("its gang loop at line %d is inside a loop of the statement or after code that writes memory, which every gang would run; split the statement so that the gang loop is a statement of the region", gl[0].Stmt.Span().Start.Line)
}

// valueScalars are the implicit copy attributes of c (§2.6.2) for
// scalars the region never writes nor takes the address of: the copy
// back would return the value the copy in put there, so the kernels get
// the value as an argument instead (the device copy's when the scalar is
// present). Not under async, where reading a present copy would need the
// queue's order; not globals, which the routines it calls may write.
func (a *analyzer) valueScalars(c *Construct) []*DataAttr {
	if c.Resolved.Has("async") {
		return nil
	}
	var out []*DataAttr
	for _, at := range c.Implicit {
		sym := at.Sym
		copyKind := at.Kind == AttrCopy || at.Kind == AttrCopyin && sym != nil && constObject(sym) // a const scalar's copy is copyin (sem_implicit.go)
		if !copyKind || !at.Implicit || sym == nil || len(at.Member) > 0 || at.Section != nil {
			continue
		}
		if sym.Global || !kernelScalar(sym.Type) || a.changedIn(c)[sym] {
			continue
		}
		out = append(out, at)
	}
	return out
}

// kernelScalar reports an integer or floating type that OpenCL C has a
// scalar type of the same size for.
func kernelScalar(t *cfront.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case cfront.Int, cfront.Enum:
		return t.Size == 1 || t.Size == 2 || t.Size == 4 || t.Size == 8
	case cfront.Float:
		return t.Size == 4 || t.Size == 8
	}
	return false
}
