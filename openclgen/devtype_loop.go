package openclgen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
)

// Loop clauses after device_type (§2.4; §2.9: gang, worker, vector, seq,
// independent, auto, collapse and tile may follow device_type on loop and
// combined directives). Which loops are partitioned, at which levels, and
// which loops collapse or tile associates, is the analysis's decision for
// one device type (analysis.Options.DeviceType); the model Translate gets
// is the one for the device types no device_type clause names. The device
// type is known only at run time, so a compute construct whose loop
// directives name device types is analysed again for each type named that
// a program can run on (nvidia, radeon, opencl; host runs the host path,
// and multicore no device accls has). Each type whose decisions differ
// from the default ones gets the construct translated again from its own
// model — its own kernels, launch sizes and data actions — and the host
// chooses by acc_get_device_type() where the construct executes, like the
// compute construct's device-specific clauses (devtype.go). Types with
// the same decisions share one translation.

// loopVariant is one translation of a compute construct for the device
// types whose loop decisions it has.
type loopVariant struct {
	types []string // acc_device_t constants
	key   string   // the analysis's name of the first type
	m     *analysis.Model
	c     *analysis.Construct
}

// dtRunTypes maps the device type names a program can run on to their
// acc_device_t constants.
var dtRunTypes = map[string]string{"nvidia": "acc_device_nvidia", "radeon": "acc_device_radeon", "opencl": "acc_device_opencl"}

// dtLoopCompute translates the compute construct c when its loop
// directives have device-specific loop clauses: the translation for each
// group of device types with their own loop decisions, chosen at run
// time, and the default one. ok is false when c has no such clauses (the
// caller translates it once).
func (g *gen) dtLoopCompute(c *analysis.Construct) (out string, ok bool) {
	if g.dtInVariant {
		return "", false
	}
	lcs := g.loopDirectives(c)
	keys := g.dtLoopKeys(lcs)
	if len(keys) == 0 {
		return "", false
	}
	for _, lc := range lcs {
		g.dtLevelArgsCheck(c, lc)
	}
	def := g.loopSignature(c)
	var vs []*loopVariant
	bySig := map[string]*loopVariant{}
	for _, key := range keys {
		m, altC := g.dtModel(c, key)
		if altC == nil {
			return "", false
		}
		var sig string
		g.withVariant(m, dtRunTypes[key], func() { sig = g.loopSignature(altC) })
		if sig == def {
			continue // the default translation is this type's
		}
		if v := bySig[sig]; v != nil {
			v.types = append(v.types, dtRunTypes[key])
			continue
		}
		v := &loopVariant{types: []string{dtRunTypes[key]}, key: key, m: m, c: altC}
		bySig[sig] = v
		vs = append(vs, v)
	}
	if len(vs) == 0 {
		return "", false
	}
	if hasLabel(c.Body) {
		g.limit(analysis.LimitLabelWithDeviceTypeLoopClauses, c.NameRange)
		return "", false
	}
	var b strings.Builder
	b.WriteString("{ ")
	for i, v := range vs {
		if i > 0 {
			b.WriteString(" else ")
		}
		fmt.Fprintf(&b, "if %s ", typeTest(v.types))
		var part string
		g.withVariant(v.m, v.types[0], func() {
			saved := g.cur
			g.cur = v.c
			part = g.compute(v.c)
			g.cur = saved
		})
		b.WriteString(part)
		fmt.Fprintf(&b, "\n#line %d %s\n", c.Range.End.Line, cQuote(g.f.Name))
	}
	b.WriteString(" else ")
	g.withVariant(g.m, "", func() { b.WriteString(g.compute(c)) })
	b.WriteString(" }")
	return b.String(), true
}

// withVariant runs fn with the model m and the device type key (an
// acc_device_t constant, "" for the default) as the generator's.
func (g *gen) withVariant(m *analysis.Model, key string, fn func()) {
	savedM, savedLoops, savedCons, savedKey, savedIn := g.m, g.loopOf, g.constructOf, g.dtKey, g.dtInVariant
	defer func() {
		g.m, g.loopOf, g.constructOf, g.dtKey, g.dtInVariant = savedM, savedLoops, savedCons, savedKey, savedIn
	}()
	if m != g.m {
		g.m = m
		g.loopOf = map[cfront.Stmt]*analysis.Loop{}
		g.constructOf = map[cfront.Stmt][]*analysis.Construct{}
		for _, l := range m.Loops {
			g.loopOf[l.Stmt] = l
		}
		for _, c := range m.Constructs {
			if c.Body != nil {
				g.constructOf[c.Body] = append(g.constructOf[c.Body], c)
			}
		}
	}
	g.dtKey, g.dtInVariant = key, true
	fn()
}

// loopDirectives are c itself when it is a combined construct and the
// loop directives inside it.
func (g *gen) loopDirectives(c *analysis.Construct) []*analysis.Construct {
	var out []*analysis.Construct
	if c.IsCombined() {
		out = append(out, c)
	}
	for _, lc := range g.m.Constructs {
		if lc.Kind == analysis.KindLoop && lc.Compute == c {
			out = append(out, lc)
		}
	}
	return out
}

// dtLoopKeys lists the device types, by their normalised names, that the
// loop directives lcs name and a program can run on, when one of them has
// a loop clause after a device_type clause.
func (g *gen) dtLoopKeys(lcs []*analysis.Construct) []string {
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
// analysis keeps on the default model (analysis.Model.Variants), and the
// compute construct in it that is c. A model the analysis finds errors in
// (for that type) is refused: the checker reports those errors for every
// type, so this does not happen on a file that passed it.
func (g *gen) dtModel(c *analysis.Construct, key string) (*analysis.Model, *analysis.Construct) {
	m := g.m.Variants[key]
	if m == nil {
		g.limit(analysis.LimitDeviceTypeAnalysisFailed, c.NameRange, key)
		return nil, nil
	}
	for _, ac := range m.Constructs {
		if ac.DirRange.Start.Offset == c.DirRange.Start.Offset && ac.IsCompute() {
			return m, ac
		}
	}
	g.limit(analysis.LimitDeviceTypeAnalysisMissing, c.NameRange, key)
	return nil, nil
}

// loopSignature sums up what the current model decided for the loops of
// c: two translations with the same signature are the same.
func (g *gen) loopSignature(c *analysis.Construct) string {
	var parts []string
	for _, l := range g.m.Loops {
		if l.Compute != c {
			continue
		}
		s := fmt.Sprintf("%d:%v:%d:%d:%d:%v", l.Stmt.Span().Start.Offset, l.Parallel, l.Levels, l.Assoc, l.VectorLength, l.SeqClause)
		for _, at := range append(append([]*analysis.DataAttr(nil), l.Reductions...), l.Private...) {
			if at.Sym != nil {
				s += fmt.Sprintf(" %d%s%s", at.Kind, at.Op, at.Sym.Name)
			}
		}
		parts = append(parts, s)
	}
	// the level sizes of kernels regions' loops (launchLevelSize)
	for _, lc := range g.loopDirectives(c) {
		for _, name := range []string{"gang", "worker", "vector"} {
			if cl := g.loopClause(lc, name); cl != nil && cl.HasArgs {
				parts = append(parts, g.text(cl.Range))
			}
		}
	}
	return strings.Join(parts, ";")
}

// loopClause is the clause named name of the loop or combined directive
// lc that applies on the device type being translated (g.dtKey, "" for
// the types no device_type clause names), by the analysis's rule (§2.4).
func (g *gen) loopClause(lc *analysis.Construct, name string) *analysis.Clause {
	return lc.Resolved.ForType(strings.TrimPrefix(g.dtKey, "acc_device_"), name)
}

// dtLevelArgsCheck checks the arguments of every gang, worker and vector
// clause of lc, the device-specific ones included (levelArgs reports what
// is not translated).
func (g *gen) dtLevelArgsCheck(c, lc *analysis.Construct) {
	for _, cl := range lc.Resolved.Clauses {
		if cl.Name == "gang" || cl.Name == "worker" || cl.Name == "vector" {
			g.levelArgs(c, cl)
		}
	}
}

// hasLabel reports a label in s: the host path holds s once per
// translation, and a label may appear only once in a function.
func hasLabel(s cfront.Stmt) bool {
	found := false
	if s == nil {
		return false
	}
	cfront.Inspect(s, func(n cfront.Node) bool {
		if _, ok := n.(*cfront.Labeled); ok {
			found = true
		}
		return !found
	})
	return found
}

// dtOrphanLoop refuses loop clauses after device_type on a loop directive
// outside compute constructs (in a routine): only compute constructs are
// translated once per device type, so the clauses would not apply.
func (g *gen) dtOrphanLoop(c *analysis.Construct) {
	if c.Compute != nil {
		return
	}
	for _, cl := range c.Resolved.SpecificClauses() {
		if isLoopClause(cl.Name) {
			g.limit(analysis.LimitDeviceTypeLoopClauseOrphaned, cl.NameRange, cl.Name)
		}
	}
}
