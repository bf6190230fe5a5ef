package cfront

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// A C compiler's command line, read the way its preprocessor sees it. The
// compiler (accls compile), the checker and compilation databases share
// this reading, so that accls sees what cc sees.

// separateValue lists the gcc and clang flags whose value may be the next
// word ("-I dir", "-MF file"); every other flag is one word. GCC manual,
// Option Summary.
var separateValue = map[string]bool{
	"-o": true, "-I": true, "-D": true, "-U": true, "-L": true, "-l": true, "-x": true,
	"-include": true, "-imacros": true, "-isystem": true, "-idirafter": true, "-iquote": true,
	"-iprefix": true, "-iwithprefix": true, "-iwithprefixbefore": true, "-isysroot": true,
	"-imultilib": true, "-MF": true, "-MT": true, "-MQ": true, "-Xlinker": true,
	"-Xpreprocessor": true, "-Xassembler": true, "-Xclang": true, "-u": true, "-T": true,
	"-z": true, "-aux-info": true, "--param": true, "-B": true, "-specs": true,
	"-target": true, "--sysroot": true,
}

// TakesValue reports whether flag, standing alone, takes the next word as
// its value.
func TakesValue(flag string) bool { return separateValue[flag] }

// CCArg is one item of a command line: a flag with its value, or an
// operand (Flag empty). Words are the words it was written as.
type CCArg struct {
	Flag, Value string
	Words       []string
}

// SplitCCArgs groups a command line into flags and operands. A flag that
// takes a value and stands alone takes the next word; "-Idir" is Flag
// "-I", Value "dir" for the flags that take values; any other word that
// begins with '-' is a flag on its own ("-" alone, standard input, is an
// operand). The last flag may lack its value: Value is then empty.
func SplitCCArgs(args []string) []CCArg {
	var out []CCArg
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-" || !strings.HasPrefix(a, "-"):
			out = append(out, CCArg{Value: a, Words: []string{a}})
		case separateValue[a]:
			arg := CCArg{Flag: a, Words: []string{a}}
			if i+1 < len(args) {
				i++
				arg.Value, arg.Words = args[i], append(arg.Words, args[i])
			}
			out = append(out, arg)
		default:
			out = append(out, attached(a))
		}
	}
	return out
}

// attachedValue lists the flags written with their value in the same
// word, longest first so that "-isystem" is not read as "-i" "system".
var attachedValue = []string{"-iwithprefixbefore", "-iwithprefix", "-idirafter", "-isystem",
	"-isysroot", "-iquote", "-include", "-imacros", "-MF", "-MT", "-MQ", "-I", "-D", "-U", "-L", "-l", "-o", "-x"}

func attached(a string) CCArg {
	for _, f := range attachedValue {
		if v, ok := strings.CutPrefix(a, f); ok && v != "" {
			return CCArg{Flag: f, Value: v, Words: []string{a}}
		}
	}
	return CCArg{Flag: a, Words: []string{a}}
}

// ArgsOptions reads the options of the front end from a command line
// without the compiler's name; relative paths are taken from dir.
func ArgsOptions(args []string, dir string) Options {
	var o Options
	path := func(p string) string {
		if !filepath.IsAbs(p) && dir != "" {
			return filepath.Join(dir, p)
		}
		return p
	}
	for _, a := range SplitCCArgs(args) {
		switch {
		case a.Flag == "" || (a.Value == "" && TakesValue(a.Flag)):
		case a.Flag == "-I", a.Flag == "-isystem", a.Flag == "-iquote", a.Flag == "-idirafter":
			o.IncludePaths = append(o.IncludePaths, path(a.Value))
		case a.Flag == "-D":
			o.Defines = append(o.Defines, a.Value)
		case a.Flag == "-U":
			o.Undefines = append(o.Undefines, a.Value)
		case a.Flag == "-include", a.Flag == "-imacros":
			o.Includes = append(o.Includes, path(a.Value))
		case changesMacros(a.Flag):
			o.HostFlags = append(o.HostFlags, a.Flag)
		}
	}
	return o
}

// changesMacros reports whether a flag changes the compiler's predefined
// macros or its search paths (-std=c99 drops the GNU ones, -fopenmp
// defines _OPENMP, -O2 __OPTIMIZE__, -march=native the ISA macros,
// -pthread _REENTRANT), which the front end then asks the compiler for.
func changesMacros(flag string) bool {
	switch {
	case flag == "-ansi", flag == "-pthread", flag == "-nostdinc", flag == "-undef":
		return true
	case strings.HasPrefix(flag, "-std="), strings.HasPrefix(flag, "-O"):
		return true
	case strings.HasPrefix(flag, "-m"):
		return !strings.HasPrefix(flag, "-mllvm")
	case strings.HasPrefix(flag, "-f"):
		return !strings.HasPrefix(flag, "-fsyntax-only") && !strings.HasPrefix(flag, "-fdiagnostics")
	}
	return false
}

// HostCompiler is the host C compiler's command: $ACCLS_CC, else $CC,
// else cc. A $CC that runs accls itself (make CC="accls compile" exports
// it to the commands it runs) is passed over, so that accls never calls
// itself as the host compiler.
func HostCompiler() []string {
	for _, env := range []string{"ACCLS_CC", "CC"} {
		cc := strings.Fields(os.Getenv(env))
		if len(cc) > 0 && !isAccls(cc[0]) {
			return cc
		}
	}
	return []string{"cc"}
}

func isAccls(name string) bool {
	if filepath.Base(name) == "accls" {
		return true
	}
	path, err := exec.LookPath(name)
	if err != nil {
		return false
	}
	self, err := os.Executable()
	if err != nil {
		return false
	}
	p, err1 := filepath.EvalSymlinks(path)
	s, err2 := filepath.EvalSymlinks(self)
	return err1 == nil && err2 == nil && p == s
}
