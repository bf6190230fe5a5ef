package cli

import (
	"context"
	"fmt"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// translateFile checks f like accls check and translates it; it prints
// the diagnostics (infos with --info) and reports whether the file
// translated without errors.
func translateFile(env *Env, ca *compileArgs, f *source.File) (*openclgen.Result, bool) {
	// The analysis reads the runtime's openacc.h before any other (cfront),
	// as the host build does, so kernels use the runtime's acc_device_t.
	// The command line is the file's whole configuration: no compilation
	// database adds to it, and the front end asks the host compiler that
	// builds the file for its macros and include paths.
	fe := ca.frontend
	fe.Compiler, fe.NoCompileCommands = cfront.HostCompiler(), true
	opts := analysis.Options{Mode: analysis.ModeC, Frontend: fe, Info: ca.info}
	// The translation is the checker's translator hook, so accls compile
	// and accls check report the same errors by construction: analysis
	// calls it only for a file its rules accept (analysis/limits_hook.go).
	var res *openclgen.Result
	opts.Translator = func(m *analysis.Model) []source.Diagnostic {
		res = openclgen.Translate(m)
		return res.Diagnostics
	}
	r, err := analysis.Check(context.Background(), f, opts)
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
		return nil, false
	}
	diags := r.Diagnostics() // sorted, each with its file
	hasErrors := source.HasErrors(diags)
	for _, d := range diags {
		if d.Severity == source.Info && !ca.info {
			continue
		}
		if d.Severity == source.NoteSeverity && d.Code == "c-frontend" && !hasErrors {
			continue
		}
		fmt.Fprintln(env.Stderr, d.String())
		for _, n := range d.Notes {
			if n.File == "" {
				n.File = f.Name
			}
			fmt.Fprintln(env.Stderr, n.String())
		}
	}
	return res, res != nil && !hasErrors
}
