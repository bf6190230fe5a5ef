package cfront

import (
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"
)

// The bytes cc read (issue 16, "racy inputs"). A stamp taken by reading a
// header again after the translation may describe bytes cc never read: a
// header saved between cc's read and the stamp would give an entry that
// applies to the new header with the old one's diagnostics. So the
// recorder opens every file cc looks for itself (cc uses a file the FS
// gives before trying os.Open: modernc.org/cc/v4 v4.31.0, scanner.go
// newScannerSource and cpp.go hasFile), takes its size and time from the
// open file, and digests what cc reads from it (cc reads a header whole,
// io.ReadAll). The stamp is then made of what cc read, and a file whose
// state on disk no longer matches that reading makes the inputs not
// known.

// recordingFS remembers every file cc looks for, found or not, and what
// it read of each.
type recordingFS struct {
	inner fs.FS
	mu    sync.Mutex
	seen  map[string]*lookup
}

// lookup is what became of the lookups of one name, over every
// translation that looked for it.
type lookup struct {
	missing bool // not found (or a folder) at least once
	opened  []*digestingFile
}

func (r *recordingFS) Open(name string) (fs.File, error) {
	f, err := r.open(name)
	builtin := strings.HasPrefix(name, builtinIncludeDir+"/") // accls's own headers are part of its build
	var d *digestingFile
	if err == nil && !builtin {
		// A folder is no header: cc finds it cannot read it, as before.
		if info, serr := f.Stat(); serr == nil && info.Mode().IsRegular() {
			d = &digestingFile{File: f, h: sha256.New(), size: info.Size(), mtime: info.ModTime().UnixNano()}
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen == nil {
		r.seen = map[string]*lookup{}
	}
	l := r.seen[name]
	if l == nil {
		l = &lookup{}
		r.seen[name] = l
	}
	switch {
	case d != nil:
		l.opened = append(l.opened, d)
		return d, nil
	case err != nil:
		l.missing = true
		return nil, err
	case !builtin:
		l.missing = true // a folder
	}
	return f, nil
}

// open opens name as cc would: from the inner FS, else from the host.
func (r *recordingFS) open(name string) (fs.File, error) {
	if r.inner != nil {
		if f, err := r.inner.Open(name); err == nil {
			return f, nil
		}
	}
	return os.Open(filepath.FromSlash(name))
}

// digestingFile is a file cc opened: what it read of it feeds a sha256.
type digestingFile struct {
	fs.File
	h           hash.Hash
	read        int64 // bytes read
	reads, eof  bool  // read from at all, and to its end
	size, mtime int64 // as the open file said before it was read
}

func (f *digestingFile) Read(p []byte) (int, error) {
	n, err := f.File.Read(p)
	f.h.Write(p[:n])
	f.read += int64(n)
	f.reads = true
	if err == io.EOF {
		f.eof = true
	}
	return n, err
}

// reading is what one lookup's readings of a file agree on.
type reading struct {
	sum         string
	read        int64
	size, mtime int64
}

// reading returns what cc read of the file, when it read it whole;
// known is false when a reading stopped short or two differ. A file
// opened and not read (__has_include asks whether it exists) gives
// none.
func (l *lookup) reading() (rd reading, whole, known bool) {
	for _, f := range l.opened {
		switch {
		case !f.reads:
			continue
		case !f.eof:
			return reading{}, false, false
		}
		got := reading{hex.EncodeToString(f.h.Sum(nil)), f.read, f.size, f.mtime}
		if whole && got != rd {
			return reading{}, false, false
		}
		rd, whole = got, true
	}
	return rd, whole, true
}

// stamps stamps the files looked for, as read, at now; known is false
// when one of them is no longer as cc found it.
func (r *recordingFS) stamps(now time.Time) (out []FileStamp, known bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	out, known = make([]FileStamp, 0, len(r.seen)), true
	for name, l := range r.seen {
		s, ok := l.stamp(filepath.FromSlash(name), now)
		out = append(out, s)
		known = known && ok
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, known
}

// stamp stamps the file name, looked for as l says, at now: from what cc
// read of it, with the state it had when opened. ok is false when the
// file on disk is not that state: created since cc did not find it,
// removed, or written since it was opened.
func (l *lookup) stamp(name string, now time.Time) (FileStamp, bool) {
	rd, whole, ok := l.reading()
	s := statOf(name)
	switch {
	case !ok:
		return s, false
	case s.Exists && l.missing, !s.Exists && len(l.opened) > 0:
		return s, false
	case !s.Exists:
		return s, true
	case !whole:
		// Found, never read: only its existence counted.
		return stampOf(name, now), true
	}
	for _, f := range l.opened {
		if f.size != s.Size || f.mtime != s.MTime {
			return s, false
		}
	}
	if rd.read != s.Size {
		return s, false
	}
	s.Sum = rd.sum
	s.markRacy(now)
	return s, true
}
