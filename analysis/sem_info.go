package analysis

import (
	"fmt"

	"github.com/accls/accls/source"
)

// Feedback in the manner of nvc -Minfo=accel (accls check --info): what
// each compute construct receives implicitly, how each loop runs, and
// which scalars autoscoping made private or reductions. The codes are
// stable; tools read them.

func (a *analyzer) info() {
	for _, c := range a.m.Constructs {
		for _, at := range c.Implicit {
			if at.From != nil {
				continue
			}
			msg := fmt.Sprintf("implicit %s: %s (§%s)", at.Text(), at.Reason, at.Spec)
			if c.KernelsPlan.ValueOf(at) {
				msg += "; the region never writes it, so its kernels get its value" // kernels_plan_gangs.go
			}
			d := a.diag(source.Info, c.NameRange, codeInfoImplicitData, msg)
			if at.Section == nil || at.Section.Known {
				d.Fixes = []source.Fix{a.insertClauseFix(c, at.Text())}
				d.Fixes[0].Title = fmt.Sprintf("Make it explicit: add %s to the '%s' directive", at.Text(), c.Name())
			}
			a.add(d)
		}
	}
	a.kernelsInfo() // kernels_plan_info.go
	a.implicitRoutineInfo()
	for _, l := range a.m.Loops {
		at := loopHead(l)
		// What compile does (the schedule), and why: the kernels plan's
		// reason when it changes the loop's decision.
		code := codeInfoLoopSeq
		if l.Schedule.Levels != 0 {
			code = codeInfoLoopParallel
		}
		a.infof(at, code, "loop %s: %s", scheduleText(l), l.Schedule.Reason)
		for _, p := range l.Private {
			if p.Implicit && !p.Predetermined {
				a.infof(at, codeInfoPrivate, "'%s' is private to each iteration: %s (§%s)", p.Sym.Name, p.Reason, p.Spec)
			}
		}
		for _, r := range l.Reductions {
			if r.Implicit {
				a.infof(at, codeInfoReduction, "%s: %s (§%s)", r.Text(), r.Reason, r.Spec)
			}
		}
	}
}

// loopHead is the range of a loop's keyword.
func loopHead(l *Loop) source.Range {
	r := l.Stmt.Span()
	n := 3 // "for"
	if l.For == nil {
		n = 2 // "do"; "while" is wider but its start is what counts
	}
	end := r.Start
	end.Offset += n
	end.Col += n
	return source.Range{Start: r.Start, End: end}
}

// levelText renders levels of loop l with its vector length:
// "gang, vector(128)".
func levelText(l *Loop, levels Levels) string {
	s := ""
	for _, x := range []Levels{Gang, Worker, Vector} {
		if levels&x == 0 {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += x.String()
		if x == Vector && l.VectorLength > 0 {
			s += fmt.Sprintf("(%d)", l.VectorLength)
		}
	}
	if s == "" {
		s = "no level"
	}
	return s
}

// implicitRoutineInfo says which functions got an implicit routine seq
// (sem_routine_implicit.go), at their definition, in source order.
func (a *analyzer) implicitRoutineInfo() {
	for _, f := range a.u.Funcs {
		r := a.m.Routines[f.Sym]
		if r == nil || !r.Implicit {
			continue
		}
		a.add(a.diag(source.Info, f.NameRange, codeInfoImplicitRoutine, fmt.Sprintf(
			"'%s' gets an implicit routine seq: it is defined in this file and called in device code (line %d) without a routine directive (§2.15.1)",
			f.Name, r.CalledAt.Start.Line)))
	}
}
