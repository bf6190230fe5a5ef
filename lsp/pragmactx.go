package lsp

import (
	"strings"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/ctext"
)

// While a pragma is being typed it rarely parses, so completion reads the
// text before the cursor itself: which directive it starts, which clauses
// are already there, and whether the cursor is inside a clause's
// parentheses.

type ctxKind uint8

const (
	ctxNone      ctxKind = iota
	ctxDirective         // naming the directive
	ctxClause            // between clauses
	ctxArg               // inside a clause's (or the directive's) parentheses
)

type pragmaContext struct {
	kind ctxKind
	mode analysis.Mode
	// wordStart is where the word under completion starts; the cursor
	// ends it.
	wordStart int
	// nameWords are the complete words of the directive name so far.
	nameWords []string
	// directive is the directive's name once it is complete.
	directive string
	present   map[string]bool
	// clause is the clause whose parentheses hold the cursor; empty with
	// dirArg for the directive's own argument: wait(...), cache(...).
	clause     string
	dirArg     bool
	argIndex   int  // commas before the cursor inside the parentheses
	afterColon bool // a ':' before the cursor in this argument
}

// vtext is the text of a pragma without its continuations, with each
// byte's offset in the document.
type vtext struct {
	b   []byte
	off []int
}

func (v *vtext) add(text []byte, start, end int) {
	for i := start; i < end; i++ {
		v.b = append(v.b, text[i])
		v.off = append(v.off, i)
	}
}

// pragmaContextAt reads the pragma around the cursor; kind is ctxNone when
// the cursor is not in one (or still in its sentinel).
func pragmaContextAt(snap *snapshot, cursor int) pragmaContext {
	pc := pragmaContext{mode: snap.mode, present: map[string]bool{}}
	if snap.mode == 0 {
		return pc
	}
	v, ok := logicalPragma(snap, cursor)
	if !ok {
		return pc
	}
	return scanPragma(pc, v)
}

// logicalPragma collects the directive text from just after the sentinel
// up to the cursor, over continuation lines, or reports that the cursor
// is not in a directive.
func logicalPragma(snap *snapshot, cursor int) (*vtext, bool) {
	f := snap.file
	fortran := snap.mode.Fortran()
	line := f.Pos(cursor).Line
	// Walk up over the lines this one continues.
	first := line
	for first > 1 {
		ps, pe := lineBounds(f, first-2)
		prev := strings.TrimRight(string(f.Text[ps:pe]), " \t")
		if fortran {
			if !strings.HasSuffix(prev, "&") {
				break
			}
		} else if !strings.HasSuffix(prev, "\\") {
			break
		}
		first--
	}
	v := &vtext{}
	for l := first; l <= line; l++ {
		ls, le := lineBounds(f, l-1)
		if l == line {
			le = cursor
		}
		body := ls
		if l == first {
			var ok bool
			if body, ok = skipSentinel(f.Text[ls:le], fortran, snap.mode == analysis.ModeFortranFixed); !ok {
				return nil, false
			}
			body += ls
		} else if fortran {
			// A continuation line repeats the sentinel, optionally
			// followed by '&'.
			b, ok := skipSentinel(f.Text[ls:le], true, snap.mode == analysis.ModeFortranFixed)
			if !ok {
				return nil, false
			}
			body = ls + b
			for body < le && (f.Text[body] == ' ' || f.Text[body] == '\t') {
				body++
			}
			if body < le && f.Text[body] == '&' {
				body++
			}
		}
		end := le
		if l < line {
			// Drop the continuation mark, keeping a blank in its place.
			t := strings.TrimRight(string(f.Text[ls:le]), " \t")
			end = ls + len(t) - 1
		}
		if body > end {
			body = end
		}
		v.add(f.Text, body, end)
		if l < line {
			v.b = append(v.b, ' ')
			v.off = append(v.off, end)
		}
	}
	// A comment ends the directive.
	s := string(v.b)
	if i := strings.Index(s, "//"); !fortran && i >= 0 {
		return nil, false
	}
	if i := strings.Index(s, "/*"); !fortran && i >= 0 && !strings.Contains(s[i:], "*/") {
		return nil, false
	}
	if fortran && strings.Contains(s, "!") {
		return nil, false
	}
	return v, true
}

// skipSentinel returns the offset just after "#pragma acc" or "!$acc" on a
// line, and whether the line starts a directive (and the cursor is past
// its sentinel).
func skipSentinel(line []byte, fortran, fixed bool) (int, bool) {
	s := string(line)
	i := 0
	if fortran {
		if fixed && len(s) > 0 && (s[0] == 'c' || s[0] == 'C' || s[0] == '*') {
			if len(s) >= 5 && strings.EqualFold(s[1:5], "$acc") {
				return 5, len(s) > 5
			}
			return 0, false
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if len(s)-i >= 5 && strings.EqualFold(s[i:i+5], "!$acc") {
			return i + 5, len(s) > i+5
		}
		return 0, false
	}
	skip := func() {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
	}
	skip()
	if strings.HasPrefix(s[i:], "_Pragma") {
		i += len("_Pragma")
		skip()
		if !strings.HasPrefix(s[i:], "(") {
			return 0, false
		}
		i++
		skip()
		if !strings.HasPrefix(s[i:], `"acc`) || len(s) <= i+4 {
			return 0, false
		}
		return i + 4, s[i+4] == ' ' || s[i+4] == '\t'
	}
	if !strings.HasPrefix(s[i:], "#") {
		return 0, false
	}
	i++
	skip()
	if !strings.HasPrefix(s[i:], "pragma") {
		return 0, false
	}
	i += len("pragma")
	skip()
	if !strings.HasPrefix(s[i:], "acc") || len(s) <= i+3 || (s[i+3] != ' ' && s[i+3] != '\t') {
		return 0, false
	}
	return i + 3, true
}

func isWordByte(c byte, fortran bool) bool {
	return ctext.IsIdentByte(c) || (fortran && c == '.')
}

// scanPragma reads the logical text of a directive up to the cursor.
func scanPragma(pc pragmaContext, v *vtext) pragmaContext {
	fortran := pc.mode.Fortran()
	b := v.b
	cursorOff := len(b)
	// The word being typed is not complete; completion replaces it.
	ws := cursorOff
	for ws > 0 && isWordByte(b[ws-1], fortran) {
		ws--
	}
	docOff := func(i int) int {
		if i < len(v.off) {
			return v.off[i]
		}
		if len(v.off) == 0 {
			return 0
		}
		return v.off[len(v.off)-1] + 1
	}
	pc.wordStart = docOff(ws)

	type tok struct {
		s    string
		word bool
	}
	var toks []tok
	for i := 0; i < ws; {
		c := b[i]
		switch {
		case c == ' ' || c == '\t' || c == '"':
			i++
		case isWordByte(c, fortran):
			j := i
			for j < ws && isWordByte(b[j], fortran) {
				j++
			}
			toks = append(toks, tok{strings.ToLower(string(b[i:j])), true})
			i = j
		default:
			toks = append(toks, tok{string(c), false})
			i++
		}
	}

	// The directive name: the longest run of words that a directive name
	// starts with.
	names := analysis.DirectiveNames(fortran)
	i := 0
	for i < len(toks) && toks[i].word {
		cand := strings.Join(append(append([]string(nil), pc.nameWords...), toks[i].s), " ")
		if !anyHasWordPrefix(names, cand) {
			break
		}
		pc.nameWords = append(pc.nameWords, toks[i].s)
		i++
	}
	name := strings.Join(pc.nameWords, " ")
	if _, ok := analysis.LookupDirective(name); ok {
		pc.directive = name
	}
	if i == len(toks) && pc.directive == "" {
		pc.kind = ctxDirective
		return pc
	}
	if pc.directive == "" {
		return pc // an unknown directive: nothing sensible to offer
	}

	depth := 0
	last := ""
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.word && depth == 0:
			pc.present[t.s] = true
			last = t.s
		case t.s == "(":
			depth++
			if depth == 1 {
				pc.clause, pc.dirArg = last, last == ""
				pc.argIndex, pc.afterColon = 0, false
			}
		case t.s == ")":
			if depth > 0 {
				depth--
			}
			if depth == 0 {
				last = ""
			}
		case t.s == "," && depth == 1:
			pc.argIndex++
			pc.afterColon = false
		case t.s == ":" && depth == 1:
			pc.afterColon = true
		}
	}
	if depth > 0 {
		pc.kind = ctxArg
	} else {
		pc.kind = ctxClause
		pc.clause, pc.dirArg = "", false
	}
	return pc
}

// anyHasWordPrefix reports whether a name starts with the words of p.
func anyHasWordPrefix(names []string, p string) bool {
	for _, n := range names {
		if n == p || strings.HasPrefix(n, p+" ") {
			return true
		}
	}
	return false
}
