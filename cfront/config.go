package cfront

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"modernc.org/cc/v4"

	"github.com/accls/accls/runtime/include"
)

// OpenACCVersion is the value of _OPENACC for OpenACC 3.3: the year and
// month of the release (§2.2, Conditional Compilation).
const OpenACCVersion = "202211"

// builtinHeaders is the runtime's own openacc.h, used when no other is on
// the include path.
var builtinHeaders = include.Headers

// builtinIncludeDir is where the analysis's own headers seem to live. It
// is searched last, so a real openacc.h on the include path wins.
const builtinIncludeDir = "/<accls>/include"

// hostConfigs are cc's configurations of the host C compiler (predefined
// macros, system include paths), by compiler command and flags. Finding
// one runs the compiler twice, so it is done once per process for each.
var hostConfigs = struct {
	sync.Mutex
	byKey map[string]*hostConfig
}{byKey: map[string]*hostConfig{}}

type hostConfig struct {
	cfg *cc.Config
	err error
}

// host returns the configuration of compiler (empty: HostCompiler) run
// with flags.
func host(compiler, flags []string) (*cc.Config, error) {
	if len(compiler) == 0 {
		compiler = HostCompiler()
	}
	key := strings.Join(append(append([]string(nil), compiler...), flags...), "\x00")
	hostConfigs.Lock()
	defer hostConfigs.Unlock()
	if h, ok := hostConfigs.byKey[key]; ok {
		return h.cfg, h.err
	}
	h := probeHost(compiler, flags)
	hostConfigs.byKey[key] = h
	return h.cfg, h.err
}

// probeHost returns the compiler's configuration from the cache of
// probes on disk (hostprobe_cache.go), else by asking the compiler.
func probeHost(compiler, flags []string) *hostConfig {
	if cfg, ok := loadHostProbe(compiler, flags); ok {
		return &hostConfig{cfg: cfg}
	}
	h, search := runHostProbe(compiler, flags)
	if h.err == nil {
		saveHostProbe(compiler, flags, h.cfg, search)
	}
	return h
}

// runHostProbe asks the compiler for its configuration. cc.NewConfig runs
// $CC (else cc, else gcc) with the options it is given, so the compiler's
// name goes through the environment while the lock is held and its own
// flags (CC="gcc -fopenmp") join the options.
func runHostProbe(compiler, flags []string) (*hostConfig, searchProbe) {
	hostProbes.Add(1)
	var search searchProbe
	opts := flags
	if len(compiler) > 0 {
		old, had := os.LookupEnv("CC")
		os.Setenv("CC", compiler[0])
		defer func() {
			if had {
				os.Setenv("CC", old)
			} else {
				os.Unsetenv("CC")
			}
		}()
		opts = append(append([]string(nil), compiler[1:]...), flags...)
	}
	h := &hostConfig{}
	h.cfg, h.err = cc.NewConfig(runtime.GOOS, runtime.GOARCH, opts...)
	if h.err == nil {
		search = withSearchPaths(h.cfg, compiler, flags)
	}
	if h.err != nil {
		// Without a host compiler there are no system headers; a
		// minimal configuration still reads self-contained files.
		abi, err := cc.NewABI(runtime.GOOS, runtime.GOARCH)
		if err != nil {
			return h, search
		}
		h.cfg = &cc.Config{ABI: abi, Predefined: fallbackPredefined}
	}
	return h, search
}

// fallbackPredefined stands in for the host compiler's predefined macros
// when there is none (LP64 hosts).
const fallbackPredefined = `#define __STDC__ 1
#define __STDC_VERSION__ 201710L
#define __STDC_HOSTED__ 1
#define __LP64__ 1
#define _LP64 1
#define __CHAR_BIT__ 8
#define __SIZE_TYPE__ unsigned long
#define __PTRDIFF_TYPE__ long
#define __WCHAR_TYPE__ int
#define __INTPTR_TYPE__ long
#define __UINTPTR_TYPE__ unsigned long
#define __INT64_TYPE__ long
#define __UINT64_TYPE__ unsigned long
#define __SIZEOF_POINTER__ 8
#define __SIZEOF_LONG__ 8
#define __SIZEOF_INT__ 4
`

// Options configure the front end like a C compiler's command line.
type Options struct {
	IncludePaths []string // -I
	Defines      []string // -D NAME or NAME=VALUE
	Undefines    []string // -U NAME
	Includes     []string // -include FILE, -imacros FILE
	// Compiler is the host C compiler's command (its name and its own
	// flags); empty: HostCompiler ($ACCLS_CC, $CC, cc). HostFlags are the flags that change its
	// predefined macros or search paths (-std=c99, -fopenmp, -O2,
	// -march=native; ArgsOptions keeps them). The front end asks that
	// compiler, with those flags, for both: what cc sees, accls sees.
	Compiler  []string
	HostFlags []string
	// CompileCommands names a compile_commands.json or the folder that
	// holds one; empty: the nearest database above the file with an entry
	// for it (CompileCommandsFor).
	CompileCommands string
	// NoCompileCommands reads no compilation database.
	NoCompileCommands bool
	// NoHeaderCache reads the file's headers every time instead of from
	// the header prelude cache (prelude_cache.go; also NoHeaderCacheEnv).
	NoHeaderCache bool
}

// config builds cc's configuration for one file; hostOK is false when
// the host compiler could not be asked and a fallback stands in.
func config(opts Options) (_ *cc.Config, predefined string, notes []string, hostOK bool) {
	base, err := host(opts.Compiler, opts.HostFlags)
	if err != nil {
		notes = append(notes, fmt.Sprintf("no host C compiler found (%v); system headers are not searched", firstLine(err.Error())))
	}
	if base == nil {
		return nil, "", append(notes, "the C front end cannot run on this platform"), false
	}
	cfg := *base
	cfg.FS = headerFS{}
	// Macro expansion can grow exponentially; a file from the editor must
	// not take the process with it.
	cfg.ExpansionLimit = 1 << 27
	// The runtime's openacc.h comes before every other: programs built by
	// accls link that runtime, and GCC's own openacc.h (in its include
	// folder) numbers acc_device_t differently. check, lsp and compile must
	// see the same values.
	inc := []string{"", builtinIncludeDir}
	inc = append(inc, opts.IncludePaths...)
	inc = append(inc, base.HostIncludePaths...)
	cfg.IncludePaths = append(inc, base.HostSysIncludePaths...)
	sys := []string{builtinIncludeDir}
	sys = append(sys, opts.IncludePaths...)
	cfg.SysIncludePaths = append(sys, base.SysIncludePaths...)

	var pre strings.Builder
	pre.WriteString(cfg.Predefined)
	pre.WriteString("\n#define _OPENACC " + OpenACCVersion + "\n")
	for _, d := range opts.Defines {
		name, value, ok := strings.Cut(d, "=")
		if !ok {
			value = "1"
		}
		fmt.Fprintf(&pre, "#define %s %s\n", name, value)
	}
	for _, u := range opts.Undefines {
		fmt.Fprintf(&pre, "#undef %s\n", u)
	}
	// -include reads the file before the first line, as cc does.
	for _, inc := range opts.Includes {
		fmt.Fprintf(&pre, "#include %q\n", inc)
	}
	return &cfg, pre.String(), notes, err == nil
}

// headerFS serves the analysis's own headers; every other name falls
// through to the host file system (cc opens it with os.Open).
type headerFS struct{}

func (headerFS) Open(name string) (fs.File, error) {
	name = filepath.ToSlash(name)
	if rest, ok := strings.CutPrefix(name, builtinIncludeDir+"/"); ok {
		return builtinHeaders.Open(rest)
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
