package analysis

import (
	"fmt"
	"github.com/accls/accls/analysis/model"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Loop clauses, routine levels, and the nesting of gang, worker and
// vector loops (§2.9.2–2.9.4, §2.15.1).

// checkLoopForms reads each loop directive's clauses for the device type
// analysed and requires canonical form of the loops it applies to unless
// they are seq on every device type (§2.9).
func (a *analyzer) checkLoopForms() {
	for _, l := range a.m.Loops {
		if l.Construct == nil {
			continue
		}
		d := dirOf(l.Construct)
		lc := a.loopClausesFor(d, a.opts.DeviceType)
		l.Explicit = lc.levels &^ Seq
		l.SeqClause = lc.levels&Seq != 0
		l.Independent, l.Auto = lc.independent, lc.auto
		if l.Canonical || l.NotCanonical == "" {
			continue
		}
		for _, key := range a.deviceKeysOf(d) {
			if a.loopClausesFor(d, key).levels&Seq != 0 {
				continue
			}
			what := "the loop"
			if l.Assoc > 0 {
				what = fmt.Sprintf("loop %d of the %d this '%s' associates", l.Assoc+1, l.Assoc+1, d.Name)
			}
			r := stmtHead(l.Stmt)
			dg := a.diag(source.Error, r, codeLoopNotCanonical,
				fmt.Sprintf("%s is not in the form a '%s' directive needs: %s%s", what, d.Name, l.NotCanonical, deviceLabel(key, d)))
			dg.Notes = []source.Note{a.note(d.NameRange, fmt.Sprintf("the '%s' directive is here; add 'seq' if the loop must run sequentially", d.Name))}
			a.add(dg)
			break
		}
	}
}

// buildRoutines records the routine directives: the function each names
// or precedes, and its level of parallelism.
func (a *analyzer) buildRoutines() {
	for _, c := range a.m.Constructs {
		if c.Kind != KindRoutine {
			continue
		}
		var sym *cfront.Symbol
		if dirOf(c).Args != nil && len(dirOf(c).Args.Args) > 0 && dirOf(c).Args.Args[0].Value != nil {
			id, ok := dirOf(c).Args.Args[0].Value.(*grammar.Ident)
			if !ok {
				continue
			}
			sym = a.u.Lookup(id.Name, c.DirRange.Start.Offset)
			if sym == nil {
				a.errorf(id.Range, codeUndeclared, "'%s' in 'routine' is not declared", id.Name)
				continue
			}
			if sym.Kind != cfront.SymFunc {
				a.errorf(id.Range, codeRoutineNotFunction, "'%s' in 'routine' is %s, not a function", id.Name, withArticle(sym.Kind.String()))
				continue
			}
		} else {
			td, ok := a.u.Following(c.DirRange.End.Offset).(*cfront.TopDecl)
			if ok && len(td.Syms) == 1 && td.Syms[0].Kind == cfront.SymFunc {
				sym = td.Syms[0]
				c.Range = source.Range{Start: c.DirRange.Start, End: td.Range.End}
			}
			if sym == nil {
				a.errorf(c.NameRange, codeRoutineNotFunction, "'routine' without a name must be followed by a function declaration or definition")
				continue
			}
		}
		r := &Routine{Construct: c, Sym: sym, Level: a.routineLevel(dirOf(c), a.opts.DeviceType)}
		c.Routine = r
		if _, dup := a.m.Routines[sym]; !dup {
			a.m.Routines[sym] = r
		}
	}
	for i := range a.u.HeaderRoutines {
		h := &a.u.HeaderRoutines[i]
		if h.Sym == nil || a.m.Routines[h.Sym] != nil {
			continue
		}
		lv := map[string]Levels{"gang": Gang, "worker": Worker, "vector": Vector, "seq": Seq}[h.Level]
		a.m.Routines[h.Sym] = &Routine{Header: h, Sym: h.Sym, Level: lv}
	}
	a.implicitRoutines()
	for _, l := range a.m.Loops {
		if l.Compute == nil && l.Func != nil {
			l.Routine = a.m.Routines[l.Func.Sym]
		}
	}
}

// levelFor returns the routine's level for device type key.
func (a *analyzer) levelFor(r *Routine, key string) Levels {
	if r.Construct == nil {
		return r.Level
	}
	return a.routineLevel(dirOf(r.Construct), key)
}

// declaredNote points at a routine's directive when it is in this file.
func (a *analyzer) declaredNote(r *Routine) []source.Note {
	if r.Construct == nil {
		return nil
	}
	return []source.Note{a.note(r.Construct.NameRange, fmt.Sprintf("'%s' is declared a %s routine here", r.Sym.Name, levelName(r.Level)))}
}

func (a *analyzer) routineLevel(d *grammar.Directive, key string) Levels {
	lv := a.loopClausesFor(d, key).levels
	for _, l := range []Levels{Gang, Worker, Vector, Seq} {
		if lv&l != 0 {
			return l
		}
	}
	return 0
}

// rank orders the levels from the coarsest: gang 1, worker 2, vector 3.
// A loop may hold only loops (and routine calls) of a strictly finer
// level than its finest.
func rank(l Levels) int {
	switch l {
	case Gang:
		return 1
	case Worker:
		return 2
	case Vector:
		return 3
	}
	return 4
}

// lowest returns the finest level of l.
func lowest(l Levels) Levels {
	for _, x := range []Levels{Vector, Worker, Gang} {
		if l&x != 0 {
			return x
		}
	}
	return 0
}

// levelNoun names a loop by its levels: "a gang loop".
func levelNoun(l Levels) string {
	l &^= Seq
	if l == 0 {
		return "a loop"
	}
	s := l.String()
	if l&Gang != 0 && l != Gang {
		return "a '" + s + "' loop"
	}
	return withArticle(s) + " loop"
}

// bareNoun drops the article of a noun phrase.
func bareNoun(s string) string {
	for _, art := range []string{"a ", "an "} {
		if len(s) > len(art) && s[:len(art)] == art {
			return s[len(art):]
		}
	}
	return s
}

// checkLevels checks that gang loops hold worker loops hold vector loops
// and nothing the other way round (§2.9.2–2.9.4), on every device type,
// and that an orphaned loop's level fits its routine's (§2.15.1).
func (a *analyzer) checkLevels() {
	for _, l := range a.m.Loops {
		if l.Construct == nil || l.Assoc != 0 {
			continue
		}
		// Directives involved: this loop's and its enclosing loops'.
		var outer []*Loop
		for p := l.Parent; p != nil; p = p.Parent {
			if p.Construct != nil && p.Construct != l.Construct && p.Assoc == 0 {
				outer = append(outer, p)
			}
		}
		dirs := []*grammar.Directive{dirOf(l.Construct)}
		for _, p := range outer {
			dirs = append(dirs, dirOf(p.Construct))
		}
		var routine *Routine
		if l.Compute == nil {
			routine = l.Routine
			if routine != nil && routine.Construct != nil {
				dirs = append(dirs, dirOf(routine.Construct))
			}
		}
		for _, key := range a.deviceKeysOf(dirs...) {
			mine := a.loopClausesFor(dirOf(l.Construct), key)
			lv := mine.levels &^ Seq
			if lv == 0 {
				continue
			}
			for _, p := range outer {
				theirs := a.loopClausesFor(dirOf(p.Construct), key)
				pl := theirs.levels &^ Seq
				if pl == 0 {
					continue
				}
				if rank(highest(lv)) <= rank(lowest(pl)) {
					if highest(lv) == Gang && lowest(pl) == Gang && a.gangDim(mine.at[Gang]) < a.gangDim(theirs.at[Gang]) {
						continue // §2.9.2: gang(dim:1) loops inside gang(dim:2) ones
					}
					top := highest(lv)
					d := a.diag(source.Error, mine.at[top].NameRange, codeLevelNesting,
						fmt.Sprintf("%s may not be inside %s%s (§%s)", levelNoun(top), levelNoun(pl), deviceLabel(key, dirOf(l.Construct), dirOf(p.Construct)), levelSection(top)))
					d.Notes = []source.Note{a.note(theirs.at[highest(pl)].NameRange, fmt.Sprintf("the enclosing %s is here", bareNoun(levelNoun(pl))))}
					a.add(d)
					break
				}
			}
			if routine != nil {
				rl := a.levelFor(routine, key)
				if rl != 0 && lv&^model.AllowedIn(rl) != 0 {
					top := highest(lv &^ model.AllowedIn(rl))
					label := deviceLabel(key, dirOf(l.Construct))
					if routine.Construct != nil {
						label = deviceLabel(key, dirOf(l.Construct), dirOf(routine.Construct))
					}
					d := a.diag(source.Error, mine.at[top].NameRange, codeRoutineLevel,
						fmt.Sprintf("%s may not be in a '%s' routine: its loops may use only %s%s", levelNoun(top), rl, allowedText(rl), label))
					d.Notes = a.declaredNote(routine)
					a.add(d)
				}
			}
		}
	}
}

func allowedText(r Levels) string {
	if al := model.AllowedIn(r); al != 0 {
		return al.String() + " parallelism"
	}
	return "seq loops"
}

// highest returns the coarsest level of l.
func highest(l Levels) Levels {
	for _, x := range []Levels{Gang, Worker, Vector, Seq} {
		if l&x != 0 {
			return x
		}
	}
	return 0
}

func levelSection(l Levels) string {
	switch l {
	case Gang:
		return "2.9.2"
	case Worker:
		return "2.9.3"
	}
	return "2.9.4"
}

// checkLoopParents runs the directive checks that tie a loop directive's
// clauses to its compute construct's (§2.9.2–2.9.4, §2.9.11).
func (a *analyzer) checkLoopParents() {
	for _, c := range a.m.Constructs {
		if c.Kind != KindLoop {
			continue
		}
		var parent *grammar.Directive
		if c.Compute != nil {
			parent = dirOf(c.Compute)
		}
		for _, d := range CheckLoopParent(a.f, dirOf(c), parent) {
			a.add(d)
		}
	}
}

// gangDim is the dim: argument of a gang clause, 1 when it has none
// (§2.9.2); a dimension that is not constant counts as 1 (the argument
// rules report it).
func (a *analyzer) gangDim(cl *grammar.Clause) int64 {
	if cl == nil || cl.Args == nil {
		return 1
	}
	for _, arg := range cl.Args.Args {
		if ms := argModifiers(arg); arg != nil && len(ms) > 0 && ms[0].Name == "dim" {
			if v, ok := a.constOf(arg.Value); ok {
				return v
			}
		}
	}
	return 1
}
