package cfront

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/internal/cachedir/cachedirtest"
	"github.com/accls/accls/source"
)

const inputsMain = `#include "h.h"
#include <stdlib.h>
#include "missing.h"

int main(void) { return H_VALUE + (int)abs(-1); }
`

// writeAged writes files and sets their modification time well before
// now, as for headers that were not just written: a translation is not
// sure which version of a file written while it ran it read.
func writeAged(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		cachedirtest.WriteAged(t, filepath.Join(dir, name), text, time.Hour)
	}
}

func stampNamed(in Inputs, name string) (FileStamp, bool) {
	for _, s := range in.Files {
		if s.Name == name {
			return s, true
		}
	}
	return FileStamp{}, false
}

// inputsSetup writes h.h and the file in a fresh folder and parses it.
func inputsSetup(t *testing.T) (dir string, f *source.File, u *Unit) {
	t.Helper()
	t.Setenv("ACCLS_CACHE_DIR", "off")
	resetPreludeCache()
	t.Cleanup(resetPreludeCache)
	dir = t.TempDir()
	writeAged(t, dir, map[string]string{"h.h": "#define H_VALUE 3\n"})
	f = source.NewFile(filepath.Join(dir, "m.c"), []byte(inputsMain))
	u = Parse(f, Options{NoCompileCommands: true})
	if u.Failed {
		t.Fatalf("parse failed: %v", u.Notes)
	}
	return dir, f, u
}

// TestInputsHeaders: the local header, the system header found and the
// missing one are among the files; a change to any of them shows.
func TestInputsHeaders(t *testing.T) {
	dir, f, u := inputsSetup(t)
	in := u.Inputs()
	if !in.Known || in.Config == "" {
		t.Fatalf("inputs not known: %+v", in)
	}
	if !sort.SliceIsSorted(in.Files, func(i, j int) bool { return in.Files[i].Name < in.Files[j].Name }) {
		t.Errorf("files not sorted")
	}
	for i := 1; i < len(in.Files); i++ {
		if in.Files[i].Name == in.Files[i-1].Name {
			t.Errorf("%s listed twice", in.Files[i].Name)
		}
	}
	if _, ok := stampNamed(in, f.Name); ok {
		t.Errorf("the main file is among its inputs")
	}
	h, ok := stampNamed(in, filepath.Join(dir, "h.h"))
	if !ok || !h.Exists || h.Size != int64(len("#define H_VALUE 3\n")) {
		t.Errorf("h.h: %+v %v", h, ok)
	}
	var stdlib []FileStamp
	for _, s := range in.Files {
		if strings.HasSuffix(s.Name, "/stdlib.h") && s.Exists {
			stdlib = append(stdlib, s)
		}
		if !s.Unchanged() {
			t.Errorf("%s changed behind the test", s.Name)
		}
	}
	if len(stdlib) == 0 {
		t.Errorf("no stdlib.h found among %d files", len(in.Files))
	}
	missing, ok := stampNamed(in, filepath.Join(dir, "missing.h"))
	if !ok || missing.Exists {
		t.Errorf("missing.h: %+v %v", missing, ok)
	}

	if h.Sum == "" || missing.Sum != "" {
		t.Errorf("digests: h.h %q, missing.h %q", h.Sum, missing.Sum)
	}
	// Touching h.h: another time, the same bytes.
	later := time.Now().Add(-time.Minute)
	if err := os.Chtimes(filepath.Join(dir, "h.h"), later, later); err != nil {
		t.Fatal(err)
	}
	if !h.Unchanged() {
		t.Errorf("touching h.h changed its stamp")
	}
	// Creating the missing header.
	writeAged(t, dir, map[string]string{"missing.h": "\n"})
	if missing.Unchanged() {
		t.Errorf("creating missing.h left its stamp unchanged")
	}
	// A new translation stamps the new state.
	in2 := Parse(f, Options{NoCompileCommands: true}).Inputs()
	if h2, _ := stampNamed(in2, filepath.Join(dir, "h.h")); !h2.Unchanged() || h2 == h {
		t.Errorf("h.h after the touch: %+v, before %+v", h2, h)
	}
	if m2, _ := stampNamed(in2, filepath.Join(dir, "missing.h")); !m2.Exists {
		t.Errorf("missing.h after it was created: %+v", m2)
	}
	if in2.Config != in.Config {
		t.Errorf("touching headers changed the configuration")
	}
}

// TestInputsSizeChange: a header rewritten with another size (its time
// put back) is found out by its size.
func TestInputsSizeChange(t *testing.T) {
	dir, _, u := inputsSetup(t)
	h, _ := stampNamed(u.Inputs(), filepath.Join(dir, "h.h"))
	writeFiles(t, dir, map[string]string{"h.h": "#define H_VALUE 333\n"})
	at := time.Unix(0, h.MTime)
	if err := os.Chtimes(filepath.Join(dir, "h.h"), at, at); err != nil {
		t.Fatal(err)
	}
	if h.Unchanged() {
		t.Errorf("a new size left the stamp unchanged")
	}
}

// TestInputsOwnCopy: the files returned are the caller's.
func TestInputsOwnCopy(t *testing.T) {
	_, _, u := inputsSetup(t)
	a := u.Inputs()
	a.Files[0].Name = "changed"
	if b := u.Inputs(); b.Files[0].Name == "changed" {
		t.Errorf("Inputs shares its files with its callers")
	}
}

// TestConfigOf: ConfigOf gives the Config Parse recorded for the same
// options, and another for another -D, -I, or a compilation database
// entry that adds a -D.
func TestConfigOf(t *testing.T) {
	t.Setenv("ACCLS_CACHE_DIR", "off")
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	if err := os.Mkdir(src, 0o755); err != nil {
		t.Fatal(err)
	}
	writeAged(t, src, map[string]string{"h.h": "#define H_VALUE 3\n"})
	f := source.NewFile(filepath.Join(src, "m.c"), []byte(inputsMain))
	opts := Options{Defines: []string{"A=1"}}
	in := Parse(f, opts).Inputs()
	cfg, ok := ConfigOf(f.Name, opts)
	if !ok || !in.Known || cfg != in.Config {
		t.Fatalf("ConfigOf %q %v, Parse recorded %q %v", cfg, ok, in.Config, in.Known)
	}
	differs := func(what string, o Options) {
		t.Helper()
		if c, ok := ConfigOf(f.Name, o); !ok || c == cfg {
			t.Errorf("%s: same configuration (%v)", what, ok)
		}
	}
	differs("another -D", Options{Defines: []string{"A=1", "B"}})
	differs("another -I", Options{Defines: []string{"A=1"}, IncludePaths: []string{dir}})
	differs("a -U", Options{Defines: []string{"A=1"}, Undefines: []string{"A"}})

	// The databases looked for are inputs, absent until one is written.
	db := filepath.Join(dir, "compile_commands.json")
	s, found := stampNamed(in, db)
	if !found || s.Exists {
		t.Fatalf("%s not among the inputs as absent: %+v %v", db, s, found)
	}
	entry := `[{"directory": "` + src + `", "file": "m.c", "arguments": ["cc", "-DFROM_DB=1", "-c", "m.c"]}]`
	writeAged(t, dir, map[string]string{"compile_commands.json": entry})
	if s.Unchanged() {
		t.Errorf("writing %s left its stamp unchanged", db)
	}
	differs("a compilation database entry adding -D", opts)
	// Parse with the database agrees with ConfigOf again.
	in2 := Parse(f, opts).Inputs()
	if c, _ := ConfigOf(f.Name, opts); c != in2.Config || c == cfg {
		t.Errorf("with the database: ConfigOf %q, Parse %q", c, in2.Config)
	}
	if s2, _ := stampNamed(in2, db); !s2.Exists {
		t.Errorf("the database found is not stamped as existing: %+v", s2)
	}
	// Ignoring databases gives the first configuration back.
	if c, _ := ConfigOf(f.Name, Options{Defines: []string{"A=1"}, NoCompileCommands: true}); c == "" || c == in2.Config {
		t.Errorf("NoCompileCommands still read the database's entry")
	}
}

// TestConfigOfRelativeName: a file named relative to the working folder
// depends on it.
func TestConfigOfRelativeName(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	opts := Options{NoCompileCommands: true}
	t.Chdir(a)
	ca, okA := ConfigOf("m.c", opts)
	t.Chdir(b)
	cb, okB := ConfigOf("m.c", opts)
	if !okA || !okB || ca == cb {
		t.Errorf("m.c in two folders: %q %v, %q %v", ca, okA, cb, okB)
	}
}

// TestInputsAfterPrelude: a file read after a header prelude (built by
// an earlier reading, or read back from disk by another process) still
// lists the prelude's headers.
func TestInputsAfterPrelude(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("ACCLS_CACHE_DIR", cache)
	resetPreludeCache()
	t.Cleanup(resetPreludeCache)
	dir := t.TempDir()
	writeAged(t, dir, map[string]string{"p.h": preludeHeader})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	opts := Options{NoCompileCommands: true}
	whole := Parse(f, Options{NoCompileCommands: true, NoHeaderCache: true}).Inputs()
	if !whole.Known {
		t.Fatalf("read whole: inputs not known")
	}
	check := func(what string, u *Unit) {
		t.Helper()
		if u.prelude == nil {
			t.Fatalf("%s: not read after a prelude: %v", what, u.Notes)
		}
		in := u.Inputs()
		if !in.Known || in.Config != whole.Config {
			t.Errorf("%s: known %v, config differs %v", what, in.Known, in.Config != whole.Config)
		}
		for _, s := range whole.Files {
			if got, ok := stampNamed(in, s.Name); !ok || got != s {
				t.Errorf("%s: %s missing or different: %+v", what, s.Name, got)
			}
		}
		if _, ok := stampNamed(in, filepath.Join(dir, "p.h")); !ok {
			t.Errorf("%s: p.h not listed", what)
		}
	}
	// The first reading notes the prefix, the second builds the prelude,
	// the third reads after it from memory.
	for i := 0; i < 3; i++ {
		u := Parse(f, opts)
		if i == 0 {
			continue
		}
		check([]string{"", "built", "from memory"}[i], u)
	}
	// Another process reads it back from disk.
	resetPreludeCache()
	u := Parse(f, opts)
	preludes.Lock()
	loads := preludes.loads
	preludes.Unlock()
	if loads != 1 {
		t.Fatalf("the prelude was not read back from disk")
	}
	check("from disk", u)
	if !slices.ContainsFunc(u.Inputs().Files, func(s FileStamp) bool { return strings.HasSuffix(s.Name, "/math.h") && s.Exists }) {
		t.Errorf("from disk: math.h not listed")
	}
}

// TestInputsUnknown: a Unit whose translation never ran cannot tell its
// inputs.
func TestInputsUnknown(t *testing.T) {
	if in := (&Unit{}).Inputs(); in.Known {
		t.Errorf("a Unit without a translation has known inputs")
	}
}
