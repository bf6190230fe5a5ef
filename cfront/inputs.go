package cfront

import (
	"crypto/sha256"
	"encoding/hex"
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
// found or not, and digests the bytes cc reads (inputs_read.go: an
// fstat and a sha256 of each header read, about 0.5 ms for the 260 KB
// of headers of a 10,000-line file read whole). The files are stamped
// when Inputs is first asked for, from those readings.

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
	// Racy is set when the file was modified within recentWrite of the
	// time it was stamped: a write after the stamp may then leave its
	// size and time as they were (times are that coarse), so its bytes
	// are compared every time, as git does for its index's "racy" files.
	Racy bool
}

// stampOf stamps the file name at now, its bytes included; a folder is
// no file.
func stampOf(name string, now time.Time) FileStamp {
	s := statOf(name)
	if s.Exists {
		s.Sum = digestOf(name)
		s.markRacy(now)
	}
	return s
}

// markRacy marks s racy when its time is within recentWrite of now (or
// after it).
func (s *FileStamp) markRacy(now time.Time) {
	s.Racy = s.MTime >= now.Add(-recentWrite).UnixNano()
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
// file anew with its old bytes (issue 16): only then, or when the stamp
// is racy, is the file read and digested.
func (s FileStamp) Unchanged() bool {
	now := statOf(s.Name)
	switch {
	case now.Exists != s.Exists || now.Size != s.Size:
		return false
	case !s.Exists || now.MTime == s.MTime && !s.Racy:
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
	// cc read that is no longer as it read it, or read only in part, or
	// read twice with different bytes): such a result must not be cached.
	Known bool
}

// recentWrite is how close to the time of its stamp a file's
// modification time may be for a later write to be sure to change it:
// file systems keep times as coarse as 2 s (FAT), and Linux's are taken
// from a clock one tick behind. A stamp closer is racy (FileStamp.Racy).
const recentWrite = 2 * time.Second

// inputRecord is what Parse records of a translation's inputs.
type inputRecord struct {
	name       string
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
func recordInputs(name string, cfg *cc.Config, predefined string, opts Options, hostOK bool, compdbs []string) *inputRecord {
	r := &inputRecord{name: name, cfg: cfg, predefined: predefined, opts: opts, hostOK: hostOK,
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

// stamp stamps the files looked for, as cc read them, with those pre
// was built from. pre's stamps are reused, not taken again: the prelude
// was checked against them (AllUnchanged) before this translation read
// it, so they describe the bytes its text came from, where a new stamp
// could describe a header saved since.
func (r *inputRecord) stamp(pre *prelude) Inputs {
	config, ok := configDigest(r.name, r.cfg, r.predefined, r.opts)
	now := time.Now()
	read, known := r.fs.stamps(now)
	in := Inputs{Config: config, Known: ok && r.hostOK && known}
	byName := map[string]FileStamp{}
	add := func(s FileStamp) {
		if strings.HasPrefix(filepath.ToSlash(s.Name), builtinIncludeDir+"/") {
			return // accls's own headers are part of its build
		}
		s.Name = absolute(s.Name)
		old, seen := byName[s.Name]
		switch {
		case !seen:
			byName[s.Name] = s
		case old.Exists != s.Exists || old.Sum != "" && s.Sum != "" && old.Sum != s.Sum:
			in.Known = false // the prelude and cc saw the file differ
		case old.Sum == "" && s.Sum != "":
			byName[s.Name] = s
		}
	}
	for _, s := range read {
		add(s)
	}
	if pre != nil {
		for _, d := range pre.deps {
			add(d)
		}
	}
	for _, n := range r.compdbs {
		if _, seen := byName[absolute(n)]; !seen {
			add(stampOf(n, now))
		}
	}
	delete(byName, absolute(r.name))
	for _, s := range byName {
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
