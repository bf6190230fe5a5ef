package cachedir

import (
	"os"
	"path/filepath"
	"sort"
	"time"
)

// Bound is how much one cache folder keeps: at most Entries files and
// Bytes bytes in all.
type Bound struct {
	Entries int
	Bytes   int64
}

// write writes data to name through a temporary file renamed over it,
// so that a reader never sees half an entry; failures leave no entry.
// Callers Put: every folder is bounded.
func write(name string, data []byte) {
	if os.MkdirAll(filepath.Dir(name), 0o755) != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(name), ".tmp-*")
	if err != nil {
		return
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), name)
	}
	if err != nil {
		os.Remove(f.Name())
	}
}

// Put writes data as the entry name (write) and bounds its folder by b
// (Prune). An entry larger than the whole folder may hold is not
// written, and the entry it would replace is removed: it is stale.
// Replacing an entry at least as large does not grow the folder, and
// does not prune it: Prune stats every entry (about 1 ms for 256).
func Put(name string, data []byte, b Bound) {
	if int64(len(data)) > b.Bytes {
		os.Remove(name)
		return
	}
	old, err := os.Lstat(name)
	write(name, data)
	if err == nil && old.Mode().IsRegular() && int64(len(data)) <= old.Size() {
		return
	}
	Prune(filepath.Dir(name), b)
}

// Used marks the entry name as just used, so that Prune removes it after
// those used longer ago. An entry's modification time is the time it was
// last written or used (access times are often not kept: noatime,
// relatime).
func Used(name string) {
	now := time.Now()
	os.Chtimes(name, now, now)
}

// Prune removes the least recently used files of dir (written or Used)
// until what is left is within b.
func Prune(dir string, b Bound) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type aged struct {
		name string
		at   int64
		size int64
	}
	var files []aged
	for _, e := range ents {
		if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() {
			files = append(files, aged{e.Name(), fi.ModTime().UnixNano(), fi.Size()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].at > files[j].at })
	var total int64
	for i, f := range files {
		total += f.size
		if i >= b.Entries || total > b.Bytes {
			os.Remove(filepath.Join(dir, f.name))
		}
	}
}
