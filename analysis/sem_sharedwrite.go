package analysis

import (
	"fmt"

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
