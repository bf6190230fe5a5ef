package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
)

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
