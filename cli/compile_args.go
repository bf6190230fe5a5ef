package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/accls/accls/cfront"
)

// accls compile is a drop-in cc: it owns a few flags of its own, reads
// the C files it translates, and hands every other word to the host
// compiler as written and in the order written (linkers care about the
// order of objects and -l).

type compileArgs struct {
	out        string // -o
	stage      string // "-c" or "-S" (stop before linking), "" links
	preprocess bool   // -E, -M, -MM, -fsyntax-only: cc reads the sources as written
	info       bool
	keep       bool
	emitOpenCL bool
	showHelp   bool
	items      []ccItem
	// deps are the flags asking for a dependency file beside the object
	// (-MD, -MMD, -MF, -MT, -MQ, -MP): the host build sees translated
	// files, so accls writes the file from the original sources.
	deps     []cfront.CCArg
	frontend cfront.Options // what the C front end sees (-I, -D, -std=, ...)
}

// ccItem is one item of the command line: a flag or operand passed to cc
// as written, or a C source (source set) that accls translates first.
type ccItem struct {
	words  []string
	source string
}

// sources are the C files of the command line.
func (ca *compileArgs) sources() []string {
	var out []string
	for _, it := range ca.items {
		if it.source != "" {
			out = append(out, it.source)
		}
	}
	return out
}

// parseCompileArgs reads a cc command line (without the compiler).
func parseCompileArgs(args []string) (*compileArgs, error) {
	ca := &compileArgs{frontend: cfront.ArgsOptions(args, "")}
	lang := "" // -x: the language of the operands that follow
	for _, a := range cfront.SplitCCArgs(args) {
		if cfront.TakesValue(a.Flag) && len(a.Words) == 1 && a.Words[0] == a.Flag {
			return nil, fmt.Errorf("%s needs an argument", a.Flag)
		}
		switch {
		case a.Flag == "":
			if err := ca.operand(a.Value, lang); err != nil {
				return nil, err
			}
			continue
		case ca.ownFlag(a.Flag):
			continue
		case a.Flag == "-o":
			ca.out = a.Value
			continue
		case a.Flag == "-c" || a.Flag == "-S":
			ca.stage = a.Flag
			continue
		case a.Flag == "-E" || a.Flag == "-M" || a.Flag == "-MM" || a.Flag == "-fsyntax-only":
			ca.preprocess = true
		case a.Flag == "-MD" || a.Flag == "-MMD" || a.Flag == "-MF" || a.Flag == "-MT" || a.Flag == "-MQ" || a.Flag == "-MP":
			ca.deps = append(ca.deps, a)
			continue
		case a.Flag == "-x":
			lang = a.Value
			if lang == "none" {
				lang = ""
			}
		}
		ca.items = append(ca.items, ccItem{words: a.Words})
	}
	if !ca.showHelp && !ca.hasOperand() {
		return nil, fmt.Errorf("no input files")
	}
	return ca, nil
}

// ownFlag takes accls's own flags.
func (ca *compileArgs) ownFlag(flag string) bool {
	switch strings.TrimPrefix(flag, "-") {
	case "h", "help", "-help":
		ca.showHelp = true
	case "info", "-info":
		ca.info = true
	case "keep", "-keep":
		ca.keep = true
	case "emit-opencl", "-emit-opencl":
		ca.emitOpenCL = true
	default:
		return false
	}
	return true
}

// operand adds a file: C (by its name or -x c) is translated; C++ and
// Fortran are refused where they hold directives accls would otherwise
// drop; anything else (objects, archives, assembly) goes to cc.
func (ca *compileArgs) operand(name, lang string) error {
	switch {
	case lang == "c" || (lang == "" && strings.HasSuffix(name, ".c")):
		if name == "-" {
			return fmt.Errorf("accls compile translates C files, not standard input (-)")
		}
		ca.items = append(ca.items, ccItem{words: []string{name}, source: name})
	case lang == "" && isOtherLanguage(name):
		return fmt.Errorf("%s: accls compile translates C; C++ and Fortran files are not supported (accls check reads them)", name)
	default:
		ca.items = append(ca.items, ccItem{words: []string{name}})
	}
	return nil
}

func (ca *compileArgs) hasOperand() bool {
	for _, it := range ca.items {
		if it.source != "" || !strings.HasPrefix(it.words[0], "-") || it.words[0] == "-" {
			return true
		}
	}
	return false
}

// isOtherLanguage reports a C++ or Fortran file by its extension.
func isOtherLanguage(name string) bool {
	switch filepath.Ext(name) {
	case ".cc", ".cpp", ".cxx", ".c++", ".C", ".CPP", ".f", ".F", ".for", ".f90", ".F90", ".f95", ".F95", ".f03", ".F03", ".f08", ".F08":
		return true
	}
	return false
}
