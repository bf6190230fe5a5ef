package model

import "slices"

// Which clause applies on which device type (§2.4): for one device type a
// directive means its clauses after the device_type clauses naming that
// type, or, when none names it, after device_type(*), plus the clauses
// before any device_type that none of those overrides. The device type is
// known only at run time, so the host code tests it; Choices lists the
// tests in the order to make them.

// DeviceChoice is the clause that applies when the current device type
// is one of Types (a device_type clause's names) or, for Others, one no
// section of the directive names (device_type(*)); the last choice of a
// list has neither and holds the default clause (nil when there is none).
type DeviceChoice struct {
	Types  []string
	Others bool
	Clause *Clause
}

// Choices lists, for the clause named name, the clause each
// device_type section gives it, then the device_type(*) one, then the
// default; the list always ends with the default choice.
func (r *Resolved) Choices(name string) []DeviceChoice {
	var out []DeviceChoice
	var star *Clause
	for _, s := range r.Sections {
		cl := s.clause(name)
		if cl == nil {
			continue
		}
		if len(s.Types) > 0 {
			out = append(out, DeviceChoice{Types: s.Types, Clause: cl})
		}
		if s.Star && star == nil {
			star = cl
		}
	}
	if star != nil {
		out = append(out, DeviceChoice{Others: true, Clause: star})
	}
	return append(out, DeviceChoice{Clause: r.DefaultClause(name)})
}

// NamedTypes lists the device types the directive's device_type clauses
// name, "*" left out, in source order with repeats.
func (r *Resolved) NamedTypes() []string {
	var out []string
	for _, s := range r.Sections {
		out = append(out, s.Types...)
	}
	return out
}

// DefaultClause is the clause named name before any device_type clause.
func (r *Resolved) DefaultClause(name string) *Clause { return clauseNamed(r.Default, name) }

// ForType is the clause named name that applies on device type key
// (normalised, "" for the types no device_type clause names), by the
// rule of §2.4.
func (r *Resolved) ForType(key, name string) *Clause {
	var specific []*DeviceSection
	for _, s := range r.Sections {
		if key != "" && slices.Contains(s.Types, key) {
			specific = append(specific, s)
		}
	}
	if len(specific) == 0 {
		for _, s := range r.Sections {
			if s.Star {
				specific = append(specific, s)
			}
		}
	}
	for _, s := range specific {
		if cl := s.clause(name); cl != nil {
			return cl
		}
	}
	return r.DefaultClause(name)
}

// SpecificClauses are the clauses after device_type clauses.
func (r *Resolved) SpecificClauses() []*Clause {
	var out []*Clause
	for _, s := range r.Sections {
		out = append(out, s.Clauses...)
	}
	return out
}

func (s *DeviceSection) clause(name string) *Clause { return clauseNamed(s.Clauses, name) }

// clauseNamed is the first clause of cls named name, or nil.
func clauseNamed(cls []*Clause, name string) *Clause {
	for _, cl := range cls {
		if cl.Name == name {
			return cl
		}
	}
	return nil
}
