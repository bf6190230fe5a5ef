package cfront

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"modernc.org/cc/v4"
)

// What a translation depends on besides its main file's text (issue 16).
// A cache of check results kept across processes may reuse a file's
// result while ConfigOf gives the Config it was stored with and every
// one of its Files is Unchanged. Parse records them as cc reads: every
// file cc looks for goes through cc.Config.FS first (modernc.org/cc/v4
// v4.31.0: cpp.include, includeNext, hasFile and the scanner open names
// there before os.Open), so a recorder there sees each candidate of
// every #include, #include_next, __has_include, -include and -imacros,
// found or not. The files are stamped when Inputs is first asked for,
// not during Parse: a language server that never asks pays nothing.

// FileStamp is a file the translation looked for: whether it existed,
// its size, modification time (Unix nanoseconds, 0 when absent) and a
// digest of its bytes.
type FileStamp struct {
	Name   string
	Exists bool
	Size   int64
	MTime  int64
	// Sum is the sha256 of the file's bytes, hex; "" for a file absent,
	// and in records written before it was kept (compared by time).
	Sum string
}

// stampOf stamps the file name now, its bytes included; a folder is no
// file.
func stampOf(name string) FileStamp {
	s := statOf(name)
	if s.Exists {
		s.Sum = digestOf(name)
	}
	return s
}

// statOf stamps the file name without its bytes: one stat.
func statOf(name string) FileStamp {
	fi, err := os.Stat(name)
	if err != nil || fi.IsDir() {
		return FileStamp{Name: name}
	}
	return FileStamp{Name: name, Exists: true, Size: fi.Size(), MTime: fi.ModTime().UnixNano()}
}

// digestOf is the sha256 (hex) of the file name's bytes; "" when it
// cannot be read.
func digestOf(name string) string {
	data, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// Unchanged reports whether the file is still as stamped: it exists, or
// not, alike, with the same size, and either the same modification time
// (one stat) or the same bytes. A fresh clone or checkout writes every
// file anew with its old bytes (issue 16): only then is the file read
// and digested.
func (s FileStamp) Unchanged() bool {
	now := statOf(s.Name)
	switch {
	case now.Exists != s.Exists || now.Size != s.Size:
		return false
	case !s.Exists || now.MTime == s.MTime:
		return true
	}
	return s.Sum != "" && digestOf(s.Name) == s.Sum
}

// AllUnchanged reports whether every stamped file is as it was: a stat
// each, and a read of each file whose time changed. (The prelude cache
// calls it with its lock held, for a few dozen files.)
func AllUnchanged(stamps []FileStamp) bool {
	for _, s := range stamps {
		if !s.Unchanged() {
			return false
		}
	}
	return true
}

// Inputs are what a translation depends on besides its main file's text.
type Inputs struct {
	// Config digests (sha256, hex) what is not a file: the build of
	// accls (and of cc in it), the file's name as given, the host
	// compiler and its configuration (predefined macros, search paths),
	// and the options after the compilation database's entry for the
	// file (include paths, defines, undefines, -include files, host
	// flags).
	Config string
	// Files are every file the translation looked for, found or not,
	// with absolute names: headers, the files of the header prelude it
	// was read after, and the compilation databases looked for. Not the
	// main file itself. Sorted by name, no duplicates.
	Files []FileStamp
	// Known is false when the translation could not tell them (no host
	// compiler configuration, cc panicked, no build id of accls, a file
	// written too recently to be sure which version was read): such a
	// result must not be cached.
	Known bool
}

// recentWrite is how close to the start of a translation a file's
// modification time may be for the translation to be sure it read the
// version stamped: file systems keep times as coarse as 2 s (FAT), and
// Linux's are taken from a clock one tick behind.
const recentWrite = 2 * time.Second

// inputRecord is what Parse records of a translation's inputs.
type inputRecord struct {
	name       string
	start      time.Time
	cfg        *cc.Config
	predefined string
	opts       Options // after the compilation database's entry
	hostOK     bool
	fs         *recordingFS
	compdbs    []string

	once   sync.Once
	inputs Inputs
}

// recordInputs starts recording the inputs of name's translation with
// cfg, which then opens files through the recorder.
func recordInputs(name string, start time.Time, cfg *cc.Config, predefined string, opts Options, hostOK bool, compdbs []string) *inputRecord {
	r := &inputRecord{name: name, start: start, cfg: cfg, predefined: predefined, opts: opts, hostOK: hostOK,
		fs: &recordingFS{inner: cfg.FS}, compdbs: compdbs}
	cfg.FS = r.fs
	return r
}

// Inputs returns what u's translation depended on besides its file's
// text, over every translation Parse ran of it.
func (u *Unit) Inputs() Inputs {
	r := u.inputs
	if r == nil {
		return Inputs{}
	}
	r.once.Do(func() { r.inputs = r.stamp(u.prelude) })
	in := r.inputs
	in.Files = slices.Clone(in.Files)
	return in
}

// stamp stamps the files looked for, with those pre was built from.
func (r *inputRecord) stamp(pre *prelude) Inputs {
	config, ok := configDigest(r.name, r.cfg, r.predefined, r.opts)
	in := Inputs{Config: config, Known: ok && r.hostOK}
	names := append(r.fs.names(), r.compdbs...)
	if pre != nil {
		for _, d := range pre.deps {
			names = append(names, d.Name)
		}
	}
	main := absolute(r.name)
	seen := map[string]bool{main: true}
	for _, n := range names {
		if strings.HasPrefix(filepath.ToSlash(n), builtinIncludeDir+"/") {
			continue // accls's own headers are part of its build
		}
		n = absolute(n)
		if seen[n] {
			continue
		}
		seen[n] = true
		s := stampOf(n)
		if s.Exists && s.MTime >= r.start.Add(-recentWrite).UnixNano() {
			in.Known = false
		}
		in.Files = append(in.Files, s)
	}
	sort.Slice(in.Files, func(i, j int) bool { return in.Files[i].Name < in.Files[j].Name })
	return in
}

// absolute is name made absolute, or name when it cannot be.
func absolute(name string) string {
	if a, err := filepath.Abs(name); err == nil {
		return a
	}
	return name
}

// ConfigOf returns the Config that Parse would record for the file name
// with opts, without translating: the compilation database lookup and the
// host compiler's configuration (both cached) and the digest. ok is false
// when it cannot be told.
func ConfigOf(name string, opts Options) (string, bool) {
	opts, _ = withCompileCommands(name, opts)
	cfg, predefined, _, hostOK := config(opts)
	if cfg == nil || !hostOK {
		return "", false
	}
	return configDigest(name, cfg, predefined, opts)
}

// configDigest digests what a translation of name with cfg depends on
// that is not a file.
func configDigest(name string, cfg *cc.Config, predefined string, opts Options) (string, bool) {
	build := acclsBuild()
	if build == "" || cfg == nil {
		return "", false
	}
	h := sha256.New()
	field := func(parts ...string) {
		for _, p := range parts {
			h.Write([]byte(p))
			h.Write([]byte{0})
		}
		h.Write([]byte{1})
	}
	compiler := opts.Compiler
	if len(compiler) == 0 {
		compiler = HostCompiler()
	}
	// __FILE__ and the folder of quoted includes come from the name as
	// given; the compiler and its flags also set cc's own keywords.
	field(build)
	field(name)
	field(configKey(cfg, predefined))
	field(cfg.CC)
	field(compiler...)
	field(opts.HostFlags...)
	if relativeSearch(name, cfg, opts) {
		wd, err := os.Getwd()
		if err != nil {
			return "", false
		}
		field(wd)
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// relativeSearch reports whether a file the translation looks for is
// named relative to the working folder: the file itself, a search path,
// or an -include file (cc looks for those from the working folder).
func relativeSearch(name string, cfg *cc.Config, opts Options) bool {
	if !filepath.IsAbs(name) {
		return true
	}
	for _, p := range slices.Concat(cfg.IncludePaths, cfg.SysIncludePaths, opts.Includes) {
		if p != "" && p != "@" && !filepath.IsAbs(p) {
			return true
		}
	}
	return false
}

// recordingFS remembers every file cc looks for, found or not.
type recordingFS struct {
	inner fs.FS
	mu    sync.Mutex
	seen  map[string]bool
}

func (r *recordingFS) Open(name string) (fs.File, error) {
	r.mu.Lock()
	if r.seen == nil {
		r.seen = map[string]bool{}
	}
	r.seen[name] = true
	r.mu.Unlock()
	if r.inner == nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return r.inner.Open(name)
}

// names returns the names looked for, sorted, as the host names them.
func (r *recordingFS) names() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, 0, len(r.seen))
	for n := range r.seen {
		out = append(out, filepath.FromSlash(n))
	}
	sort.Strings(out)
	return out
}

// stamps stamps the files looked for.
func (r *recordingFS) stamps() []FileStamp {
	names := r.names()
	out := make([]FileStamp, 0, len(names))
	for _, n := range names {
		out = append(out, stampOf(n))
	}
	return out
}
