package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Host use of data an asynchronous operation is still moving (§2.16.1):
// with async, the host goes on while the device queue copies data back
// (copy, copyout, update self) or reads the host copy (copyin, update
// device). Until a wait for the queue, the host may not touch what is
// copied back, nor write what is being read. The rule follows the
// statements after the directive in its block up to the first one that
// may wait (a wait directive, a directive with a wait clause and no
// async, an acc_wait* or acc_async_test* call): only what surely runs
// before any wait is reported.

// asyncMove is how an asynchronous operation moves one variable.
type asyncMove struct {
	at *DataAttr
	// toHost: the operation writes the host copy (the host may neither
	// read nor write it); otherwise it reads it (the host may not write).
	toHost bool
}

func (a *analyzer) checkAsyncHostUse() {
	for _, c := range a.m.Constructs {
		if c.Func == nil || c.Func.Body == nil || c.Compute != nil && c.Compute != c {
			continue // inside a compute region there is no host code
		}
		async := a.clauseFor(dirOf(c), "async")
		if async == nil || a.clauseFor(dirOf(c), "if") != nil {
			continue // if(false) runs synchronously
		}
		moves := a.asyncMoves(c)
		if len(moves) == 0 {
			continue
		}
		end := a.nextWait(c)
		reported := map[*cfront.Symbol]bool{}
		for _, it := range followingStmts(c.Func.Body, c.Range) {
			if it.Span().End.Offset > end {
				break
			}
			a.hostUses(it, func(id *cfront.Ident, write bool) {
				mv, ok := moves[id.Sym]
				if !ok || reported[id.Sym] || !mv.toHost && !write {
					return
				}
				reported[id.Sym] = true
				what := fmt.Sprintf("may still be copying it back (%s)", mv.at.Kind)
				use := "used"
				if !mv.toHost {
					what = fmt.Sprintf("may still be reading it (%s)", mv.at.Kind)
					use = "written"
				}
				d := a.diag(source.Warning, id.Range, codeAsyncHostUse,
					fmt.Sprintf("'%s' is %s on the host while the asynchronous '%s' at line %d %s; wait for its queue first (§2.16.1)",
						id.Sym.Name, use, dirOf(c).Name, dirOf(c).Range.Start.Line, what))
				d.Notes = []source.Note{a.note(async.Range, "the operation is asynchronous here")}
				a.add(d)
			})
		}
	}
}

// asyncMoves returns the variables construct c moves between host and
// device memory, and which way.
func (a *analyzer) asyncMoves(c *Construct) map[*cfront.Symbol]asyncMove {
	out := map[*cfront.Symbol]asyncMove{}
	attrs := append(append([]*DataAttr(nil), c.Data...), c.Implicit...)
	for _, at := range attrs {
		if len(at.Member) > 0 || at.Sym == nil || !wholeFromStart(at.Section) {
			continue // a part elsewhere in the data may be the host's to use
		}
		var toHost bool
		switch at.Kind {
		case AttrCopy, AttrCopyout, AttrUpdateSelf:
			toHost = true
		case AttrCopyin, AttrUpdateDevice:
		default:
			continue
		}
		if (c.IsCompute() || c.Kind == KindEnterData) && a.mayBePresent(c, at.Sym) {
			continue // present data is not moved (§2.7)
		}
		if old, ok := out[at.Sym]; ok && old.toHost {
			continue
		}
		out[at.Sym] = asyncMove{at: at, toHost: toHost}
	}
	return out
}

// wholeFromStart reports a section that starts at element 0 (or the whole
// variable): chunked transfers (a[k*n:n]) leave other parts to the host.
func wholeFromStart(s *Section) bool {
	if s == nil {
		return true
	}
	for _, d := range s.Dims {
		if d.Lower != "" && !(d.LowerConst && d.LowerVal == 0) {
			return false
		}
	}
	return true
}

// mayBePresent reports data a data construct around c, a declare
// directive, or an earlier enter data directive of the function maps:
// then c's clause may move nothing.
func (a *analyzer) mayBePresent(c *Construct, sym *cfront.Symbol) bool {
	if a.inherited(c, sym) != nil {
		return true
	}
	for _, d := range a.m.Constructs {
		if d.Kind != KindEnterData || d.Func != c.Func || d.Range.Start.Offset >= c.Range.Start.Offset {
			continue
		}
		for _, at := range d.Data {
			if at.Sym == sym {
				return true
			}
		}
	}
	return false
}

// nextWait returns the offset of the first place after c where the host
// may wait for device queues, or the end of the function.
func (a *analyzer) nextWait(c *Construct) int {
	end := c.Func.Range.End.Offset
	after := c.Range.End.Offset
	for _, d := range a.m.Constructs {
		if d.Func != c.Func || d.Range.Start.Offset < after || d.Range.Start.Offset >= end {
			continue
		}
		if a.clauseFor(dirOf(d), "async") != nil {
			continue // the host does not block
		}
		if d.Kind == KindWait || a.clauseFor(dirOf(d), "wait") != nil {
			end = d.Range.Start.Offset
		}
	}
	cfront.Inspect(c.Func.Body, func(n cfront.Node) bool {
		call, ok := n.(*cfront.Call)
		if !ok {
			return true
		}
		if s := call.Callee(); s != nil && call.Range.Start.Offset >= after && call.Range.Start.Offset < end &&
			(strings.HasPrefix(s.Name, "acc_wait") || strings.HasPrefix(s.Name, "acc_async_wait") || strings.HasPrefix(s.Name, "acc_async_test")) {
			end = call.Range.Start.Offset
		}
		return true
	})
	return end
}

// followingStmts returns the statements after r in the innermost block
// of body that holds r.
func followingStmts(body *cfront.Compound, r source.Range) []cfront.Stmt {
	var block *cfront.Compound
	cfront.Inspect(body, func(n cfront.Node) bool {
		b, ok := n.(*cfront.Compound)
		if ok && b.Span().Contains(r.Start.Offset) {
			block = b
		}
		return true
	})
	if block == nil {
		return nil
	}
	var out []cfront.Stmt
	for _, it := range block.Items {
		if it.Span().Start.Offset >= r.End.Offset {
			out = append(out, it)
		}
	}
	return out
}

// hostUses calls f for each use of a variable in host code s: outside
// compute constructs, sizeof and the arguments of OpenACC runtime calls;
// write is set for the target of an assignment or increment.
func (a *analyzer) hostUses(s cfront.Stmt, f func(id *cfront.Ident, write bool)) {
	var walk func(n cfront.Node, write bool)
	walk = func(n cfront.Node, write bool) {
		if n == nil {
			return
		}
		if st, ok := n.(cfront.Stmt); ok {
			for _, c := range a.bodyOf[st] {
				if c.IsCompute() {
					return // device code
				}
			}
		}
		switch x := n.(type) {
		case *cfront.Ident:
			if x.Sym != nil && x.Sym.Kind == cfront.SymVar {
				f(x, write)
			}
			return
		case *cfront.Assign:
			walk(x.Y, false)
			walk(x.X, true)
			return
		case *cfront.Postfix:
			walk(x.X, true)
			return
		case *cfront.Unary:
			switch x.Op {
			case "sizeof", "_Alignof":
				return
			case "++", "--":
				walk(x.X, true)
				return
			}
		case *cfront.Index:
			walk(x.X, write)
			walk(x.Index, false)
			return
		case *cfront.Member:
			walk(x.X, write)
			return
		case *cfront.Paren:
			walk(x.X, write)
			return
		case *cfront.Call:
			if s := x.Callee(); s != nil && strings.HasPrefix(s.Name, "acc_") {
				return
			}
		}
		for _, k := range cfront.Children(n) {
			walk(k, false)
		}
	}
	walk(s, false)
}
