package cachedir

import (
	"os"
	"path/filepath"
	"sort"
)

// Write writes data to name through a temporary file renamed
// over it, so that a reader never sees half an entry; failures leave no
// entry.
func Write(name string, data []byte) {
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

// Prune removes the least recently written files of dir beyond
// keep.
func Prune(dir string, keep int) {
	ents, err := os.ReadDir(dir)
	if err != nil || len(ents) <= keep {
		return
	}
	type aged struct {
		name string
		at   int64
	}
	var files []aged
	for _, e := range ents {
		if fi, err := e.Info(); err == nil && fi.Mode().IsRegular() {
			files = append(files, aged{e.Name(), fi.ModTime().UnixNano()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].at > files[j].at })
	for _, f := range files[min(keep, len(files)):] {
		os.Remove(filepath.Join(dir, f.name))
	}
}
