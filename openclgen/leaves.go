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
				g.limit(analysis.LimitReturnOutOfRegion, x.Range, c.Name())
			case *cfront.Goto:
				g.limit(analysis.LimitGotoInRegion, x.Range, c.Name())
			case *cfront.Break:
				if !inLoop && !inSwitch {
					g.limit(analysis.LimitBreakOutOfRegion, x.Range, c.Name())
				}
			case *cfront.Continue:
				if !inLoop {
					g.limit(analysis.LimitContinueOutOfRegion, x.Range, c.Name())
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
