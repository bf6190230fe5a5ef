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

// hostBuild runs the host C compiler over the translated command line.
type hostBuild struct {
	env   *Env
	ca    *compileArgs
	rtDir string
	cc    []string
	// quoteDirs are the folders of the translated sources: their quoted
	// includes keep resolving beside the original file.
	quoteDirs []string
}

// translateAll translates each C source with directives and puts its
// host file in its place on the command line; plain C is built as
// written. --emit-opencl prints the programs instead.
func (b *hostBuild) translateAll(tmp string) int {
	ca := b.ca
	failed := false
	for i := range ca.items {
		it := &ca.items[i]
		if it.source == "" {
			continue
		}
		text, err := os.ReadFile(it.source)
		if err != nil {
			fmt.Fprintf(b.env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		if _, has := analysis.FirstDirective(text, analysis.ModeC); !has && !ca.emitOpenCL {
			continue
		}
		res, ok := translateFile(b.env, ca, source.NewFile(it.source, text))
		if !ok {
			failed = true
			continue
		}
		if ca.emitOpenCL {
			if res.Program != "" { // kernels, or routines other files call
				fmt.Fprint(b.env.Stdout, res.FullProgram())
			}
			continue
		}
		host, err := b.writeTranslation(filepath.Join(tmp, fmt.Sprint(i)), it.source, res.Host, res.FullProgram())
		if err != nil {
			fmt.Fprintf(b.env.Stderr, "accls compile: %v\n", err)
			return ExitUsage
		}
		it.words = []string{host}
		b.quoteDirs = append(b.quoteDirs, filepath.Dir(it.source))
	}
	if failed {
		return ExitFound
	}
	return ExitOK
}

// writeTranslation writes the host C of src into dir (with --keep, FILE.acc.c
// and FILE.acc.cl beside the output) and returns the host file's path.
func (b *hostBuild) writeTranslation(dir, src, host, program string) (string, error) {
	base := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
	name := base + ".c"
	if b.ca.keep {
		dir, name = ".", base+".acc.c"
		if b.ca.out != "" {
			dir = filepath.Dir(b.ca.out)
		}
		if err := os.WriteFile(filepath.Join(dir, base+".acc.cl"), []byte(program), 0o644); err != nil {
			return "", err
		}
		if b.ca.stage != "" && b.ca.out == "" && len(b.ca.sources()) == 1 {
			// cc names its output after its input: FILE.o, not FILE.acc.o.
			b.ca.out = base + map[string]string{"-c": ".o", "-S": ".s"}[b.ca.stage]
		}
	} else if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	return path, os.WriteFile(path, []byte(host), 0o644)
}

// argv is the host compiler's command line: the user's, with the
// translated files in place of the sources, _OPENACC and the runtime's
// headers, and the runtime's libraries when linking.
func (b *hostBuild) argv(link bool) []string {
	argv := append([]string(nil), b.cc[1:]...)
	argv = append(argv, "-D_OPENACC="+OpenACCVersion, "-I"+filepath.Join(b.rtDir, "include"))
	for _, d := range b.quoteDirs {
		argv = append(argv, "-iquote", d)
	}
	for _, it := range b.ca.items {
		argv = append(argv, it.words...)
	}
	if b.ca.stage != "" {
		argv = append(argv, b.ca.stage)
	}
	if b.ca.out != "" {
		argv = append(argv, "-o", b.ca.out)
	}
	if link {
		argv = append(argv, filepath.Join(b.rtDir, "lib", "libaccrt.a"), "-lOpenCL", "-lpthread", "-ldl", "-lm")
	}
	return argv
}

// run runs the host compiler; its messages go to the user as they are.
func (b *hostBuild) run(argv []string) int {
	cmd := exec.Command(b.cc[0], argv...)
	cmd.Stdin = b.env.Stdin
	cmd.Stdout, cmd.Stderr = b.env.Stdout, b.env.Stderr
	if err := cmd.Run(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fmt.Fprintf(b.env.Stderr, "accls compile: cannot run the C compiler %q: %v\n", b.cc[0], err)
		}
		return ExitFound
	}
	return ExitOK
}
