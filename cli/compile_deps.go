package cli

import (
	"path/filepath"
	"strings"
)

// writeDeps writes the dependency file -MD or -MMD asks for, once the
// build succeeded. The host compiler saw translated copies in a temporary
// folder, so each C source's file is written by a run of the
// preprocessor over the original, with the target and the file's name
// that cc would have chosen (GCC manual, -MD: the output's name with .d,
// else the source's base name with .d; the target is the output).
func (b *hostBuild) writeDeps() int {
	mode, rest := "", []string(nil)
	var target, depFile bool
	for _, d := range b.ca.deps {
		switch d.Flag {
		case "-MD":
			mode = "-M"
		case "-MMD":
			mode = "-MM"
		default:
			target = target || d.Flag == "-MT" || d.Flag == "-MQ"
			depFile = depFile || d.Flag == "-MF"
			rest = append(rest, d.Words...)
		}
	}
	if mode == "" {
		return ExitOK
	}
	srcs := b.ca.sources()
	for _, src := range srcs {
		argv := append([]string(nil), b.cc[1:]...)
		argv = append(argv, "-D_OPENACC="+OpenACCVersion, "-I"+filepath.Join(b.rtDir, "include"))
		argv = append(argv, b.preprocessorFlags()...)
		argv = append(argv, mode)
		argv = append(argv, rest...)
		out := b.ca.out
		if out == "" || len(srcs) > 1 {
			out = strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + ".o"
		}
		if !target {
			argv = append(argv, "-MT", out)
		}
		if !depFile {
			argv = append(argv, "-MF", strings.TrimSuffix(out, filepath.Ext(out))+".d")
		}
		if status := b.run(append(argv, src)); status != ExitOK {
			return status
		}
	}
	return ExitOK
}

// preprocessorFlags are the flags of the command line, without operands
// and the linker's own flags, which a preprocessor run warns about.
func (b *hostBuild) preprocessorFlags() []string {
	var out []string
	for _, it := range b.ca.items {
		w := it.words[0]
		if it.source != "" || !strings.HasPrefix(w, "-") || w == "-" {
			continue
		}
		if strings.HasPrefix(w, "-l") || strings.HasPrefix(w, "-L") || strings.HasPrefix(w, "-Wl,") || w == "-Xlinker" {
			continue
		}
		out = append(out, it.words...)
	}
	return out
}
