package analysis

import (
	"fmt"
	"github.com/accls/accls/analysis/model"
	"sort"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// Autoscoping: for each loop of a compute region, whether its iterations
// are shared out (and at which levels) or run in order, and why; for the
// scalars it writes, whether they are private or reductions.
//
// A loop with seq runs in order. In a serial construct every loop does. In
// a parallel construct (and an orphaned loop directive) a loop directive
// without auto is independent (§2.9.6) and a loop without one runs in
// each gang redundantly. In a kernels construct, and for auto, accls
// decides with its dependence analysis: a loop runs in parallel when no
// iteration can use what another writes.

func (a *analyzer) autoscope() {
	env := newPolyEnv()
	for _, l := range a.m.Loops {
		a.decide(env, l)
	}
	a.assignLevels()
	a.vectorLengths() // sem_vector_length.go
}

// loopFacts is what the analyses found in one loop.
type loopFacts struct {
	private    []*DataAttr
	reductions []*DataAttr
	deps       []*Dependence // blocking dependences, arrays and scalars
	blockers   []string      // other reasons the loop must stay in order
	scalarRed  []*DataAttr   // accumulations without a clause
	// sharedWrites are scalars every iteration writes first whose value
	// outlives the loop, so they stay shared (sem_sharedwrite.go).
	sharedWrites []sharedWrite
}

func (a *analyzer) decide(env *polyEnv, l *Loop) {
	if l.Construct != nil && l.Assoc > 0 {
		head := l.Construct.Loop
		l.Parallel, l.Levels = head.Parallel, head.Levels
		verb := "collapsed"
		if a.clauseFor(dirOf(l.Construct), "tile") != nil {
			verb = "tiled"
		}
		l.Reason = fmt.Sprintf("%s with the loop at line %d", verb, head.Stmt.Span().Start.Line)
		return
	}
	kind := ConstructKind(0)
	if l.Compute != nil {
		kind = l.Compute.ComputeKind()
	}
	explicitIndep := l.Construct != nil && !l.Auto && !l.SeqClause &&
		(l.Independent || kind == KindParallel || (l.Compute == nil && l.Construct != nil))
	facts := a.loopFacts(env, l, explicitIndep)
	facts.deps = append(facts.deps, a.assocDeps(env, l)...)
	switch {
	case l.SeqClause:
		l.Reason = "it has a seq clause"
	case l.Construct != nil && !l.Canonical:
		l.Reason = "it is not in the form a loop directive needs: " + l.NotCanonical
	case kind == KindSerial:
		l.Reason = "it is in a serial construct, which runs on one thread (§2.5.2)"
	case kind == KindParallel && l.Construct == nil:
		l.Reason = "it has no loop directive, and in a parallel construct only loop directives share iterations out (§2.9)"
	case l.Compute == nil && l.Construct == nil:
		l.Reason = "it has no loop directive"
	case explicitIndep:
		l.Parallel = true
		switch {
		case l.Independent:
			l.Reason = "it has an independent clause"
		case kind == KindParallel:
			l.Reason = "a loop directive in a parallel construct is independent (§2.9.6)"
		default:
			l.Reason = "an orphaned loop directive is independent (§2.9.6)"
		}
		a.proveByWitness(env, l, facts.deps) // sem_dependence_witness.go
		a.warnDependences(l, facts)
	default:
		// kernels, or auto: accls decides.
		if why := facts.firstBlocker(a); why != "" {
			l.Reason = why
		} else {
			l.Parallel = true
			l.Reason = "no loop-carried dependence was found"
			l.Private = append(l.Private, facts.private...)
			l.Reductions = append(l.Reductions, facts.reductions...)
		}
	}
	l.Deps = facts.deps
	if l.Parallel && explicitIndep {
		l.Private = append(l.Private, facts.private...)
	}
	if l.IV != nil && l.Canonical {
		l.Private = append([]*DataAttr{{Kind: AttrPrivate, Sym: l.IV, Loop: l, Construct: l.Construct, Implicit: true, Predetermined: true,
			Range: stmtHead(l.Stmt), Reason: fmt.Sprintf("'%s' is the loop's variable", l.IV.Name), Spec: "2.6.1"}}, l.Private...)
	}
	a.explicitLoopAttrs(l)
}

// explicitLoopAttrs adds the loop directive's own private and reduction
// clauses to the loop.
func (a *analyzer) explicitLoopAttrs(l *Loop) {
	if l.Construct == nil || l.Assoc > 0 {
		return
	}
	for _, at := range l.Construct.Data {
		switch at.Kind {
		case AttrPrivate:
			at.Loop = l
			l.Private = append(l.Private, at)
		case AttrReduction:
			at.Loop = l
			l.Reductions = append(l.Reductions, at)
		}
	}
}

func (f *loopFacts) firstBlocker(a *analyzer) string {
	if len(f.blockers) > 0 {
		return f.blockers[0]
	}
	for _, d := range f.deps {
		return a.depText(d)
	}
	return ""
}

// callBlocker says why a call keeps a loop sequential: a call through
// a function pointer, or a pointer passed to a function that may write
// through it; "" for none.
func (a *analyzer) callBlocker(c *cfront.Call) string {
	callee := c.Callee()
	if callee == nil {
		return fmt.Sprintf("it calls through a function pointer at line %d", c.Range.Start.Line)
	}
	if deviceBuiltin(callee) {
		return ""
	}
	for _, arg := range c.Args {
		if t := arg.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) {
			return fmt.Sprintf("it passes %s to '%s', which may write through it", a.f.Slice(arg.Span()), callee.Name)
		}
	}
	return ""
}

// loopFacts runs the scalar and array analyses of loop l.
func (a *analyzer) loopFacts(env *polyEnv, l *Loop, independent bool) *loopFacts {
	f := &loopFacts{}
	body := loopBody(l)
	if body == nil || l.For == nil {
		f.blockers = append(f.blockers, "it is not a for loop")
		return f
	}
	if !l.Canonical {
		f.blockers = append(f.blockers, "it is not in canonical form: "+l.NotCanonical)
		return f
	}
	refs := a.loopRefs[l]
	// Early exits and calls, in one walk: the exits' blockers come
	// first, then an exiting break's, then the calls'.
	var calls []string
	cfront.Inspect(body, func(n cfront.Node) bool {
		switch s := n.(type) {
		case *cfront.Return:
			f.blockers = append(f.blockers, fmt.Sprintf("it returns from the function at line %d", s.Range.Start.Line))
		case *cfront.Goto:
			f.blockers = append(f.blockers, fmt.Sprintf("it has a goto at line %d", s.Range.Start.Line))
		case *cfront.Call:
			if why := a.callBlocker(s); why != "" {
				calls = append(calls, why)
			}
		}
		return true
	})
	if line := exitingBreak(body); line > 0 {
		f.blockers = append(f.blockers, fmt.Sprintf("it may exit early (break at line %d)", line))
	}
	f.blockers = append(f.blockers, calls...)
	// Scalars written in the loop.
	seen := map[*cfront.Symbol]bool{}
	for _, r := range refs {
		s := r.Sym
		if inAtomic(r) {
			continue // atomic updates do not race (§2.12)
		}
		if seen[s] || r.Elem != nil || r.Access&(Write|AddrOf) == 0 || s == l.IV || !s.Type.IsScalar() {
			continue
		}
		if a.derivesPointer(env, l, r) {
			continue // `row = A + i*m;`: row's accesses are A's (sem_dependence_rowptr.go)
		}
		seen[s] = true
		if a.privateIn(l, s, r) || a.isInnerIV(l, s) {
			continue
		}
		if r.Access&AddrOf != 0 && r.Access&Write == 0 {
			f.blockers = append(f.blockers, fmt.Sprintf("the address of '%s' is taken", s.Name))
			continue
		}
		if writtenFirst(body, s) {
			if readOutsideLoop(l, s) {
				// The region reads the value outside the loop (after it,
				// or in a later trip of an enclosing loop): a copy per
				// iteration would lose it. Shared, an independent loop
				// leaves one iteration's value (§2.9.6, §2.9.10).
				if !independent {
					f.blockers = append(f.blockers, fmt.Sprintf("'%s' is written in the loop and read outside it", s.Name))
				} else {
					f.sharedWrites = a.raceIfShared(f.sharedWrites, l, body, sharedWrite{r, "the region reads it outside the loop"})
				}
				continue
			}
			if what := a.liveOutClause(l, s); what != "" {
				// The program asks for the value after the region: a copy
				// per iteration would lose it (§2.7). Shared, an independent
				// loop leaves one iteration's value (§2.9.6); otherwise the
				// loop runs in order and leaves the last one.
				if !independent {
					f.blockers = append(f.blockers, fmt.Sprintf("'%s' is written in the loop and is in %s, so its value is needed after the loop", s.Name, what))
				} else {
					f.sharedWrites = a.raceIfShared(f.sharedWrites, l, body, sharedWrite{r, "its value is needed after the loop (it is in " + what + ")"})
				}
				continue
			}
			f.private = append(f.private, &DataAttr{Kind: AttrPrivate, Sym: s, Loop: l, Implicit: true, Range: stmtHead(l.Stmt),
				Reason: "written before it is read in every iteration", Spec: "2.6.1"})
			continue
		}
		if op := findReduction(body, s, refs); op != "" {
			at := &DataAttr{Kind: AttrReduction, Op: op, Sym: s, Loop: l, Implicit: true, Range: stmtHead(l.Stmt),
				Reason: fmt.Sprintf("every iteration accumulates into '%s' with %s", s.Name, op), Spec: "2.9.11"}
			if independent {
				f.scalarRed = append(f.scalarRed, at)
			} else {
				f.reductions = append(f.reductions, at)
			}
			continue
		}
		f.deps = append(f.deps, &Dependence{Loop: l, Src: a.firstAccess(l, s, Read, r), Dst: r, Kind: "flow", Test: "scalar", Proven: true,
			Why: fmt.Sprintf("'%s' is read and written in every iteration, and a value flows from one iteration to the next", s.Name)})
	}
	// Arrays and pointers.
	f.deps = append(f.deps, a.arrayDeps(env, l)...)
	return f
}

// readOutsideLoop reports a read of s (or its address taken) in l's
// compute construct outside loop l.
func readOutsideLoop(l *Loop, s *cfront.Symbol) bool {
	if l.Compute == nil {
		return false
	}
	lr := l.Stmt.Span()
	for _, r := range l.Compute.Refs {
		if r.Sym != s || r.Elem != nil || r.Access&(Read|AddrOf) == 0 {
			continue
		}
		if r.Range.Start.Offset < lr.Start.Offset || r.Range.Start.Offset >= lr.End.Offset {
			return true
		}
	}
	return false
}

// liveOutClause names the data clause ("a 'copy' clause") that makes the
// value of scalar s outlive loop l: one of l's compute construct, or of a
// data construct or declare directive visible there; "" when none does.
func (a *analyzer) liveOutClause(l *Loop, s *cfront.Symbol) string {
	c := l.Compute
	if c == nil {
		return ""
	}
	from := a.inherited(c, s)
	for _, at := range c.Data {
		if at.Sym == s && len(at.Member) == 0 && at.Kind.IsDataClause() {
			from = at
		}
	}
	if from == nil {
		if a.implicitCopyLive(c, s) {
			return "an implicit 'copy' clause (§2.6.2) that the host reads back"
		}
		return ""
	}
	switch from.Kind {
	case AttrCopy, AttrCopyout, AttrPresent:
		// copy and copyout bring the value back; present data outlives
		// the region. A create or copyin copy ends with it unread.
		return fmt.Sprintf("a '%s' clause", from.Kind)
	}
	return ""
}

// inAtomic reports whether r is in the statement of an atomic construct.
func inAtomic(r *VarRef) bool { return r.Construct != nil && r.Construct.Kind == KindAtomic }

// isInnerIV reports whether s is the loop variable of a loop inside l.
func (a *analyzer) isInnerIV(l *Loop, s *cfront.Symbol) bool {
	var found bool
	var walk func(x *Loop)
	walk = func(x *Loop) {
		for _, k := range x.Children {
			if k.IV == s {
				found = true
			}
			walk(k)
		}
	}
	walk(l)
	return found
}

// exitingBreak returns the line of a break that leaves the loop body (one
// not inside a nested loop or switch), or 0.
func exitingBreak(body cfront.Stmt) int {
	line := 0
	var walk func(n cfront.Node)
	walk = func(n cfront.Node) {
		switch s := n.(type) {
		case *cfront.Break:
			if line == 0 {
				line = s.Range.Start.Line
			}
			return
		case *cfront.For, *cfront.While, *cfront.DoWhile, *cfront.Switch:
			return
		}
		for _, k := range cfront.Children(n) {
			if _, ok := k.(cfront.Stmt); ok {
				walk(k)
			}
		}
	}
	walk(body)
	return line
}

// depSentence says what a dependence with a distance does: "flow
// dependence: a[i] is written and a[i-1] reads it 1 iteration later".
func (a *analyzer) depSentence(d *Dependence) string {
	src, dst := a.f.Slice(d.Src.Range), a.f.Slice(d.Dst.Range)
	later := fmt.Sprintf("%d iteration%s later", d.Distance, plural(d.Distance))
	if d.Loop != nil && d.Loop.Assoc > 0 && d.Loop.IV != nil {
		// Carried by an associated loop of a collapse or tile nest.
		later = fmt.Sprintf("%d iteration%s of '%s' later", d.Distance, plural(d.Distance), d.Loop.IV.Name)
	}
	switch d.Kind {
	case "flow":
		return fmt.Sprintf("flow dependence: %s is written and %s reads it %s", src, dst, later)
	case "anti":
		return fmt.Sprintf("anti dependence: %s is read and %s overwrites it %s", src, dst, later)
	}
	return fmt.Sprintf("output dependence: %s is written and %s writes it again %s", src, dst, later)
}

// everySentence says what a dependence without a distance does.
func (a *analyzer) everySentence(d *Dependence) string {
	src, dst := a.f.Slice(d.Src.Range), a.f.Slice(d.Dst.Range)
	switch {
	case d.Test == "witness":
		return fmt.Sprintf("%s dependence: %s", d.Kind, d.Why)
	case d.Src == d.Dst:
		return fmt.Sprintf("output dependence: every iteration writes %s", src)
	case src == dst:
		return fmt.Sprintf("dependence: every iteration reads and writes %s", src)
	case d.Test == "ZIV":
		return fmt.Sprintf("%s dependence: every iteration uses %s and %s", d.Kind, src, dst)
	}
	return fmt.Sprintf("dependence: %s and %s touch the same element in different iterations", src, dst)
}

// depText explains a dependence in a loop-seq message.
func (a *analyzer) depText(d *Dependence) string {
	if d.Test == "scalar" || d.Test == "alias" || d.Test == "none" {
		return d.Why
	}
	src, dst := a.f.Slice(d.Src.Range), a.f.Slice(d.Dst.Range)
	if !d.Proven {
		if d.Why != "" {
			return "a loop-carried dependence cannot be ruled out: " + d.Why
		}
		return fmt.Sprintf("a loop-carried dependence between %s and %s cannot be ruled out", src, dst)
	}
	if d.HasDistance {
		return "loop-carried " + a.depSentence(d) + fmt.Sprintf(" (%s test)", d.Test)
	}
	return "loop-carried " + a.everySentence(d) + fmt.Sprintf(" (%s test)", d.Test)
}

func plural(n int64) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// warnDependences reports, for a loop that runs in parallel by the
// program's say-so, the dependences that certainly exist (§2.9.6: with
// independent, "any data dependences ... is an error") and the
// accumulations that lack a reduction clause.
func (a *analyzer) warnDependences(l *Loop, f *loopFacts) {
	why := "it has an independent clause"
	if !l.Independent {
		why = "it runs in parallel: a loop directive in a parallel construct is independent"
	}
	for _, d := range f.deps {
		if !d.Proven || d.Test == "alias" || d.Test == "scalar" {
			continue
		}
		var msg string
		src := a.f.Slice(d.Src.Range)
		switch {
		case d.HasDistance:
			msg = fmt.Sprintf("loop-carried %s, but %s", a.depSentence(d), why)
		default:
			msg = fmt.Sprintf("loop-carried %s, but %s", a.everySentence(d), why)
		}
		dg := a.diag(source.Warning, d.Dst.Range, codeLoopDependence, msg)
		if d.Src != d.Dst {
			dg.Notes = append(dg.Notes, a.note(d.Src.Range, fmt.Sprintf("%s is here", src)))
		}
		dg.Notes = append(dg.Notes, a.note(l.Construct.NameRange, "the loop's directive is here"))
		a.add(dg)
	}
	for _, d := range f.deps {
		if d.Test != "scalar" {
			continue
		}
		dg := a.diag(source.Warning, d.Src.Range, codeLoopDependence, fmt.Sprintf("%s, but %s", d.Why, why))
		dg.Notes = append(dg.Notes, a.note(l.Construct.NameRange, "the loop's directive is here"))
		a.add(dg)
	}
	a.warnSharedWrites(l, f.sharedWrites)
	for _, at := range f.scalarRed {
		first := a.firstWrite(l, at.Sym)
		dg := a.diag(source.Warning, first, codeMissingReduction,
			fmt.Sprintf("every iteration accumulates into '%s' with %s, but the loop has no reduction clause for it and %s", at.Sym.Name, at.Op, why))
		dg.Fixes = []source.Fix{a.insertClauseFix(l.Construct, fmt.Sprintf("reduction(%s:%s)", at.Op, at.Sym.Name))}
		a.add(dg)
	}
}

// firstAccess returns the first reference to s in l that accesses it as
// acc says, or def.
func (a *analyzer) firstAccess(l *Loop, s *cfront.Symbol, acc Access, def *VarRef) *VarRef {
	for _, r := range a.loopRefs[l] {
		if r.Sym == s && r.Access&acc != 0 && !inAtomic(r) {
			return r
		}
	}
	return def
}

func (a *analyzer) firstWrite(l *Loop, s *cfront.Symbol) source.Range {
	for _, r := range a.loopRefs[l] {
		if r.Sym == s && r.Access&Write != 0 {
			return r.Range
		}
	}
	return stmtHead(l.Stmt)
}

// deviceBuiltin reports functions every device can call without a
// routine directive: the C math library, acc_on_device, and the
// compiler's builtins.
func deviceBuiltin(s *cfront.Symbol) bool {
	if len(s.Name) > 10 && s.Name[:10] == "__builtin_" {
		return true
	}
	switch s.Name {
	case "acc_on_device", "printf", "abs", "labs", "llabs":
		return true
	}
	if s.DeclFile != "" {
		return mathHeader(s.DeclFile)
	}
	return false
}

func mathHeader(path string) bool {
	base := path
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '/' {
			base = path[i+1:]
			break
		}
	}
	switch base {
	case "math.h", "mathcalls.h", "mathcalls-narrow.h", "mathcalls-helper-functions.h", "tgmath.h", "complex.h", "cmathcalls.h":
		return true
	}
	return false
}

// assignLevels gives each parallel loop without level clauses its levels:
// the outermost parallel loop of a nest gangs, the innermost vectors,
// those between use workers; a lone loop is "gang, vector". Explicit
// levels stand, and a loop gets only levels finer than its parallel
// ancestors' and coarser than its descendants' and its routine calls'.
func (a *analyzer) assignLevels() {
	roots := map[*Loop]bool{}
	for _, l := range a.m.Loops {
		if l.Parent == nil {
			roots[l] = true
		}
	}
	var rs []*Loop
	for l := range roots {
		rs = append(rs, l)
	}
	sort.Slice(rs, func(i, j int) bool { return rs[i].Stmt.Span().Start.Offset < rs[j].Stmt.Span().Start.Offset })
	for _, r := range rs {
		var ceiling Levels = Gang | Worker | Vector
		if r.Compute == nil && r.Routine != nil {
			ceiling = model.AllowedIn(r.Routine.Level)
		}
		a.levelWalk(r, 0, ceiling)
	}
}

// levelWalk assigns levels below a loop whose parallel ancestors use
// above; allowed is what the region or routine permits.
func (a *analyzer) levelWalk(l *Loop, above Levels, allowed Levels) {
	if l.Parallel && l.Assoc == 0 {
		avail := allowed
		if above != 0 {
			avail &= finerThan(lowest(above))
		}
		below := a.explicitBelow(l)
		if below != 0 {
			avail &= coarserThan(highest(below))
		}
		if r := a.routineCallLevel(l); r != 0 {
			avail &= coarserThan(r)
		}
		switch {
		case l.Explicit != 0:
			l.Levels = l.Explicit
		case avail == 0:
			l.Parallel = false
			l.Reason = "no level of parallelism is left for it: the loops around it and inside it, or the routines it calls, use them all"
		default:
			deeper := a.parallelDepth(l)
			var in *Loop
			if deeper == 1 && above == 0 && avail&(Gang|Vector) == Gang|Vector {
				in = a.kernelsCollapse(l) // sem_collapse.go
			}
			switch {
			case in != nil:
				l.Levels = Gang | Vector
				collapseInto(l, in)
			case deeper == 0 && above == 0:
				l.Levels = pickLevels(avail, Gang|Vector)
			case deeper == 0:
				l.Levels = pickFinest(avail)
			case above == 0:
				l.Levels = pickCoarsest(avail)
			default:
				l.Levels = pickLevels(avail, Worker)
				if l.Levels == 0 {
					l.Levels = pickCoarsest(avail)
				}
			}
		}
		above |= l.Levels
	}
	if l.Compute != nil && l.Compute.ComputeKind() == KindSerial {
		allowed = 0
	}
	for _, k := range l.Children {
		if k.Assoc > 0 {
			k.Levels, k.Parallel = l.Levels, l.Parallel
		}
		a.levelWalk(k, above, allowed)
	}
}

func pickLevels(avail, want Levels) Levels {
	if avail&want == want {
		return want
	}
	if avail&want != 0 {
		return avail & want
	}
	return pickCoarsest(avail)
}

func pickFinest(avail Levels) Levels   { return lowest(avail) }
func pickCoarsest(avail Levels) Levels { return highest(avail) }

func finerThan(l Levels) Levels {
	switch l {
	case Gang:
		return Worker | Vector
	case Worker:
		return Vector
	}
	return 0
}

func coarserThan(l Levels) Levels {
	switch l {
	case Vector:
		return Gang | Worker
	case Worker:
		return Gang
	}
	return 0
}

// explicitBelow returns the explicit levels of the parallel loops inside l.
func (a *analyzer) explicitBelow(l *Loop) Levels {
	var out Levels
	var walk func(x *Loop)
	walk = func(x *Loop) {
		for _, k := range x.Children {
			if k.Parallel && k.Assoc == 0 {
				out |= k.Explicit
			}
			walk(k)
		}
	}
	walk(l)
	return out
}

// parallelDepth returns how many parallel loops without explicit levels
// nest inside l along the deepest path.
func (a *analyzer) parallelDepth(l *Loop) int {
	best := 0
	for _, k := range l.Children {
		d := a.parallelDepth(k)
		if k.Parallel && k.Assoc == 0 {
			d++
		}
		if d > best {
			best = d
		}
	}
	return best
}

// routineCallLevel returns the coarsest level of the routines l's body
// calls, or 0.
func (a *analyzer) routineCallLevel(l *Loop) Levels {
	if len(a.m.Routines) == 0 {
		return 0 // no call is of a routine: no walk (issue 16)
	}
	var out Levels
	cfront.Inspect(l.Stmt, func(n cfront.Node) bool {
		if c, ok := n.(*cfront.Call); ok {
			if s := c.Callee(); s != nil {
				if r := a.m.Routines[s]; r != nil && r.Level != Seq && r.Level != 0 {
					if out == 0 || rank(r.Level) < rank(out) {
						out = r.Level
					}
				}
			}
		}
		return true
	})
	return out
}
