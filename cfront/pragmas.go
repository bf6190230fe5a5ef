package cfront

import (
	"sort"
	"strings"

	"modernc.org/cc/v4"
)

// Pragmas cc's preprocessor hands over: "#pragma once" (cc leaves it to
// its user), and the OpenACC routine and declare directives of headers,
// which the directive parser of the main file never sees but calls in
// compute regions (§2.15.1) and the data they use (§2.13) depend on
// (header_declares.go).

// HeaderRoutine is a routine directive in an included header.
type HeaderRoutine struct {
	// Sym is the function it applies to; nil when it could not be told.
	Sym *Symbol
	// Level is "gang", "worker", "vector" or "seq" ("" when none).
	Level string
	File  string
	Line  int
	name  string // routine(name), or "" for the next declaration
}

// pragmaHandler returns cc's pragma callback for one translation; once
// holds the headers already read that said "#pragma once".
func pragmaHandler(main string, hp *headerPragmas, once map[string]bool) func([]cc.Token) error {
	return func(toks []cc.Token) error {
		if len(toks) == 0 {
			return nil
		}
		pos := toks[0].Position()
		switch toks[0].SrcStr() {
		case "once":
			if once[pos.Filename] {
				return cc.SkipSource
			}
			once[pos.Filename] = true
		case "acc":
			if n := pragmaOpMark(pos.Filename, tokenWords(toks)); n >= 0 {
				if hp.opsKept == nil {
					hp.opsKept = map[int]bool{}
				}
				hp.opsKept[n] = true
				return nil
			}
			if pos.Filename == main {
				if hp.mainLines == nil {
					hp.mainLines = map[int]bool{}
				}
				hp.mainLines[pos.Line] = true
				return nil
			}
			if len(toks) < 2 {
				return nil
			}
			if toks[1].SrcStr() == "declare" {
				hp.declares = append(hp.declares, headerDeclare(toks[2:], pos.Filename, pos.Line)...)
				return nil
			}
			if toks[1].SrcStr() != "routine" {
				return nil
			}
			r := HeaderRoutine{File: pos.Filename, Line: pos.Line}
			rest := toks[2:]
			if len(rest) >= 3 && rest[0].SrcStr() == "(" && rest[2].SrcStr() == ")" {
				r.name = rest[1].SrcStr()
				rest = rest[3:]
			}
			for _, t := range rest {
				switch s := t.SrcStr(); s {
				case "gang", "worker", "vector", "seq":
					if r.Level == "" {
						r.Level = s
					}
				case "device_type", "dtype":
					goto done
				}
			}
		done:
			hp.routines = append(hp.routines, r)
		}
		return nil
	}
}

// resolveHeaderRoutines finds the function of each header routine
// directive: the one it names, or the next function its header declares.
func (c *converter) resolveHeaderRoutines(rs []HeaderRoutine) {
	type decl struct {
		name string
		line int
	}
	byFile := map[string][]decl{}
	for name, n := range c.unit.headerDecls {
		d, ok := n.(*cc.Declarator)
		if !ok || d.Type() == nil || d.Type().Kind() != cc.Function {
			continue
		}
		p := d.Position()
		byFile[p.Filename] = append(byFile[p.Filename], decl{name, p.Line})
	}
	for _, ds := range byFile {
		sort.Slice(ds, func(i, j int) bool { return ds[i].line < ds[j].line })
	}
	for _, r := range rs {
		name := r.name
		if name == "" {
			for _, d := range byFile[r.File] {
				if d.line > r.Line {
					name = d.name
					break
				}
			}
		}
		if name != "" {
			r.Sym = c.unit.Globals[name]
			if r.Sym == nil {
				r.Sym = c.headerSym(name)
			}
			if r.Sym != nil && r.Sym.Kind != SymFunc {
				r.Sym = nil
			}
		}
		if strings.TrimSpace(r.Level) == "" {
			r.Level = ""
		}
		c.unit.HeaderRoutines = append(c.unit.HeaderRoutines, r)
	}
}

// tokenWords returns the first three tokens' text.
func tokenWords(toks []cc.Token) []string {
	var out []string
	for k := 0; k < len(toks) && k < 3; k++ {
		out = append(out, toks[k].SrcStr())
	}
	return out
}
