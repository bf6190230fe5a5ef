package cfront

import (
	"bytes"
	"encoding/gob"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// diskRun parses f as a new process would: with an empty in-memory
// cache, and the disk cache at the folder the test set.
func diskRun(t *testing.T, f *source.File) (u *Unit, built, loaded int) {
	t.Helper()
	resetPreludeCache()
	u = Parse(f, Options{NoCompileCommands: true})
	preludes.Lock()
	defer preludes.Unlock()
	return u, preludes.builds, preludes.loads
}

// diskSetup writes the prelude tests' header and file in a fresh folder
// and points the disk cache at another.
func diskSetup(t *testing.T) (f *source.File, whole *Unit, cache string) {
	t.Helper()
	cache = t.TempDir()
	t.Setenv("ACCLS_CACHE_DIR", cache)
	t.Cleanup(resetPreludeCache)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader})
	f = source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	whole = Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true})
	return f, whole, cache
}

func entriesOn(t *testing.T, cache, pattern string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(cache, "headers", pattern))
	return m
}

// TestPreludeOnDisk: the first process notes the prefix, the second
// builds and writes its prelude, the third reads it back; a prelude read
// back is the one built, and the file read after it is the file read
// whole.
func TestPreludeOnDisk(t *testing.T) {
	f, whole, cache := diskSetup(t)
	u, built, loaded := diskRun(t, f)
	if u.prelude != nil || built != 0 || loaded != 0 || len(entriesOn(t, cache, "seen/*")) != 1 {
		t.Fatalf("first process: prelude %v, built %d, loaded %d", u.prelude != nil, built, loaded)
	}
	u, built, _ = diskRun(t, f)
	if u.prelude == nil || built != 1 || len(entriesOn(t, cache, "*.gob")) != 1 || len(entriesOn(t, cache, "seen/*")) != 0 {
		t.Fatalf("second process: prelude %v, built %d, entries %v", u.prelude != nil, built, entriesOn(t, cache, "*"))
	}
	first := u.prelude
	u, built, loaded = diskRun(t, f)
	if u.prelude == nil || built != 0 || loaded != 1 {
		t.Fatalf("third process: prelude %v, built %d, loaded %d", u.prelude != nil, built, loaded)
	}
	var a, b preludeRecord
	if !first.record(&a) || !u.prelude.record(&b) || !reflect.DeepEqual(a, b) {
		t.Errorf("the prelude read back differs from the one built")
	}
	if d := unitDiff(whole, u); d != "" {
		t.Error(d)
	}
}

// TestPreludeOnDiskDistrusted: an entry that is corrupt, of another build
// or prefix, or whose headers changed is not used; the prelude is built
// again, and the file read after it is what its headers now give.
func TestPreludeOnDiskDistrusted(t *testing.T) {
	f, _, cache := diskSetup(t)
	diskRun(t, f)
	diskRun(t, f)
	name := entriesOn(t, cache, "*.gob")[0]
	good, _ := os.ReadFile(name)
	edit := func(change func(*preludeRecord)) []byte {
		var r preludeRecord
		if err := gob.NewDecoder(bytes.NewReader(good)).Decode(&r); err != nil {
			t.Fatal(err)
		}
		change(&r)
		var b bytes.Buffer
		if err := gob.NewEncoder(&b).Encode(&r); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	bad := map[string][]byte{
		"garbage":   []byte("not a prelude"),
		"truncated": good[:len(good)/2],
		"version":   edit(func(r *preludeRecord) { r.Version++ }),
		"build":     edit(func(r *preludeRecord) { r.Build += " older" }),
		"prefix":    edit(func(r *preludeRecord) { r.Prefix += "\n" }),
		"sums":      edit(func(r *preludeRecord) { r.DeclSum = r.DeclSum[1:] }),
		"header":    edit(func(r *preludeRecord) { r.Deps[0].Size++ }),
	}
	for what, data := range bad {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if u, built, loaded := diskRun(t, f); built != 1 || loaded != 0 || u.prelude == nil {
			t.Errorf("%s: built %d, loaded %d", what, built, loaded)
		}
		if _, built, loaded := diskRun(t, f); built != 0 || loaded != 1 {
			t.Errorf("%s: not written again: built %d, loaded %d", what, built, loaded)
		}
	}
	// A header changed on disk: the file sees its new macro.
	writeFiles(t, filepath.Dir(f.Name), map[string]string{"p.h": strings.Replace(preludeHeader, "#define SCALE 3", "#define SCALE 5", 1)})
	u, built, _ := diskRun(t, f)
	if m, ok := u.Macro("SCALE"); built != 1 || !ok || strings.Join(m.Tokens, " ") != "5" {
		t.Errorf("after the header changed: built %d, SCALE %+v", built, m)
	}
}

// TestPreludeOnDiskBroken: a prelude read back that is found unfaithful
// as used is written back as such: later processes read the file whole,
// without building it again.
func TestPreludeOnDiskBroken(t *testing.T) {
	f, whole, _ := diskSetup(t)
	diskRun(t, f)
	diskRun(t, f)
	resetPreludeCache()
	key := preludeKey{}
	p := func() *prelude {
		u := Parse(f, Options{NoCompileCommands: true})
		if u.prelude == nil || u.prelude.disk == nil {
			t.Fatal("not read after a prelude from disk")
		}
		key = u.prelude.disk.key
		return u.prelude
	}()
	for i, d := range p.decls {
		if strings.Contains(d.text, "norm") {
			p.decls[i].text = strings.Replace(d.text, "norm", " norm", 1)
			p.declOK[i].Store(false)
		}
	}
	if u := Parse(f, Options{NoCompileCommands: true}); u.prelude != nil || !p.broken.Load() {
		t.Fatal("the changed declaration was not found out")
	}
	u, built, loaded := diskRun(t, f)
	if u.prelude != nil || built != 0 || loaded != 0 {
		t.Errorf("after it was found unfaithful: prelude %v, built %d, loaded %d", u.prelude != nil, built, loaded)
	}
	if d := unitDiff(whole, u); d != "" {
		t.Error(d)
	}
	if _, _, ok := loadPrelude(preludeFile(key), key); !ok {
		t.Error("the entry saying so was not kept")
	}
}

// TestPreludeOnDiskOff: ACCLS_CACHE_DIR=off keeps nothing on disk.
func TestPreludeOnDiskOff(t *testing.T) {
	f, _, cache := diskSetup(t)
	t.Setenv("ACCLS_CACHE_DIR", "off")
	for range 3 {
		if _, _, loaded := diskRun(t, f); loaded != 0 {
			t.Error("read from disk")
		}
	}
	if m := entriesOn(t, cache, "*"); len(m) != 0 {
		t.Errorf("written: %v", m)
	}
}
