package analysis

import (
	"fmt"

	"github.com/accls/accls/grammar"
)

// Arguments the spec requires to be constant: collapse's count (§2.9.1:
// a constant positive integer expression), tile's sizes (§2.9.8: constant
// positive integer expressions or *), gang's dim: on a loop (§2.9.2) and
// on a routine directive (§2.15.1: the constant 1, 2 or 3), and the length
// of a cache directive's subarrays (§2.10: the length is a constant).
// The directive checks reject literals out of range; here the names are
// resolved: macros and enumeration constants fold (constOf), and anything
// else (a variable, a const-qualified object, which C does not count as a
// constant expression) is an error, never a clause silently dropped.
// num_gangs, num_workers, vector_length, worker, vector and gang's num:
// and static: take any integer expression, but one that folds to a
// constant must be at least 1 (argument-not-positive, count_args.go);
// async and wait are not checked here.

func (a *analyzer) checkConstArgs() {
	for _, c := range a.m.Constructs {
		if c.Kind == KindCache {
			a.checkCacheLengths(c)
		}
		d := dirOf(c)
		if d == nil {
			continue
		}
		for _, cl := range d.Clauses {
			if cl == nil || cl.Args == nil || cl.Bad {
				continue
			}
			switch modernName(cl.Name) {
			case "collapse":
				for _, arg := range cl.Args.Args {
					a.checkConstArg(arg, "collapse", "a constant positive integer expression", "2.9.1", 1, -1)
				}
			case "tile":
				for _, arg := range cl.Args.Args {
					a.checkConstArg(arg, "tile", "a constant positive integer expression or *", "2.9.8", 1, -1)
				}
			case "gang":
				sec := "2.9.2"
				if c.Kind == KindRoutine {
					sec = "2.15.1"
				}
				for _, arg := range cl.Args.Args {
					switch gangArgKind(arg) {
					case "dim":
						a.checkConstArg(arg, "gang(dim:)", "the constant 1, 2 or 3", sec, 1, 3)
					case "num":
						a.checkCountArg(arg, gangCount)
					case "static":
						a.checkCountArg(arg, gangChunk)
					}
				}
			default:
				if cnt, ok := countArgs[modernName(cl.Name)]; ok {
					for _, arg := range cl.Args.Args {
						a.checkCountArg(arg, cnt)
					}
				}
			}
		}
	}
}

// checkConstArg reports an argument with names that does not fold to a
// constant in [lo, hi] (hi < 0: no upper bound). Literals and '*' are the
// directive checks' concern.
func (a *analyzer) checkConstArg(arg *grammar.Arg, clause, what, sec string, lo, hi int64) {
	if arg == nil || arg.Value == nil {
		return
	}
	if _, star := arg.Value.(*grammar.Star); star {
		return
	}
	if _, k := literalInt(arg.Value); k != litUnknown {
		return
	}
	v, ok := a.constOf(arg.Value)
	switch {
	case !ok:
		a.errorf(arg.Value.Span(), codeNotConstant, "the argument of '%s' must be %s; '%s' is not a constant (§%s)", clause, what, a.text(arg.Value), sec)
	case v < lo || hi >= 0 && v > hi:
		a.errorf(arg.Value.Span(), codeNotConstant, "the argument of '%s' must be %s; '%s' is %d (§%s)", clause, what, a.text(arg.Value), v, sec)
	}
}

// gangArgKind is the keyword of a gang argument: num (also when none is
// written), dim or static.
func gangArgKind(arg *grammar.Arg) string {
	if ms := argModifiers(arg); len(ms) > 0 {
		return ms[0].Name
	}
	return "num"
}

// checkCountArg reports a count with names that folds to a constant below
// 1 (count_args.go); literals are the directive checks' concern, and a
// count that does not fold is fine.
func (a *analyzer) checkCountArg(arg *grammar.Arg, cnt count) {
	if arg == nil || arg.Value == nil {
		return
	}
	if _, k := literalInt(arg.Value); k != litUnknown {
		return
	}
	if v, ok := a.constOf(arg.Value); ok && v < 1 {
		a.errorf(arg.Value.Span(), codeNotPositive, "%s must be at least 1; '%s' is %d (§%s)", cnt.noun, a.text(arg.Value), v, cnt.section)
	}
}

// checkCacheLengths reports a cache subarray whose length is not a
// constant (§2.10).
func (a *analyzer) checkCacheLengths(c *Construct) {
	for _, at := range c.Data {
		if at.Kind != AttrCache || at.Section == nil || !at.Section.Known {
			continue
		}
		for _, d := range at.Section.Dims {
			if d.Length != "" && !d.LengthConst {
				a.errorf(at.Range, codeNotConstant, "%s",
					fmt.Sprintf("the length of a subarray in 'cache' must be a constant; '%s' is not one (§2.10)", d.Length))
			}
		}
	}
}
