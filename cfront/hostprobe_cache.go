package cfront

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/accls/accls/internal/cachedir"
	"modernc.org/cc/v4"
)

// The cache of host-compiler probes on disk. Asking the compiler for its
// predefined macros and search lists runs it three times (cc.NewConfig
// twice, searchPaths once): about 30 ms of CPU in every `accls check`,
// `accls compile` and language server (issue 16). An entry holds what cc's
// configuration took from the compiler (its command, predefined macros and
// search lists) and is used only while the compiler's program files, the
// folders it searched and those it left out because they did not exist are
// as they were. It is keyed by the compiler command and flags, the
// environment that changes what the compiler says, and the version of cc
// that read it. An entry that cannot be read, was written by another
// version, or whose files changed is ignored and rewritten, never trusted.
//
// cc.Config also has unexported state that NewConfig derives from the
// flags and the predefined macros: the keywords (-ansi, -fno-asm, -std=
// other than gnu..., a C23 compiler) and the -ffreestanding and
// -fno-builtin switches, and long double under cc.LongDouble64Flag. Such a
// configuration cannot be rebuilt from exported fields, so its probe is
// not cached and runs every time, as before.

// hostProbeVersion changes when what an entry holds or means changes.
const hostProbeVersion = 1

// hostProbes counts the probes run, for the tests.
var hostProbes atomic.Int64

// hostProbeEntry is one cached probe.
type hostProbeEntry struct {
	Version int
	Key     []string
	Stamps  []pathStamp
	CC      string
	// Predefined and the search lists are cc.Config's fields.
	Predefined                                                           string
	HostIncludePaths, HostSysIncludePaths, IncludePaths, SysIncludePaths []string
}

// pathStamp is what an entry remembers of a file or folder: a program's
// size and modification time, a folder's existence. Unlike a FileStamp
// (inputs.go) it keeps no digest of a program's bytes: reading and
// digesting gcc's cc1 (33 MB) takes some 50 ms, more than the probe it
// would save (30 ms), and a compiler installed afresh from the same
// package or archive keeps its files' times.
type pathStamp struct {
	Path  string
	Kind  string // "file", "dir" or "none"
	Size  int64  `json:",omitempty"`
	MTime int64  `json:",omitempty"` // Unix nanoseconds
}

func stampPath(path string) pathStamp {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return pathStamp{Path: path, Kind: "none"}
	case fi.IsDir():
		return pathStamp{Path: path, Kind: "dir"}
	}
	return pathStamp{Path: path, Kind: "file", Size: fi.Size(), MTime: fi.ModTime().UnixNano()}
}

// hostProbeEnv are the variables that change what gcc and clang predefine
// or search, and hostProbeEnvPrefixes begin those that compiler wrappers
// read (Open MPI's mpicc, MPICH, Intel MPI, ccache, Spack, Cray, NVHPC)
// to choose the compiler or its flags.
var (
	hostProbeEnv = []string{"PATH", "CPATH", "C_INCLUDE_PATH", "OBJC_INCLUDE_PATH",
		"COMPILER_PATH", "SDKROOT", "DEVELOPER_DIR", "CCC_OVERRIDE_OPTIONS", "MACOSX_DEPLOYMENT_TARGET"}
	hostProbeEnvPrefixes = []string{"GCC_", "CLANG_", "OMPI_", "MPICH_", "MPICC_", "I_MPI_", "CCACHE_", "SPACK_",
		"CRAY_", "PE_", "NVHPC", "NVCOMPILER"}
)

// hostProbeEnviron returns the variables of the key, sorted.
func hostProbeEnviron() []string {
	var out []string
	for _, v := range hostProbeEnv {
		out = append(out, v+"="+os.Getenv(v))
	}
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		for _, p := range hostProbeEnvPrefixes {
			if strings.HasPrefix(name, p) {
				out = append(out, kv)
				break
			}
		}
	}
	slices.Sort(out)
	return out
}

// hostProbeKey returns the key of the probe of compiler with flags and
// the compiler's program file; ok is false when it is not cached.
func hostProbeKey(compiler, flags []string) (key []string, program string, ok bool) {
	if len(compiler) == 0 || !rebuildable(append(append([]string(nil), compiler[1:]...), flags...)) {
		return nil, "", false
	}
	program, err := exec.LookPath(compiler[0])
	if err != nil {
		return nil, "", false
	}
	if program, err = filepath.Abs(program); err != nil {
		return nil, "", false
	}
	key = []string{runtime.GOOS + "/" + runtime.GOARCH, "cc " + ccVersion()}
	key = append(append(key, compiler...), "--")
	key = append(append(key, flags...), "--")
	return append(key, hostProbeEnviron()...), program, true
}

// rebuildable reports whether none of opts sets cc.Config's unexported
// state.
func rebuildable(opts []string) bool {
	ld := strings.TrimLeft(cc.LongDouble64Flag(runtime.GOOS, runtime.GOARCH), "-")
	for _, o := range opts {
		o = strings.TrimLeft(o, "-")
		switch {
		case o == "ansi", ld != "" && o == ld,
			strings.HasPrefix(o, "fno-asm"), strings.HasPrefix(o, "ffreestanding"), strings.HasPrefix(o, "fno-builtin"),
			strings.HasPrefix(o, "std") && !strings.HasPrefix(o, "std=gnu"):
			return false
		}
	}
	return true
}

// ccVersion is the version of modernc.org/cc/v4 built in.
func ccVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "modernc.org/cc/v4" {
				return m.Version
			}
		}
	}
	return "unknown"
}

// hostProbeFile is where the entry of key is kept; "" when there is no
// cache (cacheFolder).
func hostProbeFile(key []string) string {
	dir := cachedir.Folder("host")
	if dir == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(strings.Join(key, "\x00")))
	return filepath.Join(dir, hex.EncodeToString(sum[:16])+".json")
}

// loadHostProbe returns the cached configuration of compiler with flags.
func loadHostProbe(compiler, flags []string) (*cc.Config, bool) {
	key, _, ok := hostProbeKey(compiler, flags)
	if !ok {
		return nil, false
	}
	name := hostProbeFile(key)
	if name == "" {
		return nil, false
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, false
	}
	var e hostProbeEntry
	if json.Unmarshal(data, &e) != nil || e.Version != hostProbeVersion || !slices.Equal(e.Key, key) || len(e.Stamps) == 0 {
		return nil, false
	}
	for _, s := range e.Stamps {
		if stampPath(s.Path) != s {
			return nil, false
		}
	}
	cachedir.Used(name)
	abi, err := cc.NewABI(runtime.GOOS, runtime.GOARCH)
	if err != nil {
		return nil, false
	}
	return &cc.Config{ABI: abi, CC: e.CC, Predefined: e.Predefined,
		HostIncludePaths: e.HostIncludePaths, HostSysIncludePaths: e.HostSysIncludePaths,
		IncludePaths: e.IncludePaths, SysIncludePaths: e.SysIncludePaths}, true
}

// saveHostProbe keeps cfg, the configuration the probe of compiler with
// flags gave, when it can be rebuilt from the entry.
func saveHostProbe(compiler, flags []string, cfg *cc.Config, search searchProbe) {
	key, program, ok := hostProbeKey(compiler, flags)
	// cc.NewConfig falls back to cc and gcc when compiler fails: only the
	// compiler's own answer is kept.
	if !ok || cfg.CC != program || stdcVersion(cfg.Predefined) >= 202000 {
		return
	}
	name := hostProbeFile(key)
	if name == "" {
		return
	}
	e := hostProbeEntry{Version: hostProbeVersion, Key: key, CC: cfg.CC, Predefined: cfg.Predefined,
		HostIncludePaths: cfg.HostIncludePaths, HostSysIncludePaths: cfg.HostSysIncludePaths,
		IncludePaths: cfg.IncludePaths, SysIncludePaths: cfg.SysIncludePaths}
	for _, p := range append([]string{program}, search.programs...) {
		e.Stamps = append(e.Stamps, stampPath(p))
	}
	for _, d := range slices.Concat(cfg.HostIncludePaths, cfg.HostSysIncludePaths, search.missing) {
		e.Stamps = append(e.Stamps, stampPath(d))
	}
	data, err := json.MarshalIndent(e, "", "\t")
	if err != nil {
		return
	}
	cachedir.Put(name, data, hostProbesKept)
}

// hostProbesKept bounds the entries kept: one per compiler, flags and
// environment met, each about 16 KB (the predefined macros).
var hostProbesKept = cachedir.Bound{Entries: 64, Bytes: 8 << 20}

// stdcVersion is the value of __STDC_VERSION__ in predefined, 0 when it
// has none. A C23 compiler gets the C23 keywords in cc.NewConfig.
func stdcVersion(predefined string) int64 {
	const def = "#define __STDC_VERSION__ "
	for _, l := range strings.Split(predefined, "\n") {
		if v, ok := strings.CutPrefix(l, def); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), "L"), 10, 64)
			return n
		}
	}
	return 0
}
