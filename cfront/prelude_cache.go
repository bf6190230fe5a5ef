package cfront

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"modernc.org/cc/v4"
)

// The in-process cache of header preludes (prelude.go). An entry is keyed
// by the compiler configuration (include paths, predefined macros), the
// folder of the file (quoted includes are looked up there) and the
// prefix's text; it holds the stamp (FileStamp: size, modification time
// and bytes, or absence) of every file cc looked for while reading the
// prefix, and is rebuilt when one of them changed. Editing the file below
// its prefix, or touching a header, reuses it; editing the prefix, or a
// header, does not.

// preludeCacheSize bounds the entries kept: a language server sees a few
// sets of headers, a check of many files a few more.
const preludeCacheSize = 16

// NoHeaderCacheEnv, set to anything but "" or "0", turns the cache off
// (as Options.NoHeaderCache does), to compare against a full reading.
const NoHeaderCacheEnv = "ACCLS_NO_HEADER_CACHE"

type preludeKey struct {
	config, dir, prefix string
}

type preludeEntry struct {
	done  chan struct{} // closed once p, err and deps are set
	p     *prelude
	err   error
	deps  []FileStamp
	used  uint64
	valid bool // false once a dependency changed
}

// preludeAfter is how many times a prefix is met before its prelude is
// built; the readings before are whole.
var preludeAfter = 2

var preludes = struct {
	sync.Mutex
	entries map[preludeKey]*preludeEntry
	// sightings count the prefixes met that have no entry yet.
	sightings map[preludeKey]int
	base      map[string]*baseEntry
	clock     uint64
	// builds counts the preludes built, loads those read from disk,
	// for the tests.
	builds, loads int
}{entries: map[preludeKey]*preludeEntry{}, sightings: map[preludeKey]int{}, base: map[string]*baseEntry{}}

type baseEntry struct {
	once   sync.Once
	macros map[string]*cc.Macro
	err    error
}

func headerCacheOff(opts Options) bool {
	if opts.NoHeaderCache {
		return true
	}
	v := os.Getenv(NoHeaderCacheEnv)
	return v != "" && v != "0"
}

// configKey names cc's configuration for the cache.
func configKey(cfg *cc.Config, predefined string) string {
	return strings.Join(cfg.IncludePaths, "\x00") + "\x01" + strings.Join(cfg.SysIncludePaths, "\x00") + "\x01" + predefined
}

// preludeFor returns the prelude of a file's directive prefix (its
// directive lines, directiveText), building it on first use, or nil when
// it cannot be cached.
func preludeFor(cfg *cc.Config, predefined string, name string, prefix []byte) *prelude {
	// Files given with -include are read in the predefined source, and
	// their declarations would be in the prelude too.
	if strings.Contains(predefined, "#include") {
		return nil
	}
	cfgKey := configKey(cfg, predefined)
	key := preludeKey{config: cfgKey, dir: filepath.Dir(name), prefix: string(prefix)}
	preludes.Lock()
	e := preludes.entries[key]
	if e != nil {
		select {
		case <-e.done:
			if !e.valid || !AllUnchanged(e.deps) {
				e.valid = false
				e = nil
			}
		default:
		}
	}
	if e != nil {
		preludes.clock++
		e.used = preludes.clock
		preludes.Unlock()
		<-e.done
		if e.p != nil && e.p.broken.Load() {
			return nil
		}
		return e.p
	}
	file := preludeFile(key)
	onDisk := file != "" && exists(file)
	if preludes.sightings[key]++; !onDisk && preludes.sightings[key] < preludeAfter && !(file != "" && exists(seenFile(file))) {
		// Building costs about two readings of the headers: worth it
		// for a prefix that comes again, not for one seen once.
		if len(preludes.sightings) > 4*preludeCacheSize {
			preludes.sightings = map[preludeKey]int{key: 1}
		}
		preludes.Unlock()
		if file != "" {
			noteSeen(file)
		}
		return nil
	}
	delete(preludes.sightings, key)
	e = &preludeEntry{done: make(chan struct{}), valid: true}
	preludes.clock++
	e.used = preludes.clock
	preludes.entries[key] = e
	evictPreludes()
	preludes.Unlock()

	defer close(e.done)
	if onDisk {
		if p, deps, ok := loadPrelude(file, key); ok {
			e.p, e.deps = p, deps
			if p == nil {
				e.err = errUnfaithful
			} else {
				p.deps, p.disk = deps, &preludeDisk{file, key}
				preludes.Lock()
				preludes.loads++
				preludes.Unlock()
			}
			return p
		}
	}
	preludes.Lock()
	preludes.builds++
	preludes.Unlock()
	e.p, e.deps, e.err = buildPreludeEntry(cfg, predefined, cfgKey, name, key)
	// An entry without the files it was built from cannot be checked
	// against them: the next translation builds again.
	e.valid = e.deps != nil
	if file != "" && e.deps != nil {
		// A prefix whose prelude cannot be built is kept as such too,
		// so that the next process does not try again.
		savePrelude(file, key, e.p, e.deps)
		if e.p != nil {
			e.p.disk = &preludeDisk{file, key}
		}
	}
	return e.p
}

// buildPreludeEntry builds key's prelude and returns it with the files it
// was built from.
func buildPreludeEntry(cfg *cc.Config, predefined, cfgKey, name string, key preludeKey) (*prelude, []FileStamp, error) {
	base, err := baseMacros(cfg, predefined, cfgKey)
	if err != nil {
		return nil, nil, err
	}
	c := *cfg
	rec := &recordingFS{inner: cfg.FS}
	c.FS = rec
	// A copy: cc's scanner may append to the slice it is given.
	p, err := buildPrelude(&c, predefined, name, []byte(key.prefix), base)
	deps, known := rec.stamps(time.Now())
	if !known {
		// A header changed while it was read: what the prelude holds
		// cannot be told, and the entry is not reused (preludeFor).
		return nil, nil, errInputsChanged
	}
	if err == nil && unsafeHeaders(deps) {
		err = errUnfaithful
	}
	if err != nil {
		return nil, deps, err
	}
	p.deps = deps
	return p, deps, nil
}

// unsafeHeaders reports whether a header read names what a prelude cannot
// carry: a running counter whose next value the file would see, a macro
// stack the file could pop, or the name of the file being read (which
// the prelude would keep from the first file that built it).
func unsafeHeaders(deps []FileStamp) bool {
	for _, d := range deps {
		if !d.Exists {
			continue
		}
		text, err := os.ReadFile(d.Name)
		if err != nil {
			return true
		}
		for _, w := range []string{"__COUNTER__", "push_macro", "__BASE_FILE__"} {
			if bytes.Contains(text, []byte(w)) {
				return true
			}
		}
	}
	return false
}

// evictPreludes drops the least recently used entries over the bound.
func evictPreludes() {
	for len(preludes.entries) > preludeCacheSize {
		var oldest preludeKey
		var at uint64
		first := true
		for k, e := range preludes.entries {
			if first || e.used < at {
				oldest, at, first = k, e.used, false
			}
		}
		delete(preludes.entries, oldest)
	}
}

// baseMacros returns the macros of the predefined and builtin sources,
// which every translation defines before the prelude.
func baseMacros(cfg *cc.Config, predefined, cfgKey string) (map[string]*cc.Macro, error) {
	preludes.Lock()
	b := preludes.base[cfgKey]
	if b == nil {
		b = &baseEntry{}
		preludes.base[cfgKey] = b
	}
	preludes.Unlock()
	b.once.Do(func() {
		c := *cfg
		var ast *cc.AST
		ast, b.err = cc.Parse(&c, sources(predefined, "<empty>", []byte{}, ""))
		if b.err == nil {
			b.macros = ast.Macros
		}
	})
	return b.macros, b.err
}

// HeaderCacheStats are counts of the header prelude cache's work in this
// process: preludes built, and translations read after one.
type HeaderCacheStats struct {
	Built, Used int64
}

var preludeUses atomic.Int64

// HeaderCache returns the cache's counts so far.
func HeaderCache() HeaderCacheStats {
	preludes.Lock()
	defer preludes.Unlock()
	return HeaderCacheStats{Built: int64(preludes.builds), Used: preludeUses.Load()}
}

// resetPreludeCache empties the cache (tests).
func resetPreludeCache() {
	preludes.Lock()
	defer preludes.Unlock()
	preludes.entries = map[preludeKey]*preludeEntry{}
	preludes.sightings = map[preludeKey]int{}
	preludes.builds, preludes.loads = 0, 0
}
