package openclgen

import (
	"fmt"
	"regexp"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// A partitioned loop nest (its collapsed loops included, §2.9.1) runs as
// one flat iteration space of trip-count product; each lane takes the
// iterations start, start+stride, ... where start and stride combine the
// ids and sizes of the levels the loop is partitioned over (§2.9.3-5),
// and recovers each loop variable from the flat index, so non-unit and
// negative steps need nothing special.

// ixType is the type of the loop-index arithmetic in kernels: a macro
// that is long in a kernel's 64-bit variant and int in its 32-bit one,
// which the host launches when every partitioned loop's values fit
// (idx32Cond).
const ixType = "__ACC_IX"

// onceMacro is 1 in the kernel variant in which every lane takes at most
// one iteration of the first gang loop (the host launches it when the
// launch's lanes cover that loop's trip count), 0 in the others.
const onceMacro = "__ACC_ONCE"

// nestOf returns lp and the loops its collapse clause associates with it.
func (k *kern) nestOf(lp *model.Loop) []*model.Loop {
	nest := []*model.Loop{lp}
	for cur := lp; ; {
		var next *model.Loop
		for _, ch := range cur.Children {
			if ch.Construct == lp.Construct && ch.Assoc == cur.Assoc+1 {
				next = ch
			}
		}
		if next == nil {
			return nest
		}
		nest = append(nest, next)
		cur = next
	}
}

// tripCount is the iteration count of a canonical loop as a long
// expression, given its initial value and bound.
func tripCount(lp *model.Loop, init, bound string) string {
	return tripCountZ(lp, init, bound, "0L")
}

// countableTest reports a loop test whose trip count tripCountZ spells.
func countableTest(cmp string) bool {
	switch cmp {
	case "<", "<=", ">", ">=", "!=":
		return true
	}
	return false
}

// tripCountZ is tripCount with zero spelled as given: the kernel's counters
// are __ACC_IX, and a textual replacement of "0L)" would also hit the
// user's own literals (6400000000L).
func tripCountZ(lp *model.Loop, init, bound, zero string) string {
	s := lp.Step
	switch lp.Cmp {
	case "<":
		return fmt.Sprintf("(%[2]s > %[1]s ? (%[2]s - %[1]s + %[3]d) / %[4]d : %[5]s)", init, bound, s-1, s, zero)
	case "<=":
		return fmt.Sprintf("(%[2]s >= %[1]s ? (%[2]s - %[1]s) / %[3]d + 1 : %[4]s)", init, bound, s, zero)
	case ">":
		return fmt.Sprintf("(%[1]s > %[2]s ? (%[1]s - %[2]s + %[3]d) / %[4]d : %[5]s)", init, bound, -s-1, -s, zero)
	case ">=":
		return fmt.Sprintf("(%[1]s >= %[2]s ? (%[1]s - %[2]s) / %[3]d + 1 : %[4]s)", init, bound, -s, zero)
	case "!=":
		return fmt.Sprintf("((%[2]s - %[1]s) / %[3]d)", init, bound, s)
	}
	return ""
}

// loopOK checks that a loop of a nest has the canonical form the
// translation needs.
func (k *kern) loopOK(lp *model.Loop) bool {
	if lp.For == nil || !lp.Canonical || lp.IV == nil || lp.Init == nil || lp.Bound == nil {
		why := lp.NotCanonical
		if why == "" {
			why = "it is not a for loop in canonical form"
		}
		k.g.limit(model.LimitSharingOutLoop, lp.Stmt.Span(), why)
		return false
	}
	if !lp.StepKnown || lp.Step == 0 {
		k.g.limit(model.LimitPartitionedLoopStepNotConstant, lp.For.Header)
		return false
	}
	if !countableTest(lp.Cmp) || (lp.Step > 0) != (lp.Cmp == "<" || lp.Cmp == "<=" || lp.Cmp == "!=") {
		k.g.limit(model.LimitPartitionedLoopTest, lp.For.Header, lp.Cmp, lp.Step)
		return false
	}
	if clc.ScalarName(lp.IV.Type) == "" || !lp.IV.Type.IsInteger() {
		k.g.limit(model.LimitPartitionedLoopVariableNotInteger, lp.For.Header)
		return false
	}
	return true
}

// levelIndex spells the flat lane index and lane count of levels, the
// gangs being those of gang dimension dim (plan/gang_grid.go).
func (k *kern) levelIndex(levels model.Levels, dim int) (start, stride string) {
	return k.levelIndexOf(levels, dim, false)
}

// levelIndexOf is levelIndex with the worker id left out (0) when
// groupStart is set: the first iteration of a gang's workers.
func (k *kern) levelIndexOf(levels model.Levels, dim int, groupStart bool) (start, stride string) {
	if k.noText {
		return "", "" // text alone: no limit is decided here
	}
	start, stride = "("+ixType+")0", "("+ixType+")1"
	add := func(id, size string) {
		start = fmt.Sprintf("(%s * (%s)%s + (%s)%s)", start, ixType, size, ixType, id)
		stride = fmt.Sprintf("(%s * (%s)%s)", stride, ixType, size)
	}
	if levels&model.Gang != 0 && k.gang {
		add(k.grid.Coord(dim))
	}
	if levels&model.Worker != 0 && k.worker {
		if groupStart {
			add("0", "get_local_size(1)")
		} else {
			add("get_local_id(1)", "get_local_size(1)")
		}
	}
	if levels&model.Vector != 0 && k.vector {
		add("get_local_id(0)", "get_local_size(0)")
	}
	return start, stride
}

// loopPrivates are the private variables of a loop that live outside it
// (its loop variable when declared before the loop, private clauses).
func (k *kern) loopPrivates(lp *model.Loop) []*cfront.Symbol {
	var out []*cfront.Symbol
	r := lp.Stmt.Span()
	for _, at := range lp.Private {
		if at.Sym == nil || declaredIn(at.Sym, r.Start.Offset, r.End.Offset) {
			continue
		}
		if k.partitioned(lp) && at.Sym == lp.IV {
			continue
		}
		out = append(out, at.Sym)
	}
	return out
}

// declarePrivates declares a loop's private copies at the top of its
// body; the returned function restores the names outside it.
func (k *kern) declarePrivates(lp *model.Loop) func() {
	saved := map[*cfront.Symbol]string{}
	had := map[*cfront.Symbol]bool{}
	restore := func() {
		for sym := range had {
			if n, ok := saved[sym]; ok {
				k.names[sym] = n
			} else {
				delete(k.names, sym)
			}
		}
	}
	for _, sym := range k.loopPrivates(lp) {
		if k.partitioned(lp) {
			skip := false
			for _, x := range k.nestOf(lp) {
				skip = skip || x.IV == sym
			}
			if skip {
				continue
			}
		}
		if n, ok := k.names[sym]; ok {
			saved[sym] = n
		}
		if t := sym.Type; t != nil && t.Kind == cfront.Pointer {
			if decls, ok := k.privatePointer(sym, privateAttr(lp.Private, sym), lp.Stmt.Span()); ok {
				for _, d := range decls {
					k.line("%s", d)
				}
				had[sym] = true
			}
			continue
		}
		if !k.g.typeOK(sym.Type, lp.Stmt.Span()) {
			continue
		}
		name := clc.Mangle(sym.Name)
		if n, ok := k.gangLocalPrivate(sym, lp); ok { // __local (gang_local.go)
			name = n
		} else {
			k.line("%s;", k.g.declare(sym.Type, name))
		}
		if n, ok := k.names[sym]; ok {
			saved[sym] = n
		}
		had[sym] = true
		k.names[sym] = name
	}
	return restore
}

// rowsFormCond is the kernel's (work-group-uniform) test for running a
// collapsed gang-vector nest in rows: at least as many rows as gangs (the
// host launches one gang per row when it picks this form, hostRows), and
// the innermost trip count tc fills the lanes' chunks to at least 80%.
// The row test comes first, so the flat form pays no division for it.
func rowsFormCond(tc, rows string) string {
	return fmt.Sprintf("%[2]s >= (%[3]s)get_num_groups(0) && %[1]s > 0 && (%[1]s + (%[3]s)get_local_size(0) - 1) / (%[3]s)get_local_size(0) * (%[3]s)get_local_size(0) - %[1]s <= %[1]s / 4", tc, rows, ixType)
}

// cIdent matches a C identifier: a name a kernel keeps in a private variable.
var cIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
