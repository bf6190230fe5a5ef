package cli

import (
	"context"
	"fmt"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// translateFile checks f like accls check and translates it; it prints
// the diagnostics (infos with --info) and reports whether the file
// translated without errors.
func translateFile(env *Env, ca *compileArgs, f *source.File) (*openclgen.Result, bool) {
	// The analysis reads the runtime's openacc.h before any other (cfront),
	// as the host build does, so kernels use the runtime's acc_device_t.
	opts := analysis.Options{Mode: analysis.ModeC, IncludePaths: ca.includes, Defines: ca.defines, Undefines: ca.undefines, Info: ca.info}
	r, err := analysis.Check(context.Background(), f, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
		return nil, false
	}
	diags := r.Diagnostics()
	var res *openclgen.Result
	if !hasError(diags) {
		if m := r.Model(); m == nil || m.Unit == nil || m.Unit.Failed {
			diags = append(diags, source.Diagnostic{File: f.Name, Range: f.Range(0, 0), Severity: source.Error,
				Code: openclgen.CodeUnsupported, Message: "the C front end could not read this file, so its directives cannot be translated"})
		} else {
			res = openclgen.Translate(r.Model())
			diags = append(diags, res.Diagnostics...)
			diags = append(diags, untranslated(f, r)...)
		}
	}
	source.Sort(diags)
	for _, d := range diags {
		if d.Severity == source.Info && !ca.info {
			continue
		}
		if d.Severity == source.NoteSeverity && d.Code == "c-frontend" && !hasError(diags) {
			continue
		}
		if d.File == "" {
			d.File = f.Name
		}
		fmt.Fprintln(env.Stderr, d.String())
		for _, n := range d.Notes {
			if n.File == "" {
				n.File = f.Name
			}
			fmt.Fprintln(env.Stderr, n.String())
		}
	}
	return res, res != nil && !hasError(diags)
}

// untranslated reports directives the model has no construct for (in a
// part of the file the C front end could not read): they would be lost.
func untranslated(f *source.File, r *analysis.Result) []source.Diagnostic {
	var out []source.Diagnostic
	for _, d := range r.Unanalysed() {
		out = append(out, source.Diagnostic{File: f.Name, Range: d.Range, Severity: source.Error, Code: openclgen.CodeUnsupported,
			Message: "this directive could not be analysed (the C front end could not read its surroundings), so it cannot be translated"})
	}
	return out
}

func hasError(ds []source.Diagnostic) bool {
	for _, d := range ds {
		if d.Severity == source.Error {
			return true
		}
	}
	return false
}
