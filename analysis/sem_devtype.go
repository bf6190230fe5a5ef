package analysis

import (
	"github.com/accls/accls/grammar"
)

// Device-specific clauses (§2.4): a directive means, for one device type,
// its clauses before any device_type not overridden by a like-named
// clause for that type, plus the clauses for that type. The directive
// checks compute these sets (directive_rules_groups.go); the semantic
// rules reuse them so that both agree on what applies where.

// clauseUse is one clause as it applies to a device type.
type clauseUse struct {
	Name   string // modern name
	Clause *grammar.Clause
}

// effectiveClauses returns d's clauses that apply for device type key
// ("" for the device types no device_type clause names).
func (a *analyzer) effectiveClauses(d *grammar.Directive, key string) []clauseUse {
	qc := a.quietChecker(d)
	if qc == nil {
		var out []clauseUse
		for _, cl := range d.Clauses {
			if cl != nil {
				out = append(out, clauseUse{Name: modernName(cl.Name), Clause: cl})
			}
		}
		return out
	}
	var out []clauseUse
	for _, u := range effective(qc.uses, sectionsOf(qc.uses), key) {
		out = append(out, clauseUse{Name: u.name, Clause: u.c})
	}
	return out
}

// quietChecker is quietChecker of d, resolved once per analysis: the
// analysis asks for a directive's clauses clause by clause (issue 16).
// Its readers only read the resolved uses.
func (a *analyzer) quietChecker(d *grammar.Directive) *dirChecker {
	if qc, ok := a.quiet[d]; ok {
		return qc
	}
	qc := quietChecker(a.f, d)
	if a.quiet == nil {
		a.quiet = map[*grammar.Directive]*dirChecker{}
	}
	a.quiet[d] = qc
	return qc
}

// clauseForType is the clause named name of d that applies for the device
// type analysed (collapse and tile may follow device_type, §2.9).
func (a *analyzer) clauseForType(d *grammar.Directive, name string) *grammar.Clause {
	for _, u := range a.effectiveClauses(d, a.opts.DeviceType) {
		if u.Name == name {
			return u.Clause
		}
	}
	return nil
}

// deviceKeysOf returns the device types the directives name, then "".
func (a *analyzer) deviceKeysOf(ds ...*grammar.Directive) []string {
	var secs [][][]string
	for _, d := range ds {
		if qc := a.quietChecker(d); qc != nil {
			secs = append(secs, sectionsOf(qc.uses))
		}
	}
	return deviceKeys(secs...)
}

// hasDeviceSpecific reports whether d has device_type clauses.
func hasDeviceSpecific(d *grammar.Directive) bool {
	for _, cl := range d.Clauses {
		if cl != nil && modernName(cl.Name) == "device_type" {
			return true
		}
	}
	return false
}

// loopClauses are the parallelism clauses of a loop or combined directive
// for one device type.
type loopClauses struct {
	levels            Levels
	independent, auto bool
	at                map[Levels]*grammar.Clause // where each level is written
}

func (a *analyzer) loopClausesFor(d *grammar.Directive, key string) loopClauses {
	lc := loopClauses{at: map[Levels]*grammar.Clause{}}
	for _, u := range a.effectiveClauses(d, key) {
		switch u.Name {
		case "gang":
			lc.levels |= Gang
			lc.at[Gang] = u.Clause
		case "worker":
			lc.levels |= Worker
			lc.at[Worker] = u.Clause
		case "vector":
			lc.levels |= Vector
			lc.at[Vector] = u.Clause
		case "seq":
			lc.levels |= Seq
			lc.at[Seq] = u.Clause
		case "independent":
			lc.independent = true
		case "auto":
			lc.auto = true
		}
	}
	return lc
}

// deviceLabel says for which device type a finding holds, when the
// directives involved have device-specific clauses.
func deviceLabel(key string, ds ...*grammar.Directive) string {
	for _, d := range ds {
		if d != nil && hasDeviceSpecific(d) {
			if key == "" {
				return " (for device types no device_type clause names)"
			}
			return " (for device type '" + key + "')"
		}
	}
	return ""
}
