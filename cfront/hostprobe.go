package cfront

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"modernc.org/cc/v4"
)

// searchProbe is what the compiler said while preprocessing a real file:
// its include search lists, the folders it left out because they do not
// exist, and the programs it ran (gcc's cc1), which the cache of probes
// (hostprobe_cache.go) checks besides the lists. ok is false when the
// compiler gave no lists.
type searchProbe struct {
	quote, angle, missing, programs []string
	ok                              bool
}

// searchPaths asks the compiler for its include search lists while it
// preprocesses a real file. cc.NewConfig reads standard input ("-"), and
// some compiler wrappers add their flags only for files: Open MPI's mpicc
// leaves out -I.../openmpi/include for "-".
func searchPaths(compiler, flags []string) searchProbe {
	dir, err := os.MkdirTemp("", "accls-probe-")
	if err != nil {
		return searchProbe{}
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "probe.c")
	if os.WriteFile(src, nil, 0o644) != nil {
		return searchProbe{}
	}
	args := append(append(append([]string(nil), compiler[1:]...), flags...), "-E", "-v", src, "-o", os.DevNull)
	cmd := exec.Command(compiler[0], args...)
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	out, err := cmd.CombinedOutput()
	if err != nil {
		return searchProbe{}
	}
	return readSearchProbe(string(out))
}

// readSearchProbe reads the output of cc -E -v.
func readSearchProbe(out string) searchProbe {
	var p searchProbe
	var list *[]string
	for _, line := range strings.Split(out, "\n") {
		switch {
		case line == `#include "..." search starts here:`:
			list, p.ok = &p.quote, true
		case line == "#include <...> search starts here:":
			list, p.ok = &p.angle, true
		case line == "End of search list.":
			return p
		case list != nil && strings.HasPrefix(line, " "):
			*list = append(*list, filepath.Clean(strings.TrimSpace(line)))
		case list == nil && strings.HasPrefix(line, " "):
			if f := strings.Fields(line); len(f) > 0 && filepath.IsAbs(strings.Trim(f[0], `"`)) {
				p.programs = append(p.programs, strings.Trim(f[0], `"`))
			}
		default:
			if d, ok := strings.CutPrefix(line, `ignoring nonexistent directory "`); ok {
				p.missing = append(p.missing, strings.TrimSuffix(d, `"`))
			}
		}
	}
	return searchProbe{}
}

// withSearchPaths puts the compiler's search lists for files in cfg and
// returns the probe.
func withSearchPaths(cfg *cc.Config, compiler, flags []string) searchProbe {
	if len(compiler) == 0 {
		return searchProbe{}
	}
	p := searchPaths(compiler, flags)
	if !p.ok {
		return p
	}
	cfg.HostIncludePaths, cfg.HostSysIncludePaths = p.quote, p.angle
	cfg.SysIncludePaths = p.angle
	cfg.IncludePaths = append(append([]string{""}, p.quote...), p.angle...)
	return p
}
