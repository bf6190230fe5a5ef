package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Procedure calls in compute regions and routines (§2.15.1): the callee
// needs a routine directive, and its level of parallelism must be finer
// than that of the loops around the call (a gang routine may not be
// called from a gang, worker or vector loop, and so on down), and than
// the calling routine's.

func (a *analyzer) checkCalls() {
	for _, c := range a.m.Constructs {
		if !c.IsCompute() || c.Body == nil || (c.Parent != nil && c.Parent.Compute != nil) {
			continue
		}
		for _, call := range a.bodyFactsOf(c.Body).calls {
			a.checkCall(call, fmt.Sprintf("the '%s' construct", dirOf(c).Name), nil, a.loopsAround(call, c))
		}
	}
	for sym, r := range a.m.Routines {
		if sym.Def == nil || sym.Def.Body == nil {
			continue
		}
		for _, call := range a.bodyFactsOf(sym.Def.Body).calls {
			a.checkCall(call, fmt.Sprintf("'%s', a %s routine", sym.Name, levelName(r.Level)), r, a.loopsAround(call, nil))
		}
	}
}

func levelName(l Levels) string {
	if l == 0 {
		return "seq"
	}
	return l.String()
}

// loopsAround returns the loops of the model that hold n, innermost
// first, inside construct c (or anywhere when c is nil).
func (a *analyzer) loopsAround(n cfront.Node, c *Construct) []*Loop {
	off := n.Span().Start.Offset
	var out []*Loop
	for _, l := range a.m.Loops {
		r := l.Stmt.Span()
		if r.Start.Offset <= off && off < r.End.Offset && (c == nil || c.Range.Contains(r.Start.Offset)) {
			out = append(out, l)
		}
	}
	// Loops come in source order, so outer ones first; reverse.
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

func (a *analyzer) checkCall(call *cfront.Call, where string, caller *Routine, loops []*Loop) {
	callee := call.Callee()
	if callee == nil || deviceBuiltin(callee) {
		return
	}
	at := call.Fun.Span()
	r := a.m.Routines[callee]
	if r == nil {
		d := a.diag(source.Error, at, codeCallWithoutRoutine,
			fmt.Sprintf("'%s' is called in %s but has no routine directive, so it is not compiled for the device", callee.Name, where))
		if fix, ok := a.routineFix(callee); ok {
			d.Fixes = []source.Fix{fix}
		}
		a.add(d)
		return
	}
	lv := r.Level
	if lv == 0 || lv == Seq {
		return
	}
	if caller != nil && caller.Level != 0 && rank(lv) < rank(caller.Level) {
		d := a.diag(source.Error, at, codeRoutineLevel,
			fmt.Sprintf("'%s' is a %s routine; %s may call only routines of its level or finer", callee.Name, lv, where))
		d.Notes = a.declaredNote(r)
		a.add(d)
		return
	}
	for _, l := range loops {
		ll := l.Levels
		if !l.Parallel {
			ll = l.Explicit
		}
		ll &^= Seq
		if ll == 0 {
			continue
		}
		if rank(lv) <= rank(lowest(ll)) {
			d := a.diag(source.Error, at, codeRoutineLevel,
				fmt.Sprintf("'%s' is a %s routine and may not be called inside %s (§2.15.1)", callee.Name, lv, levelNoun(ll)))
			d.Notes = append([]source.Note{a.note(stmtHead(l.Stmt), fmt.Sprintf("the %s is here", bareNoun(levelNoun(ll))))}, a.declaredNote(r)...)
			a.add(d)
			return
		}
	}
}

// routineFix inserts "#pragma acc routine seq" before the function's
// first declaration in the file.
func (a *analyzer) routineFix(s *cfront.Symbol) (source.Fix, bool) {
	var first source.Range
	for _, r := range s.Decls {
		if r.Start.IsValid() && (!first.Start.IsValid() || r.Start.Offset < first.Start.Offset) {
			first = r
		}
	}
	if !first.Start.IsValid() {
		return source.Fix{}, false
	}
	// The declaration starts at the beginning of its line (the return
	// type precedes the name).
	line := a.f.LineStart(first.Start.Line)
	indent := ""
	for i := line; i < len(a.f.Text) && (a.f.Text[i] == ' ' || a.f.Text[i] == '\t'); i++ {
		indent += string(a.f.Text[i])
	}
	pos := a.f.Pos(line)
	return source.Fix{
		Title: fmt.Sprintf("Add '#pragma acc routine seq' before '%s'", s.Name),
		Edits: []source.Edit{{Range: source.Range{Start: pos, End: pos}, NewText: indent + "#pragma acc routine seq\n"}},
	}, true
}
