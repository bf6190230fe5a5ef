package cfront

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/accls/accls/internal/cachedir/cachedirtest"
	"github.com/accls/accls/source"
)

// setTime sets name's modification time to Unix nanoseconds ns.
func setTime(t *testing.T, name string, ns int64) {
	t.Helper()
	at := time.Unix(0, ns)
	if err := os.Chtimes(name, at, at); err != nil {
		t.Fatal(err)
	}
}

func sumOf(text string) string {
	s := sha256.Sum256([]byte(text))
	return hex.EncodeToString(s[:])
}

// TestInputsRecentWrite: a header written just before the translation
// is known (racy git: its stamp is racy, not the inputs unknown), and
// its stamp holds the bytes cc read. Rewritten with other bytes of the
// same size and its time put back, as a write within the same clock
// tick leaves it, it has changed; rewritten with the same bytes, not.
func TestInputsRecentWrite(t *testing.T) {
	dir, f, _ := inputsSetup(t)
	h := filepath.Join(dir, "h.h")
	writeFiles(t, dir, map[string]string{"h.h": "#define H_VALUE 4\n"})
	in := Parse(f, Options{NoCompileCommands: true}).Inputs()
	if !in.Known {
		t.Fatalf("a header written just now gave inputs not known")
	}
	s, _ := stampNamed(in, h)
	if !s.Racy || s.Sum != sumOf("#define H_VALUE 4\n") {
		t.Fatalf("stamp of the header written just now: %+v", s)
	}
	if !s.Unchanged() {
		t.Errorf("the racy stamp of an untouched header is a change")
	}
	writeFiles(t, dir, map[string]string{"h.h": "#define H_VALUE 5\n"})
	setTime(t, h, s.MTime)
	if s.Unchanged() {
		t.Errorf("other bytes of the same size and time are no change to a racy stamp")
	}
	writeFiles(t, dir, map[string]string{"h.h": "#define H_VALUE 4\n"})
	setTime(t, h, s.MTime)
	if !s.Unchanged() {
		t.Errorf("the same bytes, size and time are a change")
	}

	// An hour old, the same header's stamp is not racy: time and size
	// alike are enough (one stat).
	cachedirtest.WriteAged(t, h, "#define H_VALUE 4\n", time.Hour)
	old, _ := stampNamed(Parse(f, Options{NoCompileCommands: true}).Inputs(), h)
	if old.Racy || !old.Unchanged() {
		t.Errorf("stamp of a header an hour old: %+v", old)
	}
}

// TestInputsChangedAfterRead: a header saved after cc read it and before
// the stamp was taken is not stamped with its new bytes: the inputs are
// not known, and the stamp does not hold for the new bytes either.
func TestInputsChangedAfterRead(t *testing.T) {
	dir, f, _ := inputsSetup(t)
	h := filepath.Join(dir, "h.h")
	u := Parse(f, Options{NoCompileCommands: true})
	// The same size, another time an hour old: nothing racy about it.
	cachedirtest.WriteAged(t, h, "#define H_VALUE 7\n", 50*time.Minute)
	in := u.Inputs()
	if in.Known {
		t.Errorf("a header changed after cc read it gave known inputs")
	}
	if s, ok := stampNamed(in, h); !ok || s.Unchanged() && s.Sum == sumOf("#define H_VALUE 7\n") {
		t.Errorf("the stamp holds the bytes cc never read: %+v", s)
	}
}

// TestInputsCreatedAfterLookup: a header looked for and not found, then
// created before the stamp, makes the inputs not known.
func TestInputsCreatedAfterLookup(t *testing.T) {
	dir, _, u := inputsSetup(t)
	writeAged(t, dir, map[string]string{"missing.h": "\n"})
	if u.Inputs().Known {
		t.Errorf("missing.h created after the lookup gave known inputs")
	}
}

// recorded opens name through a fresh recorder and reads n bytes of it
// (all when n < 0).
func recorded(t *testing.T, r *recordingFS, name string, n int) {
	t.Helper()
	f, err := r.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if n < 0 {
		_, err = io.ReadAll(f)
	} else {
		_, err = io.ReadFull(f, make([]byte, n))
	}
	if err != nil {
		t.Fatal(err)
	}
}

// TestRecordingReadings: a file read in part, or read twice with other
// bytes, cannot be stamped as read; one only opened (__has_include) is
// stamped by what it holds; one read twice alike is stamped with its
// digest.
func TestRecordingReadings(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "h.h")
	cachedirtest.WriteAged(t, name, "#define A 1\n", time.Hour)

	r := &recordingFS{}
	recorded(t, r, name, 3)
	if _, known := r.stamps(time.Now()); known {
		t.Errorf("a file read in part gave known stamps")
	}

	r = &recordingFS{}
	recorded(t, r, name, -1)
	recorded(t, r, name, -1)
	stamps, known := r.stamps(time.Now())
	if !known || len(stamps) != 1 || stamps[0].Sum != sumOf("#define A 1\n") || stamps[0].Racy {
		t.Errorf("read twice alike: %+v %v", stamps, known)
	}

	mtime := statOf(name).MTime
	writeFiles(t, dir, map[string]string{"h.h": "#define A 2\n"})
	setTime(t, name, mtime)
	recorded(t, r, name, -1)
	if _, known := r.stamps(time.Now()); known {
		t.Errorf("a file read twice with other bytes gave known stamps")
	}

	r = &recordingFS{}
	recorded(t, r, name, 0)
	stamps, known = r.stamps(time.Now())
	if !known || len(stamps) != 1 || stamps[0].Sum != sumOf("#define A 2\n") {
		t.Errorf("only opened: %+v %v", stamps, known)
	}
}

// TestInputsRacyPreludeHeader: the header prelude's stamps are the
// inputs' own (not taken again), racy ones included: a header of the
// prefix written just before is known, and rewritten within the same
// tick with other bytes, it has changed, for the prelude cache too.
func TestInputsRacyPreludeHeader(t *testing.T) {
	withPreludeFirstTime(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{"p.h": preludeHeader})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte(preludeMain))
	u := Parse(f, Options{NoCompileCommands: true})
	if u.prelude == nil {
		t.Fatalf("not read after a prelude: %v", u.Notes)
	}
	in := u.Inputs()
	p := filepath.Join(dir, "p.h")
	s, _ := stampNamed(in, p)
	var dep FileStamp
	for _, d := range u.prelude.deps {
		if absolute(d.Name) == p {
			dep = d
		}
	}
	if !in.Known || !s.Racy || s != dep {
		t.Fatalf("p.h: known %v, stamp %+v, the prelude's %+v", in.Known, s, dep)
	}
	other := []byte(preludeHeader)
	other[len(other)-2] ^= 1 // same size, another byte before the last newline
	writeFiles(t, dir, map[string]string{"p.h": string(other)})
	setTime(t, p, s.MTime)
	if s.Unchanged() || AllUnchanged(u.prelude.deps) {
		t.Errorf("p.h rewritten in the same tick: the stamps say unchanged")
	}
}

// TestInputsHasInclude: __has_include opens a file without reading it;
// the inputs stay known, and the file is stamped by what it holds.
func TestInputsHasInclude(t *testing.T) {
	t.Setenv("ACCLS_CACHE_DIR", "off")
	dir := t.TempDir()
	writeAged(t, dir, map[string]string{"opt.h": "#define OPT 1\n"})
	f := source.NewFile(filepath.Join(dir, "m.c"), []byte("#if __has_include(\"opt.h\")\nint with_opt;\n#endif\nint main(void) { return 0; }\n"))
	u := Parse(f, Options{NoCompileCommands: true})
	if u.Failed || u.Globals["with_opt"] == nil {
		t.Fatalf("__has_include did not find opt.h: %v", u.Notes)
	}
	in := u.Inputs()
	s, ok := stampNamed(in, filepath.Join(dir, "opt.h"))
	if !in.Known || !ok || !s.Exists || s.Sum != sumOf("#define OPT 1\n") {
		t.Errorf("known %v, opt.h %+v %v", in.Known, s, ok)
	}
}
