package analysis

import (
	"context"
	"slices"

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

	IncludePaths []string // -I
	Defines      []string // -D NAME or NAME=VALUE
	Undefines    []string // -U NAME
	// CompileCommands names a compile_commands.json or the folder that
	// holds one; empty, the C front end looks for the nearest one above
	// the file. The file's entry adds its -I, -D and -U (cfront owns the
	// database).
	CompileCommands string
	// NoCompileCommands reads no compilation database at all.
	NoCompileCommands bool

	// Info adds info-level feedback (loop-parallel, loop-seq,
	// implicit-data, private, reduction), like nvc -Minfo=accel.
	Info bool
	// DeviceType selects the device_type clauses that apply ("" = any).
	DeviceType string
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
	syn        []*grammar.Directive
	directives []*Directive
	diags      []source.Diagnostic // sorted
	model      *Model
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

// Unanalysed returns the directives the model holds no construct for:
// they stand in a part of the file the C front end could not read, so
// nothing that needs the model (translation) can handle them.
func (r *Result) Unanalysed() []*Directive {
	if r.model == nil {
		return nil
	}
	known := map[*grammar.Directive]bool{}
	for _, c := range r.model.Constructs {
		known[c.Dir] = true
	}
	var out []*Directive
	for i, d := range r.syn {
		if !known[d] {
			out = append(out, r.directives[i])
		}
	}
	return out
}

// Check runs every check accls has on f: the directive grammar, the
// clause rules and, for C, the semantic rules (again for each device type
// whose loop clauses change the model). It stops early, with ctx's error
// and no result, once ctx is done.
func Check(ctx context.Context, f *source.File, opts Options) (*Result, error) {
	mode := opts.mode(f)
	opts.Mode = mode
	dirs, diags := grammar.ParseFile(f, mode.grammar())
	diags = append(diags, CheckDirectives(f, dirs)...)
	var model *Model
	if mode == ModeC && !opts.DirectivesOnly {
		m, sdiags, err := AnalyzeContext(ctx, f, dirs, opts)
		if err != nil {
			return nil, err
		}
		model = m
		diags = append(diags, sdiags...)
		if opts.DeviceType == "" && m != nil && m.Unit != nil && !m.Unit.Failed {
			more, err := deviceTypeDiagnostics(ctx, f, dirs, opts, sdiags)
			if err != nil {
				return nil, err
			}
			diags = append(diags, more...)
		}
	}
	diags = relocateMacroDiagnostics(f, dirs, diags)
	for i := range diags {
		if diags[i].File == "" {
			diags[i].File = f.Name
		}
	}
	source.Sort(diags)
	return &Result{file: f, mode: mode, syn: dirs, directives: viewDirectives(dirs), diags: diags, model: model}, nil
}
