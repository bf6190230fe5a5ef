package analysis

import (
	"fmt"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// §2.9.11: "The reduction clause may not be specified on an orphaned loop
// construct with the gang clause, or on an orphaned loop construct that
// will generate gang parallelism in a procedure that is compiled with the
// routine gang clause." An orphaned loop (one in a routine, not lexically
// inside a compute construct) cannot know the gangs that call it, so the
// gangs' partial results have nowhere to be combined.

const codeOrphanGangReduction = "orphan-gang-reduction"

func init() {
	source.RegisterCodes(source.CodeInfo{Code: codeOrphanGangReduction, Severity: source.Error, Section: "2.9.11",
		Title: "A reduction on an orphaned gang loop",
		Help:  "An orphaned loop construct (a loop directive in a routine, outside any compute construct) may not have a reduction clause when it is a gang loop, written or chosen for a gang routine: the gangs of the routine's caller have nowhere to combine their results. Reduce over workers or vectors in the routine (loop worker reduction(...)) and over gangs in the compute construct that calls it, or return partial results."})
}

func (a *analyzer) checkOrphanGangReductions() {
	for _, l := range a.m.Loops {
		c := l.Construct
		if c == nil || l.Assoc != 0 || c.Kind != KindLoop || l.Compute != nil {
			continue
		}
		var red *DataAttr
		for _, at := range c.Data {
			if at.Kind == AttrReduction && !at.Implicit {
				red = at
				break
			}
		}
		if red == nil {
			continue
		}
		var note source.Note
		switch {
		case a.writtenGang(c) != nil:
			note = a.note(a.writtenGang(c).NameRange, "the gang clause is here")
		case l.Levels&Gang != 0 && l.Routine != nil:
			note = a.note(c.NameRange, fmt.Sprintf("this loop is a gang loop of the gang routine '%s'", l.Routine.Sym.Name))
		default:
			continue
		}
		d := a.diag(source.Error, red.Range, codeOrphanGangReduction,
			fmt.Sprintf("'%s' may not be reduced on an orphaned gang loop: a loop directive outside compute constructs takes no reduction clause with gang parallelism (§2.9.11)", red.VarText()))
		d.Notes = []source.Note{note}
		a.add(d)
	}
}

// writtenGang is a gang clause on c for any device type, or nil.
func (a *analyzer) writtenGang(c *Construct) *grammar.Clause {
	for _, key := range a.deviceKeysOf(dirOf(c)) {
		if g := a.loopClausesFor(dirOf(c), key).at[Gang]; g != nil {
			return g
		}
	}
	return nil
}
