package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// OpenACCVersion is the value of _OPENACC (§2.2): OpenACC 3.3.
const OpenACCVersion = "202211"

func init() {
	register(&Command{Name: "compile", Short: "compile C files with OpenACC directives for OpenCL devices", Run: runCompile})
}

const compileUsage = `usage: accls compile [-c] [-o OUT] [-I DIR] [-D NAME[=VALUE]] [-U NAME] [-O0|-O1|-O2|-O3] [-g] [-L DIR] [-l LIB] [--info] [--keep] [--emit-opencl] FILE.c|FILE.o ...

Translates the OpenACC directives of each C file into calls of the accls
runtime and OpenCL C kernels, compiles the host code with $CC (default
cc), defining _OPENACC=202211 and finding openacc.h, and links the
runtime and OpenCL.

  --info         print what the compiler decided (parallel loops, implicit data)
  --keep         leave FILE.acc.c (host C) and FILE.acc.cl (kernels) beside the output
  --emit-opencl  print the OpenCL C program of each file and build nothing

ACCLS_RUNTIME_DIR names the folder holding lib/libaccrt.a and
include/openacc.h (default: beside the accls executable).
`

type compileArgs struct {
	out        string
	compile    bool // -c
	info       bool
	keep       bool
	emitOpenCL bool
	includes   []string
	defines    []string
	undefines  []string
	cflags     []string
	ldflags    []string
	libs       []string
	sources    []string
	objects    []string
	showHelp   bool
}

// parseCompileArgs reads gcc-style flags; both "-I dir" and "-Idir" work.
func parseCompileArgs(args []string) (*compileArgs, error) {
	ca := &compileArgs{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		value := func(flag string) (string, error) {
			if len(a) > len(flag) {
				return a[len(flag):], nil
			}
			if i+1 >= len(args) {
				return "", fmt.Errorf("%s needs an argument", flag)
			}
			i++
			return args[i], nil
		}
		switch {
		case a == "-h" || a == "-help" || a == "--help":
			ca.showHelp = true
		case a == "-c":
			ca.compile = true
		case a == "--info" || a == "-info":
			ca.info = true
		case a == "--keep" || a == "-keep":
			ca.keep = true
		case a == "--emit-opencl" || a == "-emit-opencl":
			ca.emitOpenCL = true
		case a == "-g":
			ca.cflags = append(ca.cflags, a)
		case a == "-O0" || a == "-O1" || a == "-O2" || a == "-O3":
			ca.cflags = append(ca.cflags, a)
		case strings.HasPrefix(a, "-o"):
			v, err := value("-o")
			if err != nil {
				return nil, err
			}
			ca.out = v
		case strings.HasPrefix(a, "-I"), strings.HasPrefix(a, "-D"), strings.HasPrefix(a, "-U"):
			flag := a[:2]
			v, err := value(flag)
			if err != nil {
				return nil, err
			}
			ca.cflags = append(ca.cflags, flag+v)
			switch flag {
			case "-I":
				ca.includes = append(ca.includes, v)
			case "-D":
				ca.defines = append(ca.defines, v)
			case "-U":
				ca.undefines = append(ca.undefines, v)
			}
		case strings.HasPrefix(a, "-L"):
			v, err := value("-L")
			if err != nil {
				return nil, err
			}
			ca.ldflags = append(ca.ldflags, "-L"+v)
		case strings.HasPrefix(a, "-l"):
			v, err := value("-l")
			if err != nil {
				return nil, err
			}
			ca.libs = append(ca.libs, "-l"+v)
		case strings.HasPrefix(a, "-"):
			return nil, fmt.Errorf("unknown flag %s", a)
		case strings.HasSuffix(a, ".c"):
			ca.sources = append(ca.sources, a)
		case strings.HasSuffix(a, ".o"), strings.HasSuffix(a, ".a"), strings.HasSuffix(a, ".so"):
			ca.objects = append(ca.objects, a)
		default:
			return nil, fmt.Errorf("%s is neither a C file (.c) nor an object (.o, .a, .so)", a)
		}
	}
	if !ca.showHelp && len(ca.sources)+len(ca.objects) == 0 {
		return nil, fmt.Errorf("no input files")
	}
	if ca.compile && len(ca.objects) > 0 {
		return nil, fmt.Errorf("-c compiles .c files; %s is already compiled", ca.objects[0])
	}
	return ca, nil
}

func runCompile(env *Env, args []string) int {
	ca, err := parseCompileArgs(args)
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n%s", err, compileUsage)
		return ExitUsage
	}
	if ca.showHelp {
		fmt.Fprint(env.Stdout, compileUsage)
		return ExitOK
	}
	// Translate every file first: nothing is built unless all of them
	// translate.
	var hostFiles []string
	failed := false
	tmp, err := os.MkdirTemp("", "accls-compile-")
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
		return ExitUsage
	}
	defer os.RemoveAll(tmp)
	for i, file := range ca.sources {
		text, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		if _, has := analysis.FirstDirective(text, analysis.ModeC); !has && !ca.emitOpenCL {
			hostFiles = append(hostFiles, file) // plain C: built as written
			continue
		}
		res, ok := translateFile(env, ca, source.NewFile(file, text))
		if !ok {
			failed = true
			continue
		}
		if ca.emitOpenCL {
			if res.Program != "" { // kernels, or routines other files call
				fmt.Fprint(env.Stdout, res.FullProgram())
			}
			continue
		}
		base := strings.TrimSuffix(filepath.Base(file), ".c")
		dir := filepath.Join(tmp, fmt.Sprint(i))
		if ca.keep {
			dir = "."
			if ca.out != "" {
				dir = filepath.Dir(ca.out)
			}
			if err := os.WriteFile(filepath.Join(dir, base+".acc.cl"), []byte(res.FullProgram()), 0o644); err != nil {
				fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
				return ExitUsage
			}
		} else if err := os.MkdirAll(dir, 0o755); err != nil {
			fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		name := base + ".c"
		if ca.keep {
			name = base + ".acc.c"
		}
		host := filepath.Join(dir, name)
		if err := os.WriteFile(host, []byte(res.Host), 0o644); err != nil {
			fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		// Quoted includes keep resolving beside the original file.
		ca.cflags = append(ca.cflags, "-iquote", filepath.Dir(file))
		hostFiles = append(hostFiles, host)
	}
	if failed {
		return ExitFound
	}
	if ca.emitOpenCL {
		return ExitOK
	}
	if ca.compile && ca.out == "" && ca.keep {
		// cc names objects after its inputs: keep FILE.o, not FILE.acc.o.
		if len(hostFiles) == 1 && len(ca.sources) == 1 {
			ca.out = strings.TrimSuffix(filepath.Base(ca.sources[0]), ".c") + ".o"
		}
	}
	rtDir, err := findRuntime(!ca.compile)
	if err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
		return ExitUsage
	}
	cc := strings.Fields(os.Getenv("CC"))
	if len(cc) == 0 {
		cc = []string{"cc"}
	}
	argv := append(cc[1:], "-D_OPENACC="+OpenACCVersion, "-I"+filepath.Join(rtDir, "include"))
	argv = append(argv, ca.cflags...)
	if ca.compile {
		argv = append(argv, "-c")
	}
	if ca.out != "" {
		argv = append(argv, "-o", ca.out)
	}
	argv = append(argv, hostFiles...)
	if !ca.compile {
		argv = append(argv, ca.objects...)
		argv = append(argv, ca.ldflags...)
		argv = append(argv, ca.libs...)
		argv = append(argv, filepath.Join(rtDir, "lib", "libaccrt.a"), "-lOpenCL", "-lpthread", "-ldl", "-lm")
	}
	cmd := exec.Command(cc[0], argv...)
	cmd.Stdin = env.Stdin
	cmd.Stdout, cmd.Stderr = env.Stdout, env.Stderr
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fmt.Fprintf(env.Stderr, "accls compile: cannot run the C compiler %q: %v\n", cc[0], err)
		}
		return ExitFound
	}
	return ExitOK
}

// findRuntime returns the folder holding include/openacc.h and, when
// linking, lib/libaccrt.a: $ACCLS_RUNTIME_DIR, else the accls executable's
// folder (bin/accls beside bin/lib and bin/include) or its parent.
func findRuntime(link bool) (string, error) {
	var dirs []string
	if d := os.Getenv("ACCLS_RUNTIME_DIR"); d != "" {
		dirs = append(dirs, d)
	} else if exe, err := os.Executable(); err == nil {
		if r, err := filepath.EvalSymlinks(exe); err == nil {
			exe = r
		}
		dirs = append(dirs, filepath.Dir(exe), filepath.Dir(filepath.Dir(exe)))
	}
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "include", "openacc.h")); err != nil {
			continue
		}
		if link {
			if _, err := os.Stat(filepath.Join(d, "lib", "libaccrt.a")); err != nil {
				continue
			}
		}
		return d, nil
	}
	return "", fmt.Errorf("cannot find the OpenACC runtime (include/openacc.h and lib/libaccrt.a) in %s; run `make build`, or set ACCLS_RUNTIME_DIR", strings.Join(dirs, " or "))
}
