package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/grammar"
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
// (devtype_loop.go).

// dtSection is the clauses after one device_type clause.
type dtSection struct {
	cl      *grammar.Clause
	types   []string // acc_device_t constants; empty for *
	star    bool
	clauses []*grammar.Clause
}

// isDeviceTypeClause reports whether cl is device_type (or dtype).
func isDeviceTypeClause(cl *grammar.Clause) bool {
	return cl != nil && (cl.Name == "device_type" || cl.Name == "dtype")
}

// dtSections splits d's clauses at its device_type clauses: the clauses
// before the first one, and one section per device_type clause.
func (g *gen) dtSections(d *grammar.Directive) (def []*grammar.Clause, secs []*dtSection) {
	var cur *dtSection
	for _, cl := range d.Clauses {
		if cl == nil {
			continue
		}
		if isDeviceTypeClause(cl) {
			cur = &dtSection{cl: cl}
			if cl.Args != nil {
				for _, a := range cl.Args.Args {
					if a == nil || a.Value == nil {
						continue
					}
					name := strings.TrimSpace(g.text(a.Value.Span()))
					switch name {
					case "*":
						cur.star = true
					case "nvidia", "radeon", "host", "opencl":
						cur.types = append(cur.types, "acc_device_"+name)
					default:
						// multicore and names accls does not know (the
						// analysis warns) never match a device accls runs on.
					}
				}
			}
			secs = append(secs, cur)
			continue
		}
		if cur == nil {
			def = append(def, cl)
		} else {
			cur.clauses = append(cur.clauses, cl)
		}
	}
	return def, secs
}

// defClause is the clause named name before any device_type clause.
func (g *gen) defClause(d *grammar.Directive, name string) *grammar.Clause {
	def, _ := g.dtSections(d)
	for _, cl := range def {
		if cl.Name == name {
			return cl
		}
	}
	return nil
}

// dtChoices lists, for the clause named name, each run-time condition
// on the current device type with the clause that applies under it, in
// the order to test them; the last entry has condition "" (otherwise)
// and the default clause (nil when there is none).
func (g *gen) dtChoices(d *grammar.Directive, name string) []dtChoice {
	def, secs := g.dtSections(d)
	var named []string
	for _, s := range secs {
		named = append(named, s.types...)
	}
	var out []dtChoice
	var star *grammar.Clause
	for _, s := range secs {
		var cl *grammar.Clause
		for _, c := range s.clauses {
			if c.Name == name {
				cl = c
				break
			}
		}
		if cl == nil {
			continue
		}
		if len(s.types) > 0 {
			out = append(out, dtChoice{cond: typeTest(s.types), cl: cl})
		}
		if s.star && star == nil {
			star = cl
		}
	}
	if star != nil {
		cond := "1"
		if len(named) > 0 {
			cond = "!" + typeTest(named)
		}
		out = append(out, dtChoice{cond: cond, cl: star})
	}
	var dcl *grammar.Clause
	for _, c := range def {
		if c.Name == name {
			dcl = c
			break
		}
	}
	return append(out, dtChoice{cl: dcl})
}

type dtChoice struct {
	cond string
	cl   *grammar.Clause
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
func (g *gen) dtValue(d *grammar.Directive, name string, val func(*grammar.Clause) string) string {
	ch := g.dtChoices(d, name)
	out := val(ch[len(ch)-1].cl)
	for i := len(ch) - 2; i >= 0; i-- {
		out = fmt.Sprintf("(%s ? %s : %s)", ch[i].cond, val(ch[i].cl), out)
	}
	return out
}

// dtHas reports whether a clause named name applies for some device type.
func (g *gen) dtHas(d *grammar.Directive, name string) bool {
	for _, c := range g.dtChoices(d, name) {
		if c.cl != nil {
			return true
		}
	}
	return false
}

// dtWait writes the wait clause that applies on the current device type.
func (g *gen) dtWait(b *strings.Builder, d *grammar.Directive, async string) {
	ch := g.dtChoices(d, "wait")
	if len(ch) == 1 {
		if w := ch[0].cl; w != nil {
			g.waitCall(b, w.Args, true, async)
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
			g.waitCall(b, c.cl.Args, true, async)
		}
		b.WriteString("}\n")
	}
}

// dtSize is the launch size the clause name (num_gangs, num_workers,
// vector_length) gives on the current device type, fallback where none
// applies.
func (g *gen) dtSize(d *grammar.Directive, name, fallback string) string {
	return g.dtValue(d, name, func(cl *grammar.Clause) string {
		if cl == nil {
			return fallback
		}
		return "(size_t)(" + g.argText(cl) + ")"
	})
}
