package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/source"
)

// The host side of multi-dimensional gangs (§2.9.2, §2.5.10): the gangs
// of each dimension, from num_gangs(n1, n2, n3) or the plan's defaults,
// and the three-dimensional NDRange plan.GangGrid maps them onto.

// gridSizes are the host variables and expressions of the gangs of
// dimensions 2 and 3 (dimension 1 is launchSizes.ng).
type gridSizes struct {
	ng2, ng3, n2arg string // host variables
	gangs2, gangs3  string // their expressions
}

// ndims is the number of NDRange dimensions of the launch.
func (s *launchSizes) ndims() int {
	if s.grid != nil {
		return 3
	}
	return 2
}

// planGangGrid plans the gangs of each dimension of a launch whose
// loops use gang(dim:2) or gang(dim:3). A reduction across gangs
// combines one partial per gang of dimension 1; with more dimensions the
// partials would collide, so it is a limit (§2.9.11 forbids reductions
// on the dim>1 loops themselves).
func (g *gen) planGangGrid(c *model.Construct, l *launch, s *launchSizes) {
	k := l.k
	if len(l.gangR) > 0 || k.redLaneBytes() != "" {
		g.limit(model.LimitGangDimWith, g.reductionRange(c, k.firstGang.For.Header), "a reduction across gangs")
	}
	def := k.grid.DefaultGangs()
	s.gangs = g.dtSizeArg(c.Resolved, "num_gangs", 0, fmt.Sprint(def[0]))
	s.grid = &gridSizes{ng2: g.fresh("ng"), ng3: g.fresh("ng"), n2arg: g.fresh("n2"),
		gangs2: g.dtSizeArg(c.Resolved, "num_gangs", 1, fmt.Sprint(def[1])), gangs3: "1"}
	if k.grid.Dims == 3 {
		s.grid.gangs3 = g.dtSizeArg(c.Resolved, "num_gangs", 2, fmt.Sprint(def[2]))
	}
}

// dtSizeArg is argument i of the clause name (num_gangs) on the current
// device type: fallback where the clause does not apply, 1 where it
// gives fewer arguments (the gangs it asks for are all in the lower
// dimensions).
func (g *gen) dtSizeArg(r *model.Resolved, name string, i int, fallback string) string {
	return g.dtValue(r, name, func(cl *model.Clause) string {
		if cl == nil {
			return fallback
		}
		if i >= len(cl.Args) {
			return "1"
		}
		return "(size_t)(" + cl.Args[i].Text + ")"
	})
}

// printGridSizes writes the gangs of dimensions 2 and 3 and the
// three-dimensional NDRange: dimension 0 the vector lanes of the gangs of
// dimension 1, dimension 1 the workers, dimension 2 one work-item per
// gang of dimensions 2 and 3.
func (g *gen) printGridSizes(b *strings.Builder, s *launchSizes) {
	gs := s.grid
	fmt.Fprintf(b, "size_t %s = %s, %s = %s;\n", gs.ng2, gs.gangs2, gs.ng3, gs.gangs3)
	fmt.Fprintf(b, "if (%[1]s < 1) %[1]s = 1;\nif (%[2]s < 1) %[2]s = 1;\n", gs.ng2, gs.ng3)
	fmt.Fprintf(b, "uint64_t %s = %s;\n", gs.n2arg, gs.ng2)
	fmt.Fprintf(b, "size_t %s[3] = {%s * %s, %s, %s * %s}, %s[3] = {%s, %s, 1};\n",
		s.gl, s.vl, s.ng, s.nw, gs.ng2, gs.ng3, s.lc, s.vl, s.nw)
}

// reductionRange is the range of a reduction clause argument on a loop of
// the compute construct c, or else r.
func (g *gen) reductionRange(c *model.Construct, r source.Range) source.Range {
	for _, lc := range g.ConstructsIn(c) {
		for _, at := range lc.Data {
			if at.Kind == model.AttrReduction && !at.Implicit {
				return at.Range
			}
		}
	}
	return r
}
