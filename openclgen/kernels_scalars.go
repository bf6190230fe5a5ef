package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// A scalar used in a kernels construct without a data clause is treated
// as if it were in a copy clause (§2.6.2). When the region never writes it
// nor takes its address, the copy back returns the value the copy in put
// there, so the launches get the value as an argument instead: the device
// copy's value when the scalar is present (that is what copy reads), the
// host's otherwise. No device allocation, no transfers around each launch
// (a blocking read back per scalar), and the kernel sees a constant rather
// than memory that its stores may alias. On an H200 the autoscope
// benchmark's kernels region lost this way two uploads and two blocking
// reads per launch. Which scalars qualify is the kernels plan's decision
// (KernelsPlan.ByValue, analysis/kernels_plan_gangs.go).

// valueScalars are c's implicit copy attributes that reach the kernels as
// values.
func (g *gen) valueScalars(c *model.Construct) map[*model.DataAttr]bool {
	if c.KernelsPlan == nil || len(c.KernelsPlan.ByValue) == 0 {
		return nil
	}
	out := map[*model.DataAttr]bool{}
	for _, at := range c.KernelsPlan.ByValue {
		out[at] = true
	}
	return out
}

// withoutValues is attrs less those in vals.
func withoutValues(attrs []*model.DataAttr, vals map[*model.DataAttr]bool) []*model.DataAttr {
	if len(vals) == 0 {
		return attrs
	}
	var out []*model.DataAttr
	for _, at := range attrs {
		if !vals[at] {
			out = append(out, at)
		}
	}
	return out
}

// scalarValues writes the host temporaries holding the values of vals
// (in c's order, so that the output is the same each time) and records
// them for plan (g.valueVars).
func (g *gen) scalarValues(b *strings.Builder, c *model.Construct, vals map[*model.DataAttr]bool) {
	g.valueVars = nil
	for _, at := range c.Implicit {
		if !vals[at] {
			continue
		}
		if g.valueVars == nil {
			g.valueVars = map[*cfront.Symbol]string{}
		}
		v, name := g.fresh("v"), at.Sym.Name
		g.valueVars[at.Sym] = v
		if g.limitsOnly {
			continue // the host text decides no limit
		}
		fmt.Fprintf(b, "__typeof__(%[2]s) %[1]s = %[2]s;\nif (acc_is_present(&%[2]s, sizeof(%[2]s))) acc_memcpy_from_device(&%[1]s, acc_deviceptr(&%[2]s), sizeof(%[2]s));\n", v, name)
	}
}
