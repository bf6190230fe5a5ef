package cfront

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"modernc.org/cc/v4"
)

// searchPaths asks the compiler for its include search lists while it
// preprocesses a real file. cc.NewConfig reads standard input ("-"), and
// some compiler wrappers add their flags only for files: Open MPI's mpicc
// leaves out -I.../openmpi/include for "-". ok is false when the compiler
// gave no lists.
func searchPaths(compiler, flags []string) (quote, angle []string, ok bool) {
	dir, err := os.MkdirTemp("", "accls-probe-")
	if err != nil {
		return nil, nil, false
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "probe.c")
	if os.WriteFile(src, nil, 0o644) != nil {
		return nil, nil, false
	}
	args := append(append(append([]string(nil), compiler[1:]...), flags...), "-E", "-v", src, "-o", os.DevNull)
	cmd := exec.Command(compiler[0], args...)
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, nil, false
	}
	var list *[]string
	for _, line := range strings.Split(string(out), "\n") {
		switch {
		case line == `#include "..." search starts here:`:
			list, ok = &quote, true
		case line == "#include <...> search starts here:":
			list, ok = &angle, true
		case line == "End of search list.":
			return quote, angle, ok
		case list != nil && strings.HasPrefix(line, " "):
			*list = append(*list, filepath.Clean(strings.TrimSpace(line)))
		}
	}
	return nil, nil, false
}

// withSearchPaths puts the compiler's search lists for files in cfg.
func withSearchPaths(cfg *cc.Config, compiler, flags []string) {
	if len(compiler) == 0 {
		return
	}
	quote, angle, ok := searchPaths(compiler, flags)
	if !ok {
		return
	}
	cfg.HostIncludePaths, cfg.HostSysIncludePaths = quote, angle
	cfg.SysIncludePaths = angle
	cfg.IncludePaths = append(append([]string{""}, quote...), angle...)
}
