package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// Long double (analysis/sem_rules_longdouble.go states the policy and
// warns): OpenCL C has no long double, so device code computes a long
// double as double (clc.ScalarName). On x86-64 the host's long double is
// x87's 80-bit format in 16 bytes, which a double cannot read, so the
// value must be converted where it crosses:
//
//   - a long double scalar of a compute construct (firstprivate,
//     reduction, copy, implicit copy...) gets, on the device path of the
//     construct's host code, a double of the same name in an inner block:
//     every data action, kernel argument and fold of that path then moves
//     the double, and the host's long double gets the double back at the
//     end where the device's value comes back (copy, copyout, reduction);
//   - long double data that the host laid out (arrays, members, pointer
//     targets, declared globals) and long double scalars in the data
//     clauses of other directives are limits (memOK, longDoubleClauseOK):
//     converting them needs a staging copy that accls does not make yet.

// longDoubleScalar reports a data attribute of a compute construct on a
// whole long double scalar: the device path converts it.
func longDoubleScalar(at *model.DataAttr) bool {
	return at.Construct != nil && at.Construct.IsCompute() && at.Sym != nil && clc.IsLongDouble(at.Sym.Type) &&
		len(at.Member) == 0 && at.Section == nil
}

// longDoubleClauseOK refuses a data clause on long double data other
// than a compute construct's long double scalar.
func (g *gen) longDoubleClauseOK(at *model.DataAttr) bool {
	t := at.Sym.Type
	for t != nil && t.Kind == cfront.Pointer {
		t = t.Elem
	}
	if !clc.HasLongDouble(t) || longDoubleScalar(at) {
		return true
	}
	if at.Construct == nil || !at.Construct.IsCompute() {
		dir := "declare"
		if at.Construct != nil {
			dir = at.Construct.Name()
		}
		g.limit(model.LimitLongDoubleDataClause, at.Range, at.VarText(), dir)
		return false
	}
	g.limit(model.LimitLongDoubleData, at.Range, at.VarText())
	return false
}

// longDoubleVar is a long double scalar the device path of a compute
// construct holds as a double.
type longDoubleVar struct {
	name, tmp string
	back      bool // the device's value comes back to the host variable
}

// longDoubleVars are c's long double scalars, in the order of its
// attributes, each once.
func (g *gen) longDoubleVars(c *model.Construct) []*longDoubleVar {
	var out []*longDoubleVar
	bySym := map[*cfront.Symbol]*longDoubleVar{}
	for _, at := range append(append([]*model.DataAttr(nil), c.Data...), c.Implicit...) {
		if !longDoubleScalar(at) {
			continue
		}
		v := bySym[at.Sym]
		if v == nil {
			v = &longDoubleVar{name: at.Sym.Name}
			bySym[at.Sym] = v
			out = append(out, v)
		}
		switch at.Kind {
		case model.AttrCopy, model.AttrCopyout, model.AttrReduction:
			v.back = true
		case model.AttrPresent:
			v.back = v.back || inheritedCopy(at)
		}
	}
	if len(out) > 0 && g.asyncArg(c) != "acc_async_sync" {
		// the queued transfers would read and write the inner block's
		// double after it ends
		g.limit(model.LimitLongDoubleAsync, c.DirRange, out[0].name, out[0].name)
	}
	return out
}

// longDoubleEnter opens the device path's block in which each of vs is a
// double holding the host value.
func (g *gen) longDoubleEnter(b *strings.Builder, vs []*longDoubleVar) {
	if len(vs) == 0 {
		return
	}
	for _, v := range vs {
		v.tmp = g.fresh("ld")
		fmt.Fprintf(b, "double %s = (double)(%s);\n", v.tmp, v.name)
	}
	b.WriteString("{ ")
	for _, v := range vs {
		fmt.Fprintf(b, "double %s = %s; (void)%s; ", v.name, v.tmp, v.name)
	}
	b.WriteString("\n")
}

// longDoubleExit closes the block, giving the host variables the values
// that come back.
func longDoubleExit(b *strings.Builder, vs []*longDoubleVar) {
	if len(vs) == 0 {
		return
	}
	for _, v := range vs {
		if v.back {
			fmt.Fprintf(b, "%s = %s; ", v.tmp, v.name)
		}
	}
	b.WriteString("}\n")
	for _, v := range vs {
		if v.back {
			fmt.Fprintf(b, "%s = (long double)%s;\n", v.name, v.tmp)
		}
	}
}
