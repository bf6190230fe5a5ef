package lsp

import (
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/accls/accls/cfront"
)

// compdbCache reads compile_commands.json files once per modification.
type compdbCache struct {
	mu  sync.Mutex
	dbs map[string]*compdb
}

type compdb struct {
	mtime time.Time
	files map[string]cfront.Options // by clean absolute path (cfront.ParseCompileCommands)
}

func (c *compdbCache) reset() {
	c.mu.Lock()
	c.dbs = nil
	c.mu.Unlock()
}

// lookup finds the flags for file, in the database named by setting (a
// file or a folder) or else in the nearest compile_commands.json above the
// file.
func (c *compdbCache) lookup(setting, file string) (cfront.Options, bool) {
	if !filepath.IsAbs(file) {
		return cfront.Options{}, false // untitled documents have no entry
	}
	for _, path := range candidates(setting, file) {
		db := c.load(path)
		if db == nil {
			continue
		}
		if f, ok := db.files[filepath.Clean(file)]; ok {
			return f, true
		}
		if setting != "" {
			break
		}
	}
	return cfront.Options{}, false
}

func candidates(setting, file string) []string {
	if setting != "" {
		if st, err := os.Stat(setting); err == nil && st.IsDir() {
			return []string{filepath.Join(setting, "compile_commands.json")}
		}
		return []string{setting}
	}
	var out []string
	for dir := filepath.Dir(file); ; dir = filepath.Dir(dir) {
		out = append(out, filepath.Join(dir, "compile_commands.json"), filepath.Join(dir, "build", "compile_commands.json"))
		if parent := filepath.Dir(dir); parent == dir {
			return out
		}
	}
}

func (c *compdbCache) load(path string) *compdb {
	st, err := os.Stat(path)
	if err != nil {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if db, ok := c.dbs[path]; ok && db.mtime.Equal(st.ModTime()) {
		return db
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	// A broken database gives no entries rather than an error: the editor
	// keeps working without its flags.
	files, _ := cfront.ParseCompileCommands(data)
	db := &compdb{mtime: st.ModTime(), files: files}
	if c.dbs == nil {
		c.dbs = map[string]*compdb{}
	}
	c.dbs[path] = db
	return db
}
