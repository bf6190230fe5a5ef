package analysis

import (
	"github.com/accls/accls/cfront"
)

// A kernels construct's scalars are implicitly copy (§2.6.2): the host
// sees, after the region, the value the region left. A loop that makes
// such a scalar private per iteration loses that value, so autoscoping
// must know whether the program can still read it.

// implicitCopyLive reports whether scalar s has an implicit copy
// attribute on compute construct c and its value may be read after c: s
// outlives the function (static storage, a global), its address is
// taken, or the function reads it outside c. A read before c counts too,
// since a loop around c may reach it again.
func (a *analyzer) implicitCopyLive(c *Construct, s *cfront.Symbol) bool {
	implicit := false
	for _, at := range c.Implicit {
		if at.Sym == s && len(at.Member) == 0 && at.Kind == AttrCopy {
			implicit = true
		}
	}
	if !implicit {
		return false
	}
	if s.Global || s.Storage == cfront.StorageStatic || s.Storage == cfront.StorageExtern || c.Func == nil || c.Func.Body == nil {
		return true
	}
	return readOutside(c.Func.Body, s, c)
}

// readOutside reports a use of s in n, outside construct c, other than
// as the target of a plain assignment.
func readOutside(n cfront.Node, s *cfront.Symbol, c *Construct) bool {
	found := false
	var walk func(n cfront.Node)
	walk = func(n cfront.Node) {
		if found || n == nil {
			return
		}
		switch x := n.(type) {
		case *cfront.Assign:
			if id, ok := cfront.Unparen(x.X).(*cfront.Ident); ok && id.Sym == s && x.Op == "=" {
				walk(x.Y)
				return
			}
		case *cfront.Ident:
			if x.Sym == s && !c.Range.Contains(x.Range.Start.Offset) {
				found = true
			}
			return
		}
		cfront.Inspect(n, func(k cfront.Node) bool {
			if k == n {
				return true
			}
			walk(k)
			return false
		})
	}
	walk(n)
	return found
}
