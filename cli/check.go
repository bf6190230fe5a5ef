package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

func init() {
	register(&Command{
		Name:  "check",
		Short: "report OpenACC mistakes in C, C++ and Fortran files (text, JSON or SARIF)",
		Run:   runCheck,
	})
}

// checkedFile is one input with its diagnostics, what every output format
// renders.
type checkedFile struct {
	File  *source.File
	Diags []source.Diagnostic
}

// listFlag collects a repeatable flag (-I, -D, -U).
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

// parseInterleaved parses flags that may stand before, between or after
// the file names, as users of gcc-style tools expect.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var files []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return files, nil
		}
		if rest[0] == "--" {
			return append(files, rest[1:]...), nil
		}
		files = append(files, rest[0])
		args = rest[1:]
	}
}

func runCheck(env *Env, args []string) int {
	fs := flag.NewFlagSet("accls check", flag.ContinueOnError)
	fs.SetOutput(env.Stderr)
	format := fs.String("format", "text", "output format: text, json or sarif")
	info := fs.Bool("info", false, "also report what the compiler decided (loops run in parallel, implicit data), like nvc -Minfo=accel")
	noUnsupported := fs.Bool("no-unsupported", false, "leave out the [unsupported] errors: valid OpenACC that accls compile cannot translate yet (for code built with another OpenACC compiler)")
	deviceType := fs.String("device-type", "", "check the device_type clauses that apply to this device type (radeon, nvidia, opencl, host, multicore)")
	var includes, defines, undefines listFlag
	fs.Var(&includes, "I", "add a directory to the include path (repeatable)")
	fs.Var(&defines, "D", "define a macro NAME or NAME=VALUE (repeatable)")
	fs.Var(&undefines, "U", "undefine a macro (repeatable)")
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, "usage: accls check [--format text|json|sarif] [--info] [-I DIR] [-D NAME[=V]] [-U NAME] FILE...")
		fs.PrintDefaults()
	}
	files, err := parseInterleaved(fs, args)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	render, ok := renderers[*format]
	if !ok {
		fmt.Fprintf(env.Stderr, "accls check: unknown format %q (want text, json or sarif)\n", *format)
		return ExitUsage
	}
	if len(files) == 0 {
		fmt.Fprintln(env.Stderr, "accls check: no input files")
		fs.Usage()
		return ExitUsage
	}
	opts := analysis.Options{
		IncludePaths: includes, Defines: defines, Undefines: undefines,
		Info: *info, DeviceType: *deviceType,
		// what accls compile would refuse (analysis/limits_hook.go)
		Translator: openclgen.Limits, NoUnsupported: *noUnsupported,
	}
	status := ExitOK
	var checked []checkedFile
	for _, name := range files {
		if _, ok := analysis.ModeFor(name); !ok {
			fmt.Fprintf(env.Stderr, "accls check: %s: not a C, C++ or Fortran file (by its extension)\n", name)
			status = ExitUsage
			continue
		}
		text, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(env.Stderr, "accls check: %v\n", err)
			status = ExitUsage
			continue
		}
		f := source.NewFile(name, text)
		r, err := analysis.Check(context.Background(), f, opts) // mode from name's extension
		if err != nil {
			fmt.Fprintf(env.Stderr, "accls check: %v\n", err)
			status = ExitUsage
			continue
		}
		checked = append(checked, checkedFile{File: f, Diags: r.Diagnostics()})
	}
	if err := render(env.Stdout, checked); err != nil {
		fmt.Fprintf(env.Stderr, "accls check: %v\n", err)
		return ExitUsage
	}
	if status != ExitOK {
		return status
	}
	for _, c := range checked {
		if source.HasErrors(c.Diags) {
			return ExitFound
		}
	}
	return ExitOK
}

var renderers = map[string]func(io.Writer, []checkedFile) error{
	"text":  renderText,
	"json":  renderJSON,
	"sarif": renderSARIF,
}

// renderText prints gcc's shape, which editors and CI annotators read:
// FILE:LINE:COL: severity: message [code], then its notes.
func renderText(w io.Writer, files []checkedFile) error {
	for _, c := range files {
		for _, d := range c.Diags {
			if _, err := fmt.Fprintln(w, d.String()); err != nil {
				return err
			}
			for _, n := range d.Notes {
				if n.File == "" {
					n.File = d.File
				}
				fmt.Fprintln(w, n.String())
			}
		}
	}
	return nil
}
