// Package analysis is the one semantic model of a file: directives checked
// against the clause rules of OpenACC 3.3, constructs, data regions, loops,
// implicit data attributes and autoscoping. It is the only place a rule
// lives: the checker, the language server and the code generator ask it.
//
// The clause rules are data (clausetable*.go): LookupDirective and
// LookupClause return what OpenACC 3.3 says of a directive or clause (the
// clauses allowed, once-only and required clauses, those allowed after
// device_type, conflicts, argument shapes, hover text with the spec
// section); DirectiveNames, ClauseNames, DeviceTypeNames and
// ReductionOperators list names for completion. CheckDirectives applies
// the table to parsed directives.
package analysis

import (
	"context"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Options are what analysis needs beyond the file's text.
type Options struct {
	IncludePaths []string // -I
	Defines      []string // -D NAME or NAME=VALUE
	Undefines    []string // -U NAME
	// Info adds info-level feedback (loop-parallel, loop-seq,
	// implicit-data, private, reduction), like nvc -Minfo=accel.
	Info bool
	// DeviceType selects the device_type clauses that apply ("" = any).
	DeviceType string
	// Translator, when set, reports the translator's limits for a model
	// analysis accepts (openclgen.Limits), so that the checker reports
	// every [unsupported] error accls compile would (limits_hook.go).
	Translator func(*Model) []source.Diagnostic
}

// CheckFile runs every check accls has on f: the directive grammar, the
// clause rules and, for C, the semantic rules. Diagnostics come back sorted.
func CheckFile(f *source.File, mode grammar.Mode, opts Options) []source.Diagnostic {
	return CheckFileResult(f, mode, opts).Diagnostics
}

// Result is all that CheckFile builds, for tools that show more than the
// diagnostics (the language server's hover, hints and outline).
type Result struct {
	Directives  []*grammar.Directive
	Diagnostics []source.Diagnostic // sorted
	Model       *Model              // nil for Fortran
}

// CheckFileResult is CheckFile that also returns the directives and the
// semantic model it built.
func CheckFileResult(f *source.File, mode grammar.Mode, opts Options) *Result {
	r, _ := CheckFileResultContext(context.Background(), f, mode, opts)
	return r
}

// CheckFileResultContext is CheckFileResult that stops early, with ctx's
// error and no result, once ctx is done.
func CheckFileResultContext(ctx context.Context, f *source.File, mode grammar.Mode, opts Options) (*Result, error) {
	dirs, diags := grammar.ParseFile(f, mode)
	diags = append(diags, CheckDirectives(f, dirs)...)
	var model *Model
	if mode == grammar.ModeC {
		m, sdiags, err := AnalyzeContext(ctx, f, dirs, opts)
		if err != nil {
			return nil, err
		}
		model = m
		diags = append(diags, sdiags...)
		if opts.DeviceType == "" && m != nil && m.Unit != nil && !m.Unit.Failed {
			diags = append(diags, deviceTypeDiagnostics(m, sdiags)...)
		}
	}
	diags = append(diags, translatorLimits(f, dirs, model, opts, diags)...)
	diags = relocateMacroDiagnostics(f, dirs, diags)
	for i := range diags {
		if diags[i].File == "" {
			diags[i].File = f.Name
		}
	}
	source.Sort(diags)
	return &Result{Directives: dirs, Diagnostics: diags, Model: model}, nil
}
