package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
)

// Loop clauses after device_type (§2.4; §2.9: gang, worker, vector, seq,
// independent, auto, collapse and tile may follow device_type on loop and
// combined directives). Which loops are partitioned, at which levels, and
// which loops collapse or tile associates, is the analysis's decision for
// one device type (analysis.Options.DeviceType, Model.DeviceType); the
// model Translate gets is the one for the device types no device_type
// clause names. The device
// type is known only at run time, so a compute construct whose loop
// directives name device types is analysed again for each type named that
// a program can run on (nvidia, radeon, opencl; host runs the host path,
// and multicore no device accls has). Each type whose decisions differ
// from the default ones gets the construct translated again from its own
// model — its own kernels, launch sizes and data actions — and the host
// chooses by acc_get_device_type() where the construct executes, like the
// compute construct's device-specific clauses (devtype.go). Types with
// the same decisions share one translation.

// dtVariant is one entry of a compute construct's plan: the device
// types that share one translation (nil for the default one, which
// serves the types no other entry lists) and the view of the model it
// is printed from.
type dtVariant struct {
	types []string // acc_device_t constants
	view  *modelView
	c     *model.Construct // the construct in view's model
}

// dtRunTypes maps the device type names a program can run on a device
// to their acc_device_t constants: runTypeConsts (devtype.go) without
// host, which runs the host path.
var dtRunTypes = func() map[string]string {
	out := map[string]string{}
	for n, t := range runTypeConsts {
		if n != "host" {
			out[n] = t
		}
	}
	return out
}()

// planVariants is the list of translations of the compute construct c:
// one per group of device types whose loop decisions differ from the
// default ones, in the order the host tests them, then the default one.
// It has the default entry alone when c's loop directives have no
// device-specific loop clauses.
func (g *gen) planVariants(c *model.Construct) []*dtVariant {
	def := &dtVariant{view: g.modelView, c: c}
	lcs := g.loopDirectives(c)
	keys := g.dtLoopKeys(lcs)
	if len(keys) == 0 {
		return []*dtVariant{def}
	}
	for _, lc := range lcs {
		g.dtLevelArgsCheck(c, lc)
	}
	defSig := g.loopSignature(g.modelView, c)
	var vs []*dtVariant
	bySig := map[string]*dtVariant{}
	for _, key := range keys {
		m, altC := g.dtModel(c, key)
		if altC == nil {
			return []*dtVariant{def}
		}
		view := newModelView(m, dtRunTypes[key])
		sig := g.loopSignature(view, altC)
		if sig == defSig {
			continue // the default translation is this type's
		}
		if v := bySig[sig]; v != nil {
			v.types = append(v.types, dtRunTypes[key])
			continue
		}
		v := &dtVariant{types: []string{dtRunTypes[key]}, view: view, c: altC}
		bySig[sig] = v
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		return []*dtVariant{def}
	}
	// The default entry is printed from its own view, whose dtKey is ""
	// like the file's.
	return append(vs, def)
}

// dtLoopKeys lists the device types, by their normalised names, that the
// loop directives lcs name and a program can run on, when one of them has
// a loop clause after a device_type clause.
func (g *gen) dtLoopKeys(lcs []*model.Construct) []string {
	has := false
	seen := map[string]bool{}
	var keys []string
	for _, lc := range lcs {
		for _, s := range lc.Resolved.Sections {
			for _, cl := range s.Clauses {
				if isLoopClause(cl.Name) {
					has = true
				}
			}
			for _, name := range s.Types {
				if dtRunTypes[name] != "" && !seen[name] {
					seen[name] = true
					keys = append(keys, name)
				}
			}
		}
	}
	if !has {
		return nil
	}
	sort.Strings(keys)
	return keys
}

// isLoopClause reports the clauses that may follow device_type on a loop
// directive (§2.9).
func isLoopClause(name string) bool {
	switch name {
	case "gang", "worker", "vector", "seq", "independent", "auto", "collapse", "tile":
		return true
	}
	return false
}

// dtModel is the model of the file for device type key, which the
// analysis keeps on the default model (Model.Variants), and the
// compute construct in it that is c. A model the analysis finds errors in
// (for that type) is refused: the checker reports those errors for every
// type, so this does not happen on a file that passed it.
func (g *gen) dtModel(c *model.Construct, key string) (*model.Model, *model.Construct) {
	m := g.m.Variants[key]
	if m == nil {
		g.limit(model.LimitDeviceTypeAnalysisFailed, c.NameRange, key)
		return nil, nil
	}
	for _, ac := range m.Constructs {
		if ac.DirRange.Start.Offset == c.DirRange.Start.Offset && ac.IsCompute() {
			return m, ac
		}
	}
	g.limit(model.LimitDeviceTypeAnalysisMissing, c.NameRange, key)
	return nil, nil
}

// loopSignature sums up what the view's model decided for the loops of
// c: two translations with the same signature are the same.
func (g *gen) loopSignature(v *modelView, c *model.Construct) string {
	var parts []string
	for _, l := range v.m.Loops {
		if l.Compute != c {
			continue
		}
		s := fmt.Sprintf("%d:%v:%d:%d:%d:%v", l.Stmt.Span().Start.Offset, l.Parallel, l.Levels, l.Assoc, l.VectorLength, l.SeqClause)
		for _, at := range append(append([]*model.DataAttr(nil), l.Reductions...), l.Private...) {
			if at.Sym != nil {
				s += fmt.Sprintf(" %d%s%s", at.Kind, at.Op, at.Sym.Name)
			}
		}
		parts = append(parts, s)
	}
	// the level sizes of kernels regions' loops (launchLevelSize)
	for _, lc := range v.loopDirectives(c) {
		for _, name := range []string{"gang", "worker", "vector"} {
			if cl := v.loopClause(lc, name); cl != nil && cl.HasArgs {
				parts = append(parts, g.text(cl.Range))
			}
		}
	}
	return strings.Join(parts, ";")
}

// dtLevelArgsCheck checks the arguments of every gang, worker and vector
// clause of lc, the device-specific ones included (levelArgs reports what
// is not translated).
func (g *gen) dtLevelArgsCheck(c, lc *model.Construct) {
	for _, cl := range lc.Resolved.Clauses {
		if cl.Name == "gang" || cl.Name == "worker" || cl.Name == "vector" {
			g.levelArgs(c, cl)
		}
	}
}

// dtOrphanLoop refuses loop clauses after device_type on a loop directive
// outside compute constructs (in a routine): only compute constructs are
// translated once per device type, so the clauses would not apply.
func (g *gen) dtOrphanLoop(c *model.Construct) {
	if c.Compute != nil {
		return
	}
	for _, cl := range c.Resolved.SpecificClauses() {
		if isLoopClause(cl.Name) {
			g.limit(model.LimitDeviceTypeLoopClauseOrphaned, cl.NameRange, cl.Name)
		}
	}
}
