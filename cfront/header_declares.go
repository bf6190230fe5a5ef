package cfront

import "modernc.org/cc/v4"

// Declare directives of included headers (§2.13). A header often holds
//
//	extern double g[N];
//	#pragma acc declare create(g)
//
// for every file that includes it; the directive parser reads only the
// main file, so the pragma handler gathers these, and the analysis and
// the generator treat them as file-scope declares of each including file.

// HeaderDeclare is one variable of a declare directive in a header.
type HeaderDeclare struct {
	// Clause is the data clause: "create", "copyin", "device_resident",
	// "link", "deviceptr", or another the directive wrote.
	Clause string
	// Name is the variable as written; Sym is its file-scope symbol (nil
	// when the file declares none of that name).
	Name string
	Sym  *Symbol
	// Whole is false when the argument is more than a name (a subarray,
	// a member), which §2.13 does not allow at file scope.
	Whole bool
	File  string
	Line  int
}

// headerPragmas are the OpenACC pragmas of headers a translation gathers.
type headerPragmas struct {
	routines []HeaderRoutine
	declares []HeaderDeclare
	// mainLines are the lines of the main file where the preprocessor
	// met an acc pragma: the directives of active branches.
	mainLines map[int]bool
	// opsKept are the numbers of the main file's _Pragma operators the
	// preprocessor met (pragma_ops.go).
	opsKept map[int]bool
}

// headerDeclare parses the clauses of "#pragma acc declare ..." (toks
// start after "declare"): each clause's arguments, split at top-level
// commas; a leading "modifier:" (copyin(readonly: x)) is skipped.
func headerDeclare(toks []cc.Token, file string, line int) []HeaderDeclare {
	var out []HeaderDeclare
	for i := 0; i < len(toks); i++ {
		clause := toks[i].SrcStr()
		if i+1 >= len(toks) || toks[i+1].SrcStr() != "(" {
			continue
		}
		// The argument list: from toks[i+2] to the matching ")".
		depth, j := 1, i+2
		var arg []string
		flush := func() {
			if len(arg) >= 2 && arg[1] == ":" {
				arg = arg[2:]
			}
			if len(arg) > 0 {
				out = append(out, HeaderDeclare{Clause: clause, Name: arg[0], Whole: len(arg) == 1, File: file, Line: line})
			}
			arg = nil
		}
		for ; j < len(toks) && depth > 0; j++ {
			s := toks[j].SrcStr()
			switch s {
			case "(", "[":
				depth++
			case ")", "]":
				depth--
			}
			if depth == 0 {
				break
			}
			if depth == 1 && s == "," {
				flush()
				continue
			}
			arg = append(arg, s)
		}
		flush()
		i = j - 1
	}
	return out
}

// resolveHeaderDeclares finds each header declare's variable.
func (c *converter) resolveHeaderDeclares(ds []HeaderDeclare) {
	for _, d := range ds {
		d.Sym = c.unit.Globals[d.Name]
		if d.Sym == nil {
			d.Sym = c.headerSym(d.Name)
		}
		if d.Sym != nil && d.Sym.Kind != SymVar {
			d.Sym = nil
		}
		c.unit.HeaderDeclares = append(c.unit.HeaderDeclares, d)
	}
}
