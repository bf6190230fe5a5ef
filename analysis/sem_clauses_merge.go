package analysis

import (
	"fmt"

	"github.com/accls/accls/source"
)

// The same variable in two data clauses of one construct. OpenACC 3.3
// §2.7 does not forbid it, and clause lists built from macros write it.
// accls gives the pair the meaning of one attribute that merges their
// actions (§2.7.1, with the reference counters of §2.6.7): the data is
// copied in at entry if either clause copies it in, copied out at exit if
// either copies it out, allocated if either allocates it, and otherwise
// required present (present) or used if present (no_create). So
// copyin(a) copyout(a) is copy(a) and the data comes back, which applying
// the two clauses one after the other would not do (the second entry
// only increments the counter, so the first exit to reach zero, copyin's,
// deletes the data without copying it back). Pairs whose actions cannot
// merge (deviceptr, attach, detach, private, firstprivate with a data
// clause; different sections of one variable) stay errors.

// mergeable reports the data clauses whose actions merge.
func mergeable(k AttrKind) bool {
	switch k {
	case AttrCopy, AttrCopyin, AttrCopyout, AttrCreate, AttrNoCreate, AttrPresent, AttrDelete:
		return true
	}
	return false
}

// mergedKind is the one data clause with the actions of x and y.
func mergedKind(x, y AttrKind) AttrKind {
	has := func(ks ...AttrKind) bool {
		for _, k := range ks {
			if x == k || y == k {
				return true
			}
		}
		return false
	}
	in, out := has(AttrCopy, AttrCopyin), has(AttrCopy, AttrCopyout)
	switch {
	case in && out:
		return AttrCopy
	case in:
		return AttrCopyin
	case out:
		return AttrCopyout
	case has(AttrCreate):
		return AttrCreate
	case has(AttrDelete):
		return AttrDelete
	case has(AttrPresent):
		return AttrPresent
	}
	return AttrNoCreate
}

// checkDuplicates merges or reports a variable in more than one data
// clause of one construct (§2.7), private and firstprivate counted with
// them; a reduction variable may also be in a data clause.
func (a *analyzer) checkDuplicates(c *Construct) {
	if c.Kind == KindUpdate || c.Kind == KindCache {
		return
	}
	var seen, kept []*DataAttr
	for _, at := range c.Data {
		if !at.Kind.IsDataClause() && at.Kind != AttrPrivate && at.Kind != AttrFirstprivate {
			kept = append(kept, at)
			continue
		}
		merged := false
		for _, prev := range seen {
			if !sameVar(prev, at) {
				continue
			}
			if mergeable(prev.Kind) && mergeable(at.Kind) && prev.VarText() == at.VarText() {
				a.mergeData(c, prev, at)
				merged = true
			} else {
				a.reportDuplicate(c, prev, at)
			}
			break
		}
		if merged {
			continue
		}
		seen = append(seen, at)
		kept = append(kept, at)
	}
	c.Data = kept
}

// mergeData folds at into prev (the attribute of the first clause), and
// warns where the clauses' actions conflict.
func (a *analyzer) mergeData(c *Construct, prev, at *DataAttr) {
	k := mergedKind(prev.Kind, at.Kind)
	switch {
	case (prev.Kind == AttrDelete) != (at.Kind == AttrDelete) && k == AttrCopyout:
		a.warnConflict(c, prev, at, "'delete' would discard the data that 'copyout' copies back; both apply as 'copyout'", deleteOf(prev, at))
	case (prev.Readonly || at.Readonly) && (k == AttrCopy || k == AttrCopyout):
		a.warnConflict(c, prev, at, "'readonly' promises the device does not write the data that the other clause copies out; both apply as '"+k.String()+"'", nil)
	}
	readonly := k == AttrCopyin && (prev.Kind != AttrCopyin || prev.Readonly) && (at.Kind != AttrCopyin || at.Readonly)
	zero := k != AttrCopy && k != AttrCopyin && (prev.Zero || at.Zero)
	prev.Kind, prev.Readonly, prev.Zero = k, readonly, zero
}

// warnConflict reports two clauses of one variable whose actions
// conflict; the quick fix removes the clause argument fix, where removing
// it leaves the merged meaning.
func (a *analyzer) warnConflict(c *Construct, prev, at *DataAttr, why string, fix *DataAttr) {
	d := a.diag(source.Warning, at.Range, codeConflictingData,
		fmt.Sprintf("'%s' appears in '%s' and in '%s' on this '%s': %s",
			at.VarText(), prev.Kind, at.Kind, dirOf(c).Name, why))
	d.Notes = []source.Note{a.note(prev.Range, fmt.Sprintf("'%s' is in '%s' here", prev.VarText(), prev.Kind))}
	if fix != nil {
		d.Fixes = []source.Fix{removeArgFix(a.f, fix)}
	}
	a.add(d)
}

// reportDuplicate reports two clauses of one variable whose actions do
// not merge.
func (a *analyzer) reportDuplicate(c *Construct, prev, at *DataAttr) {
	why := "'" + prev.Kind.String() + "' and '" + at.Kind.String() + "' do not combine"
	if mergeable(prev.Kind) && mergeable(at.Kind) {
		why = "different sections of one variable do not combine"
	}
	d := a.diag(source.Error, at.Range, codeDuplicateData,
		fmt.Sprintf("'%s' appears in '%s' but is already in '%s' on this '%s': %s",
			at.VarText(), at.Kind, prev.Kind, dirOf(c).Name, why))
	d.Notes = []source.Note{a.note(prev.Range, fmt.Sprintf("'%s' is in '%s' here", prev.VarText(), prev.Kind))}
	d.Fixes = []source.Fix{removeArgFix(a.f, at)}
	a.add(d)
}

// deleteOf is the one of x and y in a delete clause.
func deleteOf(x, y *DataAttr) *DataAttr {
	if x.Kind == AttrDelete {
		return x
	}
	return y
}
