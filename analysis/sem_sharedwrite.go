package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// A scalar that every iteration of a loop writes before reading it is
// private to each iteration (§2.6.1), and autoscoping makes it so. When
// its value is needed after the loop (a copy or copyout clause, data that
// stays present, a read later in the region), privatizing it would lose
// that value, so it stays shared; if the loop's iterations run in
// parallel (an independent loop, §2.9.6) they then race on it, each
// overwriting what the others read. That is never silent: it is warned.

// sharedWrite is the first write of such a scalar, and why it stays shared.
type sharedWrite struct {
	ref *VarRef
	why string
}

func (a *analyzer) warnSharedWrites(l *Loop, ws []sharedWrite) {
	loopWhy := "a loop directive in a parallel construct is independent"
	if l.Independent {
		loopWhy = "the loop has an independent clause"
	} else if l.Compute == nil {
		loopWhy = "an orphaned loop directive is independent"
	}
	for _, w := range ws {
		name := w.ref.Sym.Name
		msg := fmt.Sprintf("every iteration writes '%s' before reading it, but %s, so it stays shared by the iterations, "+
			"which run in parallel (%s) and race on it; add private(%s) to the loop or declare it inside the loop (§2.6.1, §2.9.6)",
			name, w.why, loopWhy, name)
		dg := a.diag(source.Warning, w.ref.Range, codeSharedScalarRace, msg)
		dg.Notes = append(dg.Notes, a.note(l.Construct.NameRange, "the loop's directive is here"))
		a.add(dg)
	}
}

// raceIfShared adds w to ws when the iterations of l really race on the
// scalar: the loop has more than one iteration, every iteration writes
// the scalar on every path (a store on one lane only, `if (hit) last = v`,
// is the program's way to leave one value), and the stores are not all
// the same constant (`flag = 1` leaves the same value whichever wins).
func (a *analyzer) raceIfShared(ws []sharedWrite, l *Loop, body cfront.Stmt, w sharedWrite) []sharedWrite {
	if l.TripCount >= 0 && l.TripCount <= 1 {
		return ws
	}
	if !writtenAlways(body, w.ref.Sym) || sameConstantStores(body, w.ref.Sym) {
		return ws
	}
	return append(ws, w)
}

// sameConstantStores reports whether every store to sym in body is a plain
// assignment of one and the same literal.
func sameConstantStores(body cfront.Stmt, sym *cfront.Symbol) bool {
	lit, ok := "", true
	cfront.Inspect(body, func(n cfront.Node) bool {
		switch x := n.(type) {
		case *cfront.Assign:
			if id, isID := stripToIdent(x.X); isID && id.Sym == sym {
				v, isLit := cfront.Unparen(x.Y).(*cfront.Lit)
				if x.Op != "=" || !isLit || (lit != "" && v.Text != lit) {
					ok = false
				} else {
					lit = v.Text
				}
			}
		case *cfront.Postfix, *cfront.Unary:
			if mentions(n.(cfront.Expr), sym) && isIncDec(n) {
				ok = false
			}
		}
		return ok
	})
	return ok && lit != ""
}

func isIncDec(n cfront.Node) bool {
	switch x := n.(type) {
	case *cfront.Postfix:
		return true
	case *cfront.Unary:
		return x.Op == "++" || x.Op == "--"
	}
	return false
}
