package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
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

// splitCheckArgs separates the checker's own flags and the file names
// from the C compiler's flags, so that a Makefile's $(CFLAGS) can follow
// accls check as they follow cc: -DX, -I inc, -std=c99, -Wall.
func splitCheckArgs(fs *flag.FlagSet, args []string) (own, cc []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		switch {
		case a == "-" || !strings.HasPrefix(a, "-") || strings.HasPrefix(a, "--") && f == nil || name == "h" || name == "help":
			own = append(own, a) // files; flag reports unknown --flags
		case f != nil:
			own = append(own, a)
			if _, isBool := f.Value.(interface{ IsBoolFlag() bool }); !isBool && !hasValue && i+1 < len(args) {
				i++
				own = append(own, args[i])
			}
		default:
			cc = append(cc, a)
			if cfront.TakesValue(a) && i+1 < len(args) {
				i++
				cc = append(cc, args[i])
			}
		}
	}
	return own, cc
}

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
	format := fs.String("format", "text", "output format: text, json, sarif, github (workflow annotations) or rdjson (reviewdog)")
	info := fs.Bool("info", false, "also report what the compiler decided (loops run in parallel, implicit data), like nvc -Minfo=accel")
	noUnsupported := fs.Bool("no-unsupported", false, "leave out the [unsupported] errors: valid OpenACC that accls compile cannot translate yet (for code built with another OpenACC compiler)")
	changed := fs.String("changed-lines", "", "report only findings on the lines a change added or modified: DIFF is a unified diff file, - (stdin), git (git diff HEAD) or git:REV")
	deviceType := fs.String("device-type", "", "check the device_type clauses that apply to this device type (radeon, nvidia, opencl, host, multicore)")
	fs.Usage = func() {
		fmt.Fprintln(env.Stderr, "usage: accls check [--format text|json|sarif|github|rdjson] [--info] [--changed-lines DIFF] [cc flags] FILE...")
		fs.PrintDefaults()
		fmt.Fprintln(env.Stderr, "  cc flags\n    \tread as the C compiler reads them: -I DIR, -DNAME[=V], -U NAME, -include FILE, -std=, -O, -f..., -m...\n    \t(the front end asks $CC for the macros these change); others, such as -Wall or -c, are accepted and change nothing")
	}
	own, ccArgs := splitCheckArgs(fs, args)
	files, err := parseInterleaved(fs, own)
	if err != nil {
		if err == flag.ErrHelp {
			return ExitOK
		}
		return ExitUsage
	}
	render, ok := renderers[*format]
	if !ok {
		fmt.Fprintf(env.Stderr, "accls check: unknown format %q (want text, json, sarif, github or rdjson)\n", *format)
		return ExitUsage
	}
	if len(files) == 0 {
		fmt.Fprintln(env.Stderr, "accls check: no input files")
		fs.Usage()
		return ExitUsage
	}
	var onlyChanged changedLines
	if *changed != "" {
		if onlyChanged, err = readChangedLines(*changed, env.Stdin); err != nil {
			fmt.Fprintf(env.Stderr, "accls check: %v\n", err)
			return ExitUsage
		}
	}
	opts := analysis.Options{
		Frontend: cfront.ArgsOptions(ccArgs, ""),
		Info:     *info, DeviceType: *deviceType,
		// what accls compile would refuse (analysis/limits_hook.go)
		Translator: openclgen.Limits, NoUnsupported: *noUnsupported,
	}
	if restore := checkGC(); !env.Exits {
		// Putting them back at the end of a process started a
		// collection of the whole heap for nothing.
		defer restore()
	}
	status := ExitOK
	var checked []checkedFile
	for _, o := range checkFiles(files, opts) {
		if o.err != "" {
			fmt.Fprintf(env.Stderr, "accls check: %s\n", o.err)
			status = ExitUsage
			continue
		}
		if onlyChanged != nil {
			o.Diags = onlyChanged.keep(o.File.Name, o.Diags)
		}
		checked = append(checked, o.checkedFile)
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
	"text":   renderText,
	"json":   renderJSON,
	"sarif":  renderSARIF,
	"github": renderGitHub,
	"rdjson": renderRDJSON,
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
