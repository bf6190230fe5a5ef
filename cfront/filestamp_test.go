package cfront

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/accls/accls/internal/cachedir/cachedirtest"
)

// stampAged writes text to name an hour old and stamps it.
func stampAged(t *testing.T, name, text string) FileStamp {
	t.Helper()
	writeAged(t, filepath.Dir(name), map[string]string{filepath.Base(name): text})
	s := stampOf(name, time.Now())
	if !s.Exists || s.Sum == "" || !s.Unchanged() {
		t.Fatalf("stamp of %s: %+v", name, s)
	}
	return s
}

// TestStampSameBytesNewTime: a file written again with its bytes, as a
// fresh clone writes every file, is unchanged.
func TestStampSameBytesNewTime(t *testing.T) {
	name := filepath.Join(t.TempDir(), "h.h")
	s := stampAged(t, name, "#define N 64\n")
	cachedirtest.WriteAged(t, name, "#define N 64\n", 30*time.Minute)
	if statOf(name).MTime == s.MTime {
		t.Fatal("the time did not change")
	}
	if !s.Unchanged() {
		t.Errorf("the same bytes with a new time are a change")
	}
}

// TestStampOtherBytesSameSize: other bytes of the same size with a new
// time are a change.
func TestStampOtherBytesSameSize(t *testing.T) {
	name := filepath.Join(t.TempDir(), "h.h")
	s := stampAged(t, name, "#define N 64\n")
	cachedirtest.WriteAged(t, name, "#define N 32\n", 30*time.Minute)
	if s.Unchanged() {
		t.Errorf("other bytes of the same size are no change")
	}
}

// TestStampWithoutSum: a stamp of a record written before digests were
// kept compares by time: a new time is a change, the same is none.
func TestStampWithoutSum(t *testing.T) {
	name := filepath.Join(t.TempDir(), "h.h")
	s := stampAged(t, name, "#define N 64\n")
	s.Sum = ""
	if !s.Unchanged() {
		t.Errorf("an old stamp of an untouched file is a change")
	}
	cachedirtest.WriteAged(t, name, "#define N 64\n", 30*time.Minute)
	if s.Unchanged() {
		t.Errorf("an old stamp with a new time is no change")
	}
}

// TestStampAbsentAndFolder: an absent file has no digest and stays
// unchanged while absent; created, or a folder where a file was, it
// changed.
func TestStampAbsentAndFolder(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "h.h")
	absent := stampOf(name, time.Now())
	if absent.Exists || absent.Sum != "" || !absent.Unchanged() {
		t.Fatalf("absent: %+v", absent)
	}
	s := stampAged(t, name, "")
	if absent.Unchanged() {
		t.Errorf("creating the file is no change")
	}
	if err := os.Remove(name); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(name, 0o755); err != nil {
		t.Fatal(err)
	}
	if s.Unchanged() {
		t.Errorf("a folder in place of the file is no change")
	}
}
