package analysis

import (
	"context"
	"sort"
	"strings"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// The checker's model is the one for the device types no device_type
// clause names (Options.DeviceType ""). Loop clauses after device_type
// (§2.4, §2.9: gang, worker, vector, seq, independent, auto, collapse,
// tile; on routine also bind) change the loop nest a type gets — which
// loops collapse or tile associates, which are partitioned — and so the
// errors of that nest (collapse(3) on two loops for nvidia only). The
// compiler translates such constructs once per device type from that
// type's model (openclgen/plan_variants.go), so the checker analyses the
// file again for each device type those clauses name and reports what
// only that type's model finds, once, labelled with the types it holds
// for.

// loopDeviceTypes lists the known device types that name loop clauses of
// their own on a loop, combined or routine directive of dirs, sorted.
func loopDeviceTypes(f *source.File, dirs []*grammar.Directive) []string {
	seen := map[string]bool{}
	for _, d := range dirs {
		qc := quietChecker(f, d)
		if qc == nil {
			continue
		}
		secs := sectionsOf(qc.uses)
		for _, u := range qc.uses {
			if u.section < 0 || u.section >= len(secs) || !typeSpecificLoopClause(u.name) {
				continue
			}
			for _, name := range secs[u.section] {
				// '*' is the default model's; unknown names never apply.
				if isDeviceType(name) {
					seen[name] = true
				}
			}
		}
	}
	var keys []string
	for k := range seen {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// typeSpecificLoopClause reports the clauses after device_type that change
// the semantic model (the loop nest or a routine's level).
func typeSpecificLoopClause(name string) bool {
	for _, n := range loopAfterDeviceType {
		if n == name {
			return true
		}
	}
	return name == "bind"
}

// analyzeVariants analyses the file again for each device type that loop
// clauses after device_type name and keeps those models on the default
// one (Model.Variants), with the diagnostics each found: the checker
// reports them (deviceTypeDiagnostics), the compiler translates those
// constructs from them (openclgen/plan_variants.go).
func (a *analyzer) analyzeVariants(ctx context.Context, dirs []*grammar.Directive) error {
	if a.opts.DeviceType != "" {
		return nil
	}
	for _, t := range loopDeviceTypes(a.f, dirs) {
		o := a.opts
		o.DeviceType, o.Info = t, false
		// the model may keep pointers into the directives: each
		// analysis gets its own parse
		tdirs, pdiags := grammar.ParseFile(a.f, grammar.ModeC)
		tdirs, pdiags = activeDirectives(a.u, tdirs, pdiags)
		tdirs, pdiags = expandClauseMacros(a.f, a.u, tdirs, pdiags, o)
		// the C front end's reading of the file is only read: every
		// device type's analysis shares it
		va, err := analyzeUnit(ctx, a.f, tdirs, o, a.u)
		if err != nil {
			return err
		}
		vm, sdiags := va.m, va.diags
		if a.m.Variants == nil {
			a.m.Variants, a.variantDiags = map[string]*Model{}, map[string][]source.Diagnostic{}
		}
		a.variantDiags[t] = sdiags
		if source.HasErrors(pdiags) || source.HasErrors(sdiags) || vm == nil || vm.Unit == nil || vm.Unit.Failed {
			vm = nil
		}
		a.m.Variants[t] = vm
	}
	return nil
}

// deviceTypeDiagnostics returns the errors and warnings the analyses of
// the variants report (variantDiags, by device type) that have (the
// default model's) does not hold. One finding that several types share
// is reported once.
func deviceTypeDiagnostics(variantDiags map[string][]source.Diagnostic, have []source.Diagnostic) []source.Diagnostic {
	type key struct {
		start, end int
		code, msg  string
	}
	keyOf := func(d source.Diagnostic) key {
		return key{d.Range.Start.Offset, d.Range.End.Offset, d.Code, d.Message}
	}
	known := map[key]bool{}
	for _, d := range have {
		known[keyOf(d)] = true
	}
	var extra []source.Diagnostic
	var types [][]string
	at := map[key]int{}
	var keys []string
	for t := range variantDiags {
		keys = append(keys, t)
	}
	sort.Strings(keys)
	for _, t := range keys {
		for _, d := range variantDiags[t] {
			if d.Severity != source.Error && d.Severity != source.Warning {
				continue
			}
			k := keyOf(d)
			if known[k] {
				continue
			}
			if i, ok := at[k]; ok {
				types[i] = append(types[i], t)
				continue
			}
			at[k] = len(extra)
			extra = append(extra, d)
			types = append(types, []string{t})
		}
	}
	for i := range extra {
		if !strings.Contains(extra[i].Message, "(for device type") {
			extra[i].Message += " " + typesLabel(types[i])
		}
	}
	return extra
}

// typesLabel says for which device types a finding holds.
func typesLabel(ts []string) string {
	q := make([]string, len(ts))
	for i, t := range ts {
		q[i] = "'" + t + "'"
	}
	if len(q) == 1 {
		return "(for device type " + q[0] + ")"
	}
	return "(for device types " + strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1] + ")"
}
