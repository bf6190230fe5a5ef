package cfront

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// cachedProbeSetup points the cache of probes at a fresh folder and
// returns the host compiler; the test is skipped without one.
func cachedProbeSetup(t *testing.T) (dir string, compiler []string) {
	t.Helper()
	dir = t.TempDir()
	t.Setenv("ACCLS_CACHE_DIR", dir)
	compiler = HostCompiler()
	if _, err := exec.LookPath(compiler[0]); err != nil {
		t.Skipf("no host C compiler: %v", err)
	}
	return dir, compiler
}

// probeCounting runs probeHost and tells whether it ran the compiler.
func probeCounting(t *testing.T, compiler, flags []string) (*hostConfig, bool) {
	t.Helper()
	before := hostProbes.Load()
	h := probeHost(compiler, flags)
	if h.err != nil {
		t.Fatalf("probe: %v", h.err)
	}
	return h, hostProbes.Load() != before
}

func entryFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "host", "*.json"))
	return files
}

// TestHostProbeCache: the configuration read back from the cache is the
// one the compiler gave (unexported fields included), and reading it runs
// no compiler.
func TestHostProbeCache(t *testing.T) {
	dir, compiler := cachedProbeSetup(t)
	probed, ran := probeCounting(t, compiler, nil)
	if !ran {
		t.Fatal("the first probe did not run the compiler")
	}
	files := entryFiles(t, dir)
	if len(files) != 1 {
		t.Fatalf("entries %v, want one", files)
	}
	cached, ran := probeCounting(t, compiler, nil)
	if ran {
		t.Error("the second probe ran the compiler")
	}
	if !reflect.DeepEqual(probed.cfg, cached.cfg) {
		t.Errorf("cached configuration\n%+v\nprobed\n%+v", cached.cfg, probed.cfg)
	}
}

// TestHostProbeCacheDistrusts: an entry that is corrupt, of another
// version or key, or whose files changed is ignored; the compiler is asked
// again and the entry rewritten.
func TestHostProbeCacheDistrusts(t *testing.T) {
	dir, compiler := cachedProbeSetup(t)
	probed, _ := probeCounting(t, compiler, nil)
	name := entryFiles(t, dir)[0]
	good, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(f func(*hostProbeEntry)) []byte {
		var e hostProbeEntry
		if err := json.Unmarshal(good, &e); err != nil {
			t.Fatal(err)
		}
		f(&e)
		data, _ := json.Marshal(e)
		return data
	}
	bad := map[string][]byte{
		"garbage":     []byte("\x00\x01 not json"),
		"truncated":   good[:len(good)/2],
		"empty":       nil,
		"version":     edit(func(e *hostProbeEntry) { e.Version++ }),
		"key":         edit(func(e *hostProbeEntry) { e.Key = append(e.Key, "CPATH=/elsewhere") }),
		"no stamps":   edit(func(e *hostProbeEntry) { e.Stamps = nil }),
		"program":     edit(func(e *hostProbeEntry) { e.Stamps[0].Size++ }),
		"program age": edit(func(e *hostProbeEntry) { e.Stamps[0].MTime-- }),
		"folder": edit(func(e *hostProbeEntry) {
			s := &e.Stamps[len(e.Stamps)-1]
			s.Kind = map[string]string{"dir": "none", "none": "dir", "file": "dir"}[s.Kind]
		}),
		"gone": edit(func(e *hostProbeEntry) { e.Stamps = append(e.Stamps, pathStamp{Path: dir, Kind: "none"}) }),
	}
	for what, data := range bad {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		h, ran := probeCounting(t, compiler, nil)
		if !ran {
			t.Errorf("%s: the entry was trusted", what)
		}
		if !reflect.DeepEqual(h.cfg, probed.cfg) {
			t.Errorf("%s: the configuration differs from the probe's", what)
		}
		if _, ran := probeCounting(t, compiler, nil); ran {
			t.Errorf("%s: the entry was not rewritten", what)
		}
	}
}

// TestHostProbeCacheKeepsOnlyRebuildable: flags that set cc.Config's
// unexported state (its keywords) are probed every time.
func TestHostProbeCacheKeepsOnlyRebuildable(t *testing.T) {
	dir, compiler := cachedProbeSetup(t)
	for _, flags := range [][]string{{"-std=c99"}, {"-ansi"}, {"-ffreestanding"}} {
		for range 2 {
			if _, ran := probeCounting(t, compiler, flags); !ran {
				t.Errorf("%v: not probed", flags)
			}
		}
	}
	if files := entryFiles(t, dir); len(files) != 0 {
		t.Errorf("entries %v for flags cc cannot rebuild", files)
	}
	if _, ran := probeCounting(t, compiler, []string{"-std=gnu11", "-O2"}); !ran {
		t.Error("not probed")
	}
	if _, ran := probeCounting(t, compiler, []string{"-std=gnu11", "-O2"}); ran {
		t.Error("-std=gnu11 -O2: not cached")
	}
	t.Setenv("ACCLS_CACHE_DIR", "off")
	if _, ran := probeCounting(t, compiler, []string{"-std=gnu11", "-O2"}); !ran {
		t.Error("ACCLS_CACHE_DIR=off: the cache was read")
	}
}

func TestReadSearchProbe(t *testing.T) {
	out := `Using built-in specs.
 /usr/lib/gcc/x86_64-linux-gnu/12/cc1 -E -quiet -v probe.c
ignoring nonexistent directory "/usr/local/include/x86_64-linux-gnu"
#include "..." search starts here:
 ./inc
#include <...> search starts here:
 /usr/lib/gcc/x86_64-linux-gnu/12/include
 /usr/include
End of search list.
`
	p := readSearchProbe(out)
	if !p.ok || !slices.Equal(p.quote, []string{"inc"}) || !slices.Equal(p.angle, []string{"/usr/lib/gcc/x86_64-linux-gnu/12/include", "/usr/include"}) ||
		!slices.Equal(p.missing, []string{"/usr/local/include/x86_64-linux-gnu"}) || !slices.Equal(p.programs, []string{"/usr/lib/gcc/x86_64-linux-gnu/12/cc1"}) {
		t.Errorf("%+v", p)
	}
	clang := ` "/usr/lib/llvm-19/bin/clang" -cc1 -E probe.c
#include <...> search starts here:
 /usr/include
End of search list.
`
	if p := readSearchProbe(clang); !p.ok || !slices.Equal(p.programs, []string{"/usr/lib/llvm-19/bin/clang"}) {
		t.Errorf("clang: %+v", p)
	}
	if p := readSearchProbe("#include <...> search starts here:\n /usr/include\n"); p.ok {
		t.Errorf("unterminated: %+v", p)
	}
}

// TestHostProbeCacheKeyedByWrapperEnv: a variable a compiler wrapper
// reads (Open MPI's OMPI_CC) is part of the key.
func TestHostProbeCacheKeyedByWrapperEnv(t *testing.T) {
	_, compiler := cachedProbeSetup(t)
	probeCounting(t, compiler, nil)
	t.Setenv("OMPI_CC", "clang")
	if _, ran := probeCounting(t, compiler, nil); !ran {
		t.Error("OMPI_CC changed and the entry was used")
	}
	if _, ran := probeCounting(t, compiler, nil); ran {
		t.Error("not cached with OMPI_CC set")
	}
}
