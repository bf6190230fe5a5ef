package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/openclgen/plan"
)

// Device-specific clauses (§2.4) on compute, data and update directives
// are chosen at run time: the program may run on any device type
// (ACC_DEVICE_TYPE, acc_set_device_type), so a clause that follows
// device_type(nvidia) applies when acc_get_device_type() is
// acc_device_nvidia at the directive, one that follows device_type(*)
// when the current type is none the directive names, and a clause before
// every device_type when no clause of its name applies for the type.
// Loop clauses after device_type (on loop and combined directives) are
// chosen at run time too, between translations of the whole construct
// (plan_variants.go, host_variants.go).

// runTypes maps device type names to their acc_device_t constants, the
// ones accls never runs on left out.
func runTypes(names []string) []string {
	var out []string
	for _, n := range names {
		if t := plan.RunTypeConsts[n]; t != "" {
			out = append(out, t)
		}
	}
	return out
}

// dtChoices lists, for the clause named name, each run-time condition
// on the current device type with the clause that applies under it, in
// the order to test them; the last entry has condition "" (otherwise)
// and the default clause (nil when there is none).
func (g *gen) dtChoices(r *model.Resolved, name string) []dtChoice {
	named := runTypes(r.NamedTypes())
	var out []dtChoice
	for _, ch := range r.Choices(name) {
		switch {
		case ch.Others:
			cond := "1"
			if len(named) > 0 {
				cond = "!" + typeTest(named)
			}
			out = append(out, dtChoice{cond: cond, cl: ch.Clause})
		case len(ch.Types) > 0:
			if ts := runTypes(ch.Types); len(ts) > 0 {
				out = append(out, dtChoice{cond: typeTest(ts), cl: ch.Clause})
			}
		default:
			out = append(out, dtChoice{cl: ch.Clause})
		}
	}
	return out
}

type dtChoice struct {
	cond string
	cl   *model.Clause
}

// typeTest is a host C test that the current device type is one of types.
func typeTest(types []string) string {
	var parts []string
	seen := map[string]bool{}
	for _, t := range types {
		if !seen[t] {
			seen[t] = true
			parts = append(parts, "acc_get_device_type() == "+t)
		}
	}
	return "(" + strings.Join(parts, " || ") + ")"
}

// dtValue is the host C expression of the clause name as it applies on
// the current device type: val of each choice, nested conditionals.
func (g *gen) dtValue(r *model.Resolved, name string, val func(*model.Clause) string) string {
	ch := g.dtChoices(r, name)
	out := val(ch[len(ch)-1].cl)
	for i := len(ch) - 2; i >= 0; i-- {
		out = fmt.Sprintf("(%s ? %s : %s)", ch[i].cond, val(ch[i].cl), out)
	}
	return out
}

// dtWait writes the wait clause that applies on the current device type.
func (g *gen) dtWait(b *strings.Builder, r *model.Resolved, async string) {
	ch := g.dtChoices(r, "wait")
	if len(ch) == 1 {
		if w := ch[0].cl; w != nil {
			g.waitCall(b, w.Args, async)
		}
		return
	}
	for i, c := range ch {
		if c.cond != "" {
			if i > 0 {
				b.WriteString("else ")
			}
			fmt.Fprintf(b, "if (%s) {\n", c.cond)
		} else {
			b.WriteString("else {\n")
		}
		if c.cl != nil {
			g.waitCall(b, c.cl.Args, async)
		}
		b.WriteString("}\n")
	}
}

// dtSize is the launch size the clause name (num_gangs, num_workers,
// vector_length) gives on the current device type, fallback where none
// applies.
func (g *gen) dtSize(r *model.Resolved, name, fallback string) string {
	return g.dtValue(r, name, func(cl *model.Clause) string {
		if cl == nil {
			return fallback
		}
		return "(size_t)(" + cl.FirstText() + ")"
	})
}
