package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/openclgen/plan"
)

// planVariants is the list of translations of the compute construct c:
// one per group of device types whose loop decisions differ from the
// default ones, in the order the host tests them, then the default one.
// It has the default entry alone when c's loop directives have no
// device-specific loop clauses.
func (g *gen) planVariants(c *model.Construct) []*plan.Variant {
	def := &plan.Variant{View: g.View, C: c}
	lcs := g.LoopDirectives(c)
	keys := plan.LoopKeys(lcs)
	if len(keys) == 0 {
		return []*plan.Variant{def}
	}
	for _, lc := range lcs {
		g.dtLevelArgsCheck(c, lc)
	}
	defSig := plan.LoopSignature(g.View, c, g.text)
	var vs []*plan.Variant
	bySig := map[string]*plan.Variant{}
	for _, key := range keys {
		m, altC := g.dtModel(c, key)
		if altC == nil {
			return []*plan.Variant{def}
		}
		view := plan.NewView(m, plan.DeviceRunTypes[key])
		sig := plan.LoopSignature(view, altC, g.text)
		if sig == defSig {
			continue // the default translation is this type's
		}
		if v := bySig[sig]; v != nil {
			v.Types = append(v.Types, plan.DeviceRunTypes[key])
			continue
		}
		v := &plan.Variant{Types: []string{plan.DeviceRunTypes[key]}, View: view, C: altC}
		bySig[sig] = v
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		return []*plan.Variant{def}
	}
	// The default entry is printed from its own view, whose DTKey is ""
	// like the file's.
	return append(vs, def)
}

// dtModel is the model of the file for device type key, which the
// analysis keeps on the default model (Model.Variants), and the
// compute construct in it that is c. A model the analysis finds errors in
// (for that type) is refused: the checker reports those errors for every
// type, so this does not happen on a file that passed it.
func (g *gen) dtModel(c *model.Construct, key string) (*model.Model, *model.Construct) {
	m := g.M.Variants[key]
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
		if plan.IsLoopClause(cl.Name) {
			g.limit(model.LimitDeviceTypeLoopClauseOrphaned, cl.NameRange, cl.Name)
		}
	}
}
