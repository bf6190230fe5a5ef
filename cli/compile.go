package cli

import (
	"fmt"
	"github.com/accls/accls/cfront"
	"os"
	"path/filepath"
	"strings"
)

// OpenACCVersion is the value of _OPENACC (§2.2): OpenACC 3.3.
const OpenACCVersion = "202211"

func init() {
	register(&Command{Name: "compile", Short: "compile C files with OpenACC directives for OpenCL devices", Run: runCompile})
}

const compileUsage = `usage: accls compile [cc flags] [--info] [--keep] [--emit-opencl] FILE.c ... [FILE.o ...] [-o OUT]

Translates the OpenACC directives of each C file into calls of the accls
runtime and OpenCL C kernels, then runs the host C compiler ($ACCLS_CC,
else $CC unless it is accls itself, else cc; CC="mpicc" and
CC="gcc -fopenmp" work) on the result with every
other flag as written, defining _OPENACC=202211 and finding openacc.h,
and links the runtime and OpenCL. The C front end asks $CC for its
include paths and predefined macros, with the flags that change them
(-std=, -O, -f..., -m..., -include, -I, -D, -U).

  --info         print what the compiler decided (parallel loops, implicit data)
  --keep         leave FILE.acc.c (host C) and FILE.acc.cl (kernels) beside the output
  --emit-opencl  print the OpenCL C program of each file and build nothing

-E, -M, -MM and -fsyntax-only run $CC on the files as written; -MD and
-MMD write the dependency file of the original source.

ACCLS_RUNTIME_DIR names the folder holding lib/libaccrt.a and
include/openacc.h (default: beside the accls executable).
`

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
	link := ca.stage == "" && !ca.preprocess && !ca.emitOpenCL
	b := &hostBuild{env: env, ca: ca, cc: cfront.HostCompiler()}
	if !ca.preprocess {
		tmp, err := os.MkdirTemp("", "accls-compile-")
		if err != nil {
			fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		defer os.RemoveAll(tmp)
		// Translate every file first: nothing is built unless all of
		// them translate.
		if status := b.translateAll(tmp); status != ExitOK || ca.emitOpenCL {
			return status
		}
	}
	if b.rtDir, err = findRuntime(link); err != nil {
		fmt.Fprintf(env.Stderr, "accls compile: %v\n", err)
		return ExitUsage
	}
	if status := b.run(b.argv(link)); status != ExitOK || ca.preprocess {
		return status
	}
	return b.writeDeps()
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
