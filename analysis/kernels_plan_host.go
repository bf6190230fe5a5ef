package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
)

// A statement of a kernels region (§2.5.3) that is a sequential loop
// around loops partitioned over gangs would be one kernel on one gang:
// gangs cannot meet between the sweeps inside a kernel. So the host runs
// the loop, with its own header, and each statement of its body is a
// kernel of its own every iteration. The loop variable is private to the
// region (§2.6.1): the host loop has its own copy. The header's other
// variables are read from their device copies at entry, so the region
// must not change them. The form is refused, and the loop stays one
// kernel on one gang, when the body declares variables (its kernels
// would share them), jumps out of the loop, writes the loop variable, or
// the header calls functions or uses what the host cannot read once.

// hostLoopCandidate is s when it is a for loop of c that is not
// partitioned and holds a loop partitioned over gangs.
func (a *analyzer) hostLoopCandidate(c *Construct, s cfront.Stmt) (*cfront.For, *Loop) {
	f, ok := s.(*cfront.For)
	lp := a.loopOf[s]
	if c.Kind != KindKernels || !ok || lp == nil || lp.Compute != c || lp.Assoc != 0 || lp.Partitioned() {
		return nil, nil
	}
	for _, in := range a.loopsIn(c, s) {
		if in != lp && in.Levels&Gang != 0 {
			return f, lp
		}
	}
	return nil, nil
}

// hostLoopWhyNot says why loop f cannot run on the host, "" when it can.
func (a *analyzer) hostLoopWhyNot(c *Construct, f *cfront.For, lp *Loop) string {
	if lp.IV == nil {
		return "it has no loop variable"
	}
	if lc := lp.Construct; lc != nil {
		for _, cl := range lc.Resolved.Clauses {
			switch cl.Name {
			case "seq", "auto":
			default:
				return fmt.Sprintf("its loop directive has a %s clause", cl.Name)
			}
		}
	}
	header := string(a.f.Text[f.Header.Start.Offset:f.Header.End.Offset])
	if strings.Contains(header, "//") || strings.Contains(header, "/*") || strings.Contains(header, "#") {
		return "its header holds a comment or a preprocessor line"
	}
	for _, it := range bodyItems(f.Body) {
		if _, ok := it.(*cfront.DeclStmt); ok {
			return fmt.Sprintf("its body declares variables (line %d), which its kernels would share", it.Span().Start.Line)
		}
	}
	if why := jumpsOut(f.Body, 0); why != "" {
		return why
	}
	body := f.Body.Span()
	for _, r := range c.Refs {
		o := r.Range.Start.Offset
		if r.Sym == lp.IV && r.Access&(Write|AddrOf) != 0 && o >= body.Start.Offset && o < body.End.Offset {
			return fmt.Sprintf("its body changes the loop variable '%s' (line %d)", lp.IV.Name, r.Range.Start.Line)
		}
	}
	return a.headerWhyNot(c, f, lp)
}

// headerWhyNot says why the host cannot evaluate f's header, "" when it
// can: it may use the loop variable and scalars the region does not write.
func (a *analyzer) headerWhyNot(c *Construct, f *cfront.For, lp *Loop) string {
	why := ""
	for _, n := range forHeader(f) {
		cfront.Inspect(n, func(x cfront.Node) bool {
			if why != "" {
				return false
			}
			switch x := x.(type) {
			case *cfront.Call:
				why = "its header calls a function"
			case *cfront.Ident:
				if x.Sym == nil || x.Sym.Kind != cfront.SymVar || x.Sym == lp.IV {
					return true
				}
				if t := x.Sym.Type; t == nil || !t.IsScalar() || t.Kind == cfront.Pointer {
					why = fmt.Sprintf("its header uses '%s', which is not a scalar", x.Name)
				} else if declaredIn(x.Sym, c) {
					why = fmt.Sprintf("its header uses '%s', declared in the region", x.Name)
				} else if a.changedIn(c)[x.Sym] {
					why = fmt.Sprintf("the region changes '%s', which its header uses", x.Name)
				}
			}
			return true
		})
	}
	return why
}

// forHeader are the parts of a for loop's header.
func forHeader(f *cfront.For) []cfront.Node {
	var out []cfront.Node
	for _, n := range []cfront.Node{f.Init, f.Cond, f.Post} {
		if n != nil {
			out = append(out, n)
		}
	}
	return out
}

// changedIn are the variables the construct's references write (or take
// the address of), built once per construct. It differs from writtenIn,
// which reads the statements: a reference's AddrOf also marks a scalar
// converted to a pointer, and sizeof's operand writes nothing.
func (a *analyzer) changedIn(c *Construct) map[*cfront.Symbol]bool {
	if w, ok := a.changed[c]; ok {
		return w
	}
	w := map[*cfront.Symbol]bool{}
	for _, r := range c.Refs {
		if r.Access&(Write|AddrOf) != 0 {
			w[r.Sym] = true
		}
	}
	if a.changed == nil {
		a.changed = map[*Construct]map[*cfront.Symbol]bool{}
	}
	a.changed[c] = w
	return w
}

// jumpsOut says which statement leaves the body of the loop (a break or
// continue of that loop, a return, a goto), "" when none does; depth
// counts the loops and switches s is inside.
func jumpsOut(s cfront.Node, depth int) string {
	why := ""
	for _, k := range cfront.Children(s) {
		if why != "" {
			break
		}
		switch k := k.(type) {
		case *cfront.Return:
			why = fmt.Sprintf("its body returns (line %d)", k.Range.Start.Line)
		case *cfront.Goto:
			why = fmt.Sprintf("its body has a goto (line %d)", k.Range.Start.Line)
		case *cfront.Break:
			if depth == 0 {
				why = fmt.Sprintf("its body leaves the loop with break (line %d)", k.Range.Start.Line)
			}
		case *cfront.Continue:
			if depth == 0 {
				why = fmt.Sprintf("its body has a continue of the loop (line %d)", k.Range.Start.Line)
			}
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			why = jumpsOut(k, depth+1)
		case *cfront.Switch:
			// break leaves the switch; continue still belongs to the loop
			why = jumpsOutSwitch(k)
		default:
			why = jumpsOut(k, depth)
		}
	}
	return why
}

// jumpsOutSwitch is jumpsOut for a switch at the loop's own level.
func jumpsOutSwitch(s *cfront.Switch) string {
	if why := jumpsOut(s, 1); why != "" {
		return why
	}
	found := ""
	cfront.Inspect(s.Body, func(n cfront.Node) bool {
		switch n := n.(type) {
		case *cfront.For, *cfront.While, *cfront.DoWhile:
			return false
		case *cfront.Continue:
			if found == "" {
				found = fmt.Sprintf("its body has a continue of the loop (line %d)", n.Range.Start.Line)
			}
		}
		return found == ""
	})
	return found
}
