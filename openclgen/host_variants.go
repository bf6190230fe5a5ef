package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/openclgen/plan"
)

// printVariants writes the translations of the compute construct c, one
// per entry of its device-type plan (planVariants), each printed from its
// entry's view of the model; the host chooses by acc_get_device_type()
// where the construct executes (§2.4), the default entry last.
func (g *gen) printVariants(c *model.Construct, vs []*plan.Variant) string {
	var b strings.Builder
	b.WriteString("{ ")
	for i, v := range vs {
		if v.Types == nil {
			b.WriteString(" else ")
			b.WriteString(g.printVariant(v))
			break
		}
		if i > 0 {
			b.WriteString(" else ")
		}
		fmt.Fprintf(&b, "if %s ", typeTest(v.Types))
		b.WriteString(g.printVariant(v))
		fmt.Fprintf(&b, "\n#line %d %s\n", c.Range.End.Line, cQuote(g.f.Name))
	}
	b.WriteString(" }")
	return b.String()
}

// printVariant is the translation of one entry: the printers read the
// entry's view and construct while it is printed.
func (g *gen) printVariant(v *plan.Variant) string {
	savedView, savedCur := g.View, g.cur
	defer func() { g.View, g.cur = savedView, savedCur }()
	g.View, g.cur = v.View, v.C
	return g.computeOnce(v.C)
}
