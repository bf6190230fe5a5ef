package cfront

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
)

// compileCommand is one entry of a JSON compilation database
// (compile_commands.json, as CMake and Bear write it).
type compileCommand struct {
	Directory string   `json:"directory"`
	File      string   `json:"file"`
	Command   string   `json:"command"`
	Arguments []string `json:"arguments"`
}

// FindCompileCommands looks for compile_commands.json in the directory of
// file and each directory above it, and returns the include paths and
// macros of file's entry. ok is false when there is no database or it has
// no entry for file.
func FindCompileCommands(file string) (opts Options, dbPath string, ok bool) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return opts, "", false
	}
	for dir := filepath.Dir(abs); ; dir = filepath.Dir(dir) {
		p := filepath.Join(dir, "compile_commands.json")
		if data, err := os.ReadFile(p); err == nil {
			if o, found := optionsFromDB(data, abs); found {
				return o, p, true
			}
			return opts, p, false
		}
		if parent := filepath.Dir(dir); parent == dir {
			return opts, "", false
		}
	}
}

func optionsFromDB(data []byte, abs string) (Options, bool) {
	byFile, ok := ParseCompileCommands(data)
	if !ok {
		return Options{}, false
	}
	o, found := byFile[abs]
	return o, found
}

// ParseCompileCommands reads a JSON compilation database (clang's format:
// a list of {directory, file, arguments | command}) into the options of
// each file, keyed by its clean absolute path. ok is false when data is
// not such a list. The language server caches the result per database.
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

// optionsFromArgs keeps the flags that change what the preprocessor sees.
func optionsFromArgs(args []string, dir string) Options {
	var o Options
	path := func(p string) string {
		if !filepath.IsAbs(p) && dir != "" {
			return filepath.Join(dir, p)
		}
		return p
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		next := func() (string, bool) {
			if i+1 < len(args) {
				i++
				return args[i], true
			}
			return "", false
		}
		for _, flag := range []string{"-I", "-isystem", "-iquote", "-idirafter"} {
			if a == flag {
				if v, ok := next(); ok {
					o.IncludePaths = append(o.IncludePaths, path(v))
				}
				a = ""
				break
			}
			if v, ok := strings.CutPrefix(a, flag); ok && v != "" {
				o.IncludePaths = append(o.IncludePaths, path(v))
				a = ""
				break
			}
		}
		switch {
		case a == "-D":
			if v, ok := next(); ok {
				o.Defines = append(o.Defines, v)
			}
		case strings.HasPrefix(a, "-D"):
			o.Defines = append(o.Defines, a[2:])
		case a == "-U":
			if v, ok := next(); ok {
				o.Undefines = append(o.Undefines, v)
			}
		case strings.HasPrefix(a, "-U"):
			o.Undefines = append(o.Undefines, a[2:])
		}
	}
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
