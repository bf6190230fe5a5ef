package cfront

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// compileCommand is one entry of a JSON compilation database
// (compile_commands.json, as CMake and Bear write it).
type compileCommand struct {
	Directory string   `json:"directory"`
	File      string   `json:"file"`
	Command   string   `json:"command"`
	Arguments []string `json:"arguments"`
}

// The front end alone reads compilation databases: the checker, the
// compiler and the language server name one (or none) in Options and
// Parse adds the file's flags. Databases are cached per path and read
// again when their modification time changes, since an editor asks for
// every keystroke's analysis.

var compdbs = struct {
	sync.Mutex
	byPath map[string]*compdb
}{}

type compdb struct {
	mtime time.Time
	files map[string]Options // by clean absolute path
}

// CompileCommandsFor finds the flags of file in the database named by
// setting (a compile_commands.json or the folder that holds one) or, when
// setting is empty, in the nearest database above the file (in each folder
// or its build/ folder) that has an entry for it. dbPath is the database
// that had it; ok is false when none did. A broken database has no
// entries: the tools keep working without its flags.
func CompileCommandsFor(setting, file string) (opts Options, dbPath string, ok bool) {
	opts, dbPath, ok, _ = compileCommandsFor(setting, file)
	return opts, dbPath, ok
}

// compileCommandsFor is CompileCommandsFor that also returns the
// databases it looked for, found or not: creating or editing one of them
// can change the file's flags (Unit.Inputs).
func compileCommandsFor(setting, file string) (opts Options, dbPath string, ok bool, looked []string) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return Options{}, "", false, nil
	}
	for _, path := range compdbCandidates(setting, abs) {
		looked = append(looked, path)
		db := loadCompdb(path)
		if db == nil {
			continue
		}
		if o, found := db.files[abs]; found {
			return o, path, true, looked
		}
		if setting != "" {
			break
		}
	}
	return Options{}, "", false, looked
}

// withCompileCommands adds the flags of name's compilation database entry
// to opts (unless opts say not to read one) and returns the databases
// looked for.
func withCompileCommands(name string, opts Options) (Options, []string) {
	if opts.NoCompileCommands {
		return opts, nil
	}
	db, _, ok, looked := compileCommandsFor(opts.CompileCommands, name)
	if ok {
		// Fresh slices: the caller's opts must not see the appends.
		opts.IncludePaths = slices.Concat(opts.IncludePaths, db.IncludePaths)
		opts.Defines = slices.Concat(opts.Defines, db.Defines)
		opts.Undefines = slices.Concat(opts.Undefines, db.Undefines)
		opts.Includes = slices.Concat(opts.Includes, db.Includes)
		opts.HostFlags = slices.Concat(opts.HostFlags, db.HostFlags)
		if len(opts.Compiler) == 0 {
			opts.Compiler = db.Compiler
		}
	}
	return opts, looked
}

// ForgetCompileCommands drops the cached databases, so that the next
// lookup reads them from disk (the language server calls it when files
// change on disk, or its settings do).
func ForgetCompileCommands() {
	compdbs.Lock()
	compdbs.byPath = nil
	compdbs.Unlock()
}

func compdbCandidates(setting, abs string) []string {
	if setting != "" {
		if st, err := os.Stat(setting); err == nil && st.IsDir() {
			return []string{filepath.Join(setting, "compile_commands.json")}
		}
		return []string{setting}
	}
	var out []string
	for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
		out = append(out, filepath.Join(dir, "compile_commands.json"), filepath.Join(dir, "build", "compile_commands.json"))
		if parent := filepath.Dir(dir); parent == dir {
			return out
		}
	}
}

func loadCompdb(path string) *compdb {
	st, err := os.Stat(path)
	if err != nil {
		return nil
	}
	compdbs.Lock()
	defer compdbs.Unlock()
	if db, ok := compdbs.byPath[path]; ok && db.mtime.Equal(st.ModTime()) {
		return db
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	files, _ := ParseCompileCommands(data)
	db := &compdb{mtime: st.ModTime(), files: files}
	if compdbs.byPath == nil {
		compdbs.byPath = map[string]*compdb{}
	}
	compdbs.byPath[path] = db
	return db
}

// ParseCompileCommands reads a JSON compilation database (clang's format:
// a list of {directory, file, arguments | command}) into the options of
// each file, keyed by its clean absolute path. ok is false when data is
// not such a list.
func ParseCompileCommands(data []byte) (byFile map[string]Options, ok bool) {
	var db []compileCommand
	if err := json.Unmarshal(data, &db); err != nil {
		return nil, false
	}
	byFile = make(map[string]Options, len(db))
	for _, e := range db {
		f := e.File
		if !filepath.IsAbs(f) {
			f = filepath.Join(e.Directory, f)
		}
		f = filepath.Clean(f)
		if _, seen := byFile[f]; seen {
			continue // the first entry of a file wins, as in clang's tools
		}
		args := e.Arguments
		if len(args) == 0 {
			args = splitCommand(e.Command)
		}
		byFile[f] = optionsFromArgs(args, e.Directory)
	}
	return byFile, true
}

// optionsFromArgs reads an entry's command line: the compiler, then its
// flags and operands.
func optionsFromArgs(args []string, dir string) Options {
	if len(args) == 0 {
		return Options{}
	}
	o := ArgsOptions(args[1:], dir)
	o.Compiler = args[:1]
	return o
}

// splitCommand splits a shell command line into words, honouring quotes
// and backslashes as sh does for the simple commands databases hold.
func splitCommand(s string) []string {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote == '\'':
			if c == '\'' {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case quote == '"':
			switch {
			case c == '"':
				quote = 0
			case c == '\\' && i+1 < len(s) && strings.IndexByte(`"\$`+"`", s[i+1]) >= 0:
				i++
				cur.WriteByte(s[i])
			default:
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote = c
			inWord = true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
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
