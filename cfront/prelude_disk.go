package cfront

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"

	"github.com/accls/accls/internal/cachedir"
)

// Header preludes on disk. A prelude (prelude.go) saves most of cc's
// reading of the system headers, but in memory it serves only the process
// that built it: every `accls check` read stdio.h, stdlib.h and math.h
// afresh (about 70 of the 500 ms of a 10,000-line file, issue 16). So a
// prelude built is also written under the cache folder (cacheFolder), and
// a process that meets the same prefix reads it back instead of building
// it. An entry is used only when it was written by this very build of
// accls (acclsBuild: its executable's Go build ID, and cc's version)
// for the same configuration, folder and prefix, and every file cc looked
// for while building it is as it was (the in-memory cache's own check);
// it is checked as used like any prelude (prelude_verify.go), and one
// found unfaithful is written back as such, so that later processes read
// the file whole without building it again. A prefix is first only noted
// on disk: the process that meets it a second time builds, as the
// in-memory cache does (preludeAfter).

// preludeDiskVersion changes when an entry's layout or meaning changes
// (2: a dependency's stamp may be racy, FileStamp.Racy, and then holds
// the bytes cc read; records of version 1 say nothing of it).
const preludeDiskVersion = 2

// preludesKept bounds the entries on disk, seenKept the notes of prefixes
// met once (in a folder of their own: a test suite that checks hundreds
// of files in fresh folders must not push out the entries). The
// preludes of the test suite's files are 25 KB to 1.4 MB on disk (median
// 0.9 MB): 128 MiB holds 64 of the largest, and bounds a folder of
// preludes of unusually many headers. The notes are empty.
var (
	preludesKept = cachedir.Bound{Entries: 64, Bytes: 128 << 20}
	seenKept     = cachedir.Bound{Entries: 256, Bytes: 1 << 20}
)

// preludeDisk is where a prelude is kept on disk: its file and its key.
type preludeDisk struct {
	file string
	key  preludeKey
}

// markBroken writes that p, found unfaithful as used, is not to be used.
func (p *prelude) markBroken() {
	if p.disk != nil && p.broken.Load() {
		savePrelude(p.disk.file, p.disk.key, nil, p.deps)
	}
}

// preludeRecord is a prelude as written on disk.
type preludeRecord struct {
	Version             int
	Build               string
	Config, Dir, Prefix string
	Deps                []FileStamp
	Broken              bool
	Head                string
	Decls               []declRecord
	Macros              []macroRecord
	DeclsOf             map[string][]int
	Seeds               []string
	Always, Keep        []int
	Routines            []routineRecord
	Declares            []declareRecord
	Once                []string
	DeclSum, MacroSum   []uint64
}

type declRecord struct {
	Text string
	Uses []string
}

type macroRecord struct {
	Name                 string
	File                 string
	Offset, Line, Column int
	Text                 string
	Uses                 []string
	Paste                bool
}

type routineRecord struct {
	Level, File, Name string
	Line              int
}

type declareRecord struct {
	Clause, Name, File string
	Whole              bool
	Line               int
}

// preludeFile is where key's prelude is kept on disk; "" when none is.
func preludeFile(key preludeKey) string {
	dir := cachedir.Folder("headers")
	if dir == "" || acclsBuild() == "" {
		return ""
	}
	h := sha256.New()
	// The build is in the name too: two builds of accls used in turn
	// keep an entry each instead of overwriting each other's.
	fmt.Fprintf(h, "%d\x00%s\x00%s\x00%s\x00%s", preludeDiskVersion, acclsBuild(), key.config, key.dir, key.prefix)
	return filepath.Join(dir, hex.EncodeToString(h.Sum(nil)[:16])+".gob")
}

// seenFile notes that a prefix was met once.
func seenFile(file string) string {
	return filepath.Join(filepath.Dir(file), "seen", filepath.Base(file))
}

func exists(name string) bool {
	_, err := os.Stat(name)
	return err == nil
}

// noteSeen writes the note that file's prefix was met.
func noteSeen(file string) {
	cachedir.Put(seenFile(file), nil, seenKept)
}

// loadPrelude reads key's prelude from file. ok is false when there is no
// usable entry; p is nil with ok when the entry says the prelude is
// unfaithful.
func loadPrelude(file string, key preludeKey) (p *prelude, deps []FileStamp, ok bool) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, nil, false
	}
	var r preludeRecord
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&r) != nil || r.Version != preludeDiskVersion ||
		r.Build != acclsBuild() || r.Config != key.config || r.Dir != key.dir || r.Prefix != key.prefix {
		return nil, nil, false
	}
	deps = r.Deps
	if len(deps) == 0 || !AllUnchanged(deps) {
		return nil, nil, false
	}
	cachedir.Used(file)
	if r.Broken {
		return nil, deps, true
	}
	p, ok = r.prelude()
	return p, deps, ok
}

// prelude rebuilds the prelude the record holds; false when it is not
// whole.
func (r *preludeRecord) prelude() (*prelude, bool) {
	if len(r.DeclSum) != len(r.Decls) || len(r.MacroSum) != len(r.Macros) {
		return nil, false
	}
	p := &prelude{head: r.Head, declsOf: r.DeclsOf, macroOf: map[string]int{}, seeds: r.Seeds, always: r.Always,
		keep: r.Keep, origins: map[string]macroOrigin{}, once: r.Once,
		declSum: r.DeclSum, macroSum: r.MacroSum}
	if p.declsOf == nil {
		p.declsOf = map[string][]int{}
	}
	for _, d := range r.Decls {
		p.decls = append(p.decls, preludeDecl{text: d.Text, uses: d.Uses})
	}
	for i, m := range r.Macros {
		pm := preludeMacro{name: m.Name, text: m.Text, uses: m.Uses, paste: m.Paste}
		pm.place.Filename, pm.place.Offset, pm.place.Line, pm.place.Column = m.File, m.Offset, m.Line, m.Column
		p.macros = append(p.macros, pm)
		p.macroOf[m.Name] = i
		p.origins[m.Name] = macroOrigin{m.File, m.Line, m.Column, m.Offset}
	}
	for _, rt := range r.Routines {
		p.routines = append(p.routines, HeaderRoutine{Level: rt.Level, File: rt.File, Line: rt.Line, name: rt.Name})
	}
	for _, d := range r.Declares {
		p.declares = append(p.declares, HeaderDeclare{Clause: d.Clause, Name: d.Name, Whole: d.Whole, File: d.File, Line: d.Line})
	}
	p.declOK = make([]atomic.Bool, len(p.decls))
	p.macroOK = make([]atomic.Bool, len(p.macros))
	return p, true
}

// savePrelude writes key's prelude p, built from the files deps, to file;
// with p nil, it writes that the prefix's prelude is unfaithful.
func savePrelude(file string, key preludeKey, p *prelude, deps []FileStamp) {
	r := preludeRecord{Version: preludeDiskVersion, Build: acclsBuild(), Config: key.config, Dir: key.dir, Prefix: key.prefix, Broken: p == nil, Deps: deps}
	if p != nil && !p.record(&r) {
		return
	}
	var b bytes.Buffer
	if gob.NewEncoder(&b).Encode(&r) != nil {
		return
	}
	cachedir.Put(file, b.Bytes(), preludesKept)
	os.Remove(seenFile(file))
}

// record fills r with p; false when p holds what a record cannot carry
// (a directive resolved to a symbol of one translation).
func (p *prelude) record(r *preludeRecord) bool {
	r.Head, r.DeclsOf, r.Seeds, r.Always, r.Keep, r.Once = p.head, p.declsOf, p.seeds, p.always, p.keep, p.once
	r.DeclSum, r.MacroSum = p.declSum, p.macroSum
	for _, d := range p.decls {
		r.Decls = append(r.Decls, declRecord{Text: d.text, Uses: d.uses})
	}
	for _, m := range p.macros {
		r.Macros = append(r.Macros, macroRecord{Name: m.name, File: m.place.Filename, Offset: m.place.Offset,
			Line: m.place.Line, Column: m.place.Column, Text: m.text, Uses: m.uses, Paste: m.paste})
		if o := p.origins[m.name]; o != (macroOrigin{m.place.Filename, m.place.Line, m.place.Column, m.place.Offset}) {
			return false
		}
	}
	for _, rt := range p.routines {
		if rt.Sym != nil {
			return false
		}
		r.Routines = append(r.Routines, routineRecord{Level: rt.Level, File: rt.File, Name: rt.name, Line: rt.Line})
	}
	for _, d := range p.declares {
		if d.Sym != nil {
			return false
		}
		r.Declares = append(r.Declares, declareRecord{Clause: d.Clause, Name: d.Name, File: d.File, Whole: d.Whole, Line: d.Line})
	}
	return len(p.origins) == len(p.macros)
}
