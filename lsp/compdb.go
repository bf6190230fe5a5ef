package lsp

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// compileFlags are the parts of a compile command analysis uses.
type compileFlags struct {
	includes, defines, undefines []string
}

// compdbCache reads compile_commands.json files once per modification.
type compdbCache struct {
	mu  sync.Mutex
	dbs map[string]*compdb
}

type compdb struct {
	mtime time.Time
	files map[string]compileFlags // by clean absolute path
}

func (c *compdbCache) reset() {
	c.mu.Lock()
	c.dbs = nil
	c.mu.Unlock()
}

// lookup finds the flags for file, in the database named by setting (a
// file or a folder) or else in the nearest compile_commands.json above the
// file.
func (c *compdbCache) lookup(setting, file string) (compileFlags, bool) {
	if !filepath.IsAbs(file) {
		return compileFlags{}, false // untitled documents have no entry
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
	return compileFlags{}, false
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
	db := parseCompdb(data)
	db.mtime = st.ModTime()
	if c.dbs == nil {
		c.dbs = map[string]*compdb{}
	}
	c.dbs[path] = db
	return db
}

// parseCompdb reads the JSON compilation database format (clang's): a list
// of {directory, file, arguments | command}.
func parseCompdb(data []byte) *compdb {
	var entries []struct {
		Directory string   `json:"directory"`
		File      string   `json:"file"`
		Arguments []string `json:"arguments"`
		Command   string   `json:"command"`
	}
	db := &compdb{files: map[string]compileFlags{}}
	if json.Unmarshal(data, &entries) != nil {
		return db
	}
	for _, e := range entries {
		args := e.Arguments
		if len(args) == 0 {
			args = splitCommand(e.Command)
		}
		file := e.File
		if !filepath.IsAbs(file) {
			file = filepath.Join(e.Directory, file)
		}
		db.files[filepath.Clean(file)] = flagsOf(e.Directory, args)
	}
	return db
}

// flagsOf picks -I, -D and -U (joined or separate) out of a command line;
// relative include folders are relative to the entry's directory.
func flagsOf(dir string, args []string) compileFlags {
	var f compileFlags
	for i := 0; i < len(args); i++ {
		a := args[i]
		for _, flag := range []string{"-I", "-D", "-U", "-isystem", "-iquote"} {
			if !strings.HasPrefix(a, flag) {
				continue
			}
			val := strings.TrimPrefix(a, flag)
			if val == "" && i+1 < len(args) {
				i++
				val = args[i]
			}
			if val == "" {
				break
			}
			switch flag {
			case "-D":
				f.defines = append(f.defines, val)
			case "-U":
				f.undefines = append(f.undefines, val)
			default:
				if !filepath.IsAbs(val) {
					val = filepath.Join(dir, val)
				}
				f.includes = append(f.includes, val)
			}
			break
		}
	}
	return f
}

// splitCommand splits a shell command line on blanks, honouring quotes
// and backslashes the way compile_commands.json writers escape them.
func splitCommand(cmd string) []string {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != '\'' && c == '\\' && i+1 < len(cmd):
			i++
			cur.WriteByte(cmd[i])
			inWord = true
		case quote != 0:
			cur.WriteByte(c)
		case c == '"' || c == '\'':
			quote = c
			inWord = true
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}
