package openclgen

import (
	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
)

// checkLeaves refuses jumps out of a region's body: the exit actions of
// its data clauses would be skipped (§2.6.3: a structured block has one
// exit at the bottom).
func (g *gen) checkLeaves(c *analysis.Construct) {
	if c.Body == nil {
		return
	}
	var walk func(s cfront.Stmt, inLoop, inSwitch bool)
	walk = func(s cfront.Stmt, inLoop, inSwitch bool) {
		cfront.Inspect(s, func(n cfront.Node) bool {
			switch x := n.(type) {
			case *cfront.Return:
				g.unsupported(x.Range, "return out of the %s region", c.Name())
			case *cfront.Goto:
				g.unsupported(x.Range, "goto in the %s region", c.Name())
			case *cfront.Break:
				if !inLoop && !inSwitch {
					g.unsupported(x.Range, "break out of the %s region", c.Name())
				}
			case *cfront.Continue:
				if !inLoop {
					g.unsupported(x.Range, "continue out of the %s region", c.Name())
				}
			case *cfront.For:
				if x != s {
					walk(x.Body, true, inSwitch)
					return false
				}
			case *cfront.While:
				walk(x.Body, true, inSwitch)
				return false
			case *cfront.DoWhile:
				walk(x.Body, true, inSwitch)
				return false
			case *cfront.Switch:
				walk(x.Body, inLoop, true)
				return false
			}
			return true
		})
	}
	if f, ok := c.Body.(*cfront.For); ok {
		walk(f.Body, true, false)
		return
	}
	walk(c.Body, false, false)
}
