package analysis

import (
	"context"
	"slices"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Options are what analysis needs beyond the file's text. The checker,
// the compiler and the language server fill them from their own flags or
// settings; nothing else about a run is configured elsewhere.
type Options struct {
	// Mode is how the file's directives are written; zero picks it from
	// the file name's extension (C when that says nothing).
	Mode Mode
	// DirectivesOnly stops after the directive grammar and the clause
	// rules: the language server's C++, which the C front end cannot read.
	DirectivesOnly bool

	// Frontend is the C front end's command line: -I, -D, -U, -include,
	// the host compiler and its flags that change predefined macros, and
	// the compilation database to read (cfront owns it: the file's entry
	// adds its flags).
	Frontend cfront.Options

	// Info adds info-level feedback (loop-parallel, loop-seq,
	// implicit-data, private, reduction), like nvc -Minfo=accel.
	Info bool
	// DeviceType selects the device_type clauses that apply ("" = any).
	DeviceType string
	// Translator, when set, reports the translator's limits for a model
	// analysis accepts (openclgen.Limits), so that the checker reports
	// every [unsupported] error accls compile would (limits_hook.go).
	Translator func(*Model) []source.Diagnostic
	// NoUnsupported leaves out every [unsupported] error, the model's and
	// the translator's: for code built with another OpenACC compiler
	// (accls check --no-unsupported, the editor's reportUnsupported).
	NoUnsupported bool
}

// mode is the mode Check reads f in.
func (o Options) mode(f *source.File) Mode {
	if o.Mode != 0 {
		return o.Mode
	}
	if m, ok := ModeFor(f.Name); ok {
		return m
	}
	return ModeC
}

// Result is everything Check found in one file. It is never changed once
// Check returns: its lists are shared with every reader, who must not
// modify them (Diagnostics hands out a copy, since callers add to it).
type Result struct {
	file       *source.File
	mode       Mode
	directives []*Directive
	diags      []source.Diagnostic // sorted
	model      *Model
	// inc is what Reanalyse reads of a full analysis (nil in its own
	// results).
	inc *incState
}

// File is the file that was checked.
func (r *Result) File() *source.File { return r.file }

// Mode is how the file's directives were read.
func (r *Result) Mode() Mode { return r.mode }

// Directives are the file's directives as written, in source order.
func (r *Result) Directives() []*Directive { return r.directives }

// Diagnostics are all the findings, sorted; the slice is the caller's.
func (r *Result) Diagnostics() []source.Diagnostic { return slices.Clone(r.diags) }

// Model is the semantic model of a C file: constructs, loops, data
// attributes (with what the Model holds per device type); nil for
// Fortran, for DirectivesOnly, and when the C front end could not run.
func (r *Result) Model() *Model { return r.model }

// Check runs every check accls has on f: the directive grammar, the
// clause rules and, for C, the semantic rules (again for each device type
// whose loop clauses change the model). It stops early, with ctx's error
// and no result, once ctx is done.
func Check(ctx context.Context, f *source.File, opts Options) (*Result, error) {
	c, err := checkCore(ctx, f, opts)
	if err != nil {
		return nil, err
	}
	inc := &incState{core: c}
	lim, parts := checkLimits(f, c)
	if parts != nil {
		inc.lim.set(parts)
	}
	diags := slices.Concat(c.diags, lim)
	diags = relocateMacroDiagnostics(f, c.dirs, diags)
	diags = noteClauseMacros(f, c.dirs, diags)
	withFile(f, diags)
	source.Sort(diags)
	return &Result{file: f, mode: c.opts.Mode, directives: viewDirectives(c.dirs), diags: diags, model: c.model, inc: inc}, nil
}

// checked is a file's analysis before the translator's limits (which
// read the whole file's: limits_hook.go) and the moves of macros'
// diagnostics.
type checked struct {
	opts  Options // the mode set
	dirs  []*grammar.Directive
	diags []source.Diagnostic // the file's name set
	model *Model
}

// checkCore runs the directive grammar, the clause rules and the semantic
// analysis.
func checkCore(ctx context.Context, f *source.File, opts Options) (*checked, error) {
	mode := opts.mode(f)
	opts.Mode = mode
	dirs, diags := grammar.ParseFile(f, mode.grammar())
	var unit *cfront.Unit
	if mode == ModeC && !opts.DirectivesOnly {
		// What the preprocessor leaves out holds no directives.
		unit = cfront.Parse(f, opts.Frontend)
		dirs, diags = activeDirectives(unit, dirs, diags)
		dirs, diags = expandClauseMacros(f, unit, dirs, diags, opts)
	}
	diags = append(diags, CheckDirectives(f, dirs)...)
	var model *Model
	if unit != nil {
		a, err := analyzeUnit(ctx, f, dirs, opts, unit)
		if err != nil {
			return nil, err
		}
		m, sdiags := a.m, a.diags
		model = m
		diags = append(diags, sdiags...)
		// variantDiags is nil where no variant was analysed (a device
		// type given, the C front end failed)
		diags = append(diags, deviceTypeDiagnostics(a.variantDiags, sdiags)...)
	}
	return &checked{opts: opts, dirs: dirs, diags: withFile(f, diags), model: model}, nil
}

// withFile names f in the diagnostics that name no file.
func withFile(f *source.File, diags []source.Diagnostic) []source.Diagnostic {
	for i := range diags {
		if diags[i].File == "" {
			diags[i].File = f.Name
		}
	}
	return diags
}
