package grammar

import (
	"strings"

	"github.com/accls/accls/internal/ctext"
)

// Directives that come from macro expansion. A _Pragma operator in a
// #define is no directive where it is written: each expansion of the macro
// performs it (C99 6.10.9), so the directive stands at the macro
// invocation and applies to the statement after it. The scanner keeps a
// table of the macros whose expansion yields _Pragma("acc ..."), as the
// file defines and undefines them, and makes a chunk at each invocation:
//
//   - _Pragma("acc ...") in the replacement list: the chunk's range is the
//     invocation, its body is the string in the definition (clauses keep
//     the ranges where they are written, the host code prints their text);
//   - _Pragma(#x) (a stringizing macro, PRAGMA(x)) and macros passing "acc x"
//     or x on to one (ACC(x) PRAGMA(acc x)): the body is the invocation's
//     argument, so the whole directive lies at the invocation;
//   - a macro that builds the directive from its arguments in any other way
//     (PAR(x) PRAGMA(acc parallel x)): an error at each invocation, as accls
//     cannot see the directive it makes.

// pragmaMacro is a macro whose expansion yields OpenACC _Pragma operators.
type pragmaMacro struct {
	fnLike   bool
	params   []string
	defStart int // the #define line
	defEnd   int
	// chunks are the _Pragma("acc ...") operators of the expansion, with
	// the offsets of the definitions where they are written.
	chunks []chunk
	// strParam is the parameter whose argument the expansion stringizes
	// into a _Pragma operator, or -1; accPrefix: "acc " stands before it.
	strParam  int
	accPrefix bool
	// opaque says why accls cannot follow the directive the macro builds
	// ("" when it can).
	opaque string
}

// macroTable is the pragma macros defined at a point of the scan.
type macroTable map[string]*pragmaMacro

// define records the #define or #undef on the line [i, end) when it is
// one; it reports whether the line was either.
func (mt macroTable) define(src []byte, i, end int) bool {
	line := blankC(src[i:end])
	j := skipSpace(line, 1)
	undef := ctext.IsWordAt(line, j, "undef")
	if !undef && !ctext.IsWordAt(line, j, "define") {
		return false
	}
	if undef {
		j = skipSpace(line, j+len("undef"))
	} else {
		j = skipSpace(line, j+len("define"))
	}
	ns := j
	for j < len(line) && ctext.IsIdentByte(line[j]) {
		j++
	}
	name := string(line[ns:j])
	if name == "" {
		return true
	}
	delete(mt, name)
	if undef {
		return true
	}
	m := &pragmaMacro{defStart: i, defEnd: end, strParam: -1}
	if j < len(line) && line[j] == '(' {
		m.fnLike = true
		close := matchParen(line, j)
		if close < 0 {
			return true
		}
		for _, p := range strings.Split(string(line[j+1:close]), ",") {
			p = strings.TrimSpace(p)
			if p == "..." {
				p = "__VA_ARGS__"
			}
			m.params = append(m.params, p)
		}
		j = close + 1
	}
	mt.replacement(m, src, line, i, j)
	if len(m.chunks) > 0 || m.strParam >= 0 || m.opaque != "" {
		mt[name] = m
	}
	return true
}

// replacement reads the replacement list line[j:] of m (line is the
// blanked #define line starting at file offset base).
func (mt macroTable) replacement(m *pragmaMacro, src, line []byte, base, j int) {
	s := ctext.NewScanner(line, j)
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		if t.Kind != ctext.Ident {
			continue
		}
		next := t.End
		if string(s.Text(t)) == "_Pragma" {
			next = m.pragmaIn(src, line, base, t)
		} else if callee := mt[string(s.Text(t))]; callee != nil {
			next = mt.invocationIn(m, callee, src, line, base, t)
		}
		s = ctext.NewScanner(line, next)
	}
}

// pragmaIn reads the _Pragma operator at t of m's replacement list and
// returns the offset after it: _Pragma("acc ...") is a chunk of m;
// _Pragma(#x) makes m stringize its parameter x into a pragma.
func (m *pragmaMacro) pragmaIn(src, line []byte, base int, t ctext.Token) int {
	if ch, next, ok := pragmaOperator(src, base+t.Start); ok && next <= base+len(line) {
		m.chunks = append(m.chunks, ch)
		return next - base
	}
	k := skipSpace(line, t.End)
	if k >= len(line) || line[k] != '(' {
		return t.End
	}
	close := matchParen(line, k)
	if close < 0 {
		return t.End
	}
	if arg := strings.TrimSpace(string(line[k+1 : close])); strings.HasPrefix(arg, "#") {
		if p := indexOf(m.params, strings.TrimSpace(arg[1:])); p >= 0 {
			m.strParam = p
		}
	}
	return close + 1
}

// invocationIn reads the invocation of the pragma macro callee named at t
// of m's replacement list, and returns the offset after it: m yields
// the callee's chunks, and passes its stringized argument on (passOn).
func (mt macroTable) invocationIn(m, callee *pragmaMacro, src, line []byte, base int, t ctext.Token) int {
	k, close := skipSpace(line, t.End), -1
	if callee.fnLike {
		if k >= len(line) || line[k] != '(' {
			return t.End
		}
		if close = matchParen(line, k); close < 0 {
			return t.End
		}
	}
	m.chunks = append(m.chunks, callee.chunks...)
	if m.opaque == "" {
		m.opaque = callee.opaque
	}
	if !callee.fnLike {
		return t.End
	}
	if callee.strParam >= 0 {
		if args := splitArgs(line, k+1, close); callee.strParam < len(args) {
			a := args[callee.strParam]
			mt.passOn(m, callee, string(line[t.Start:t.End]), src, line, base, a[0], a[1])
		}
	}
	return close + 1
}

// passOn handles a stringizing macro callee invoked in m's replacement
// list with the argument line[as:ae] for its stringized parameter.
func (mt macroTable) passOn(m *pragmaMacro, callee *pragmaMacro, calleeName string, src, line []byte, base, as, ae int) {
	words := strings.Fields(string(line[as:ae]))
	if len(words) == 0 {
		return
	}
	acc := callee.accPrefix
	if words[0] == "acc" && !acc {
		acc = true
		words = words[1:]
	}
	usesParam := false
	for _, w := range words {
		if indexOf(m.params, w) >= 0 {
			usesParam = true
		}
	}
	switch {
	case len(words) == 1 && indexOf(m.params, words[0]) >= 0 && (acc || !callee.accPrefix):
		// PRAGMA(x) or PRAGMA(acc x): m stringizes its own argument.
		m.strParam = indexOf(m.params, words[0])
		m.accPrefix = acc
	case acc && !usesParam:
		// PRAGMA(acc parallel): the directive is written here.
		if ch, ok := argChunk(src, base+as, base+ae, callee.accPrefix, base+as); ok {
			m.chunks = append(m.chunks, ch)
		}
	case acc:
		m.opaque = "it builds the directive from its arguments ('" + strings.Join(strings.Fields(string(line[as:ae])), " ") + "' passed to '" + calleeName + "')"
	}
}

// expand returns the chunks of an invocation of m named at [s, e) of src,
// and the offset after the invocation; ok is false when the name is not
// invoked there (a function-like macro without arguments).
func (m *pragmaMacro) expand(src []byte, name string, s, e int) (out []chunk, next int, ok bool) {
	next = e
	var args [][2]int
	if m.fnLike {
		sc := ctext.NewScanner(src, e)
		open := sc.Next()
		if open.Kind != ctext.Punct || src[open.Start] != '(' {
			return nil, e, false
		}
		k := open.Start
		close := matchParen(src, k)
		if close < 0 {
			return nil, e, false
		}
		args = splitArgs(src, k+1, close)
		next = close + 1
	}
	for _, ch := range m.chunks {
		ch.body = append([]byte(nil), ch.body...)
		ch.start, ch.end = s, next
		ch.macro, ch.defStart, ch.defEnd = name, m.defStart, m.defEnd
		out = append(out, ch)
	}
	if m.strParam >= 0 && m.strParam < len(args) {
		a := args[m.strParam]
		if ch, ok := argChunk(src, a[0], a[1], m.accPrefix, s); ok {
			ch.start, ch.end = s, next
			ch.macro, ch.defStart, ch.defEnd = name, m.defStart, m.defEnd
			out = append(out, ch)
		}
	}
	if m.opaque != "" {
		out = append(out, chunk{form: FormPragmaOperator, start: s, end: next, macro: name,
			defStart: m.defStart, defEnd: m.defEnd, opaque: m.opaque})
	}
	return out, next, true
}

// argChunk makes the directive whose text is the macro argument src[as:ae]
// (after "acc" when accPrefix is false; the sentinel is then that "acc",
// else the macro name at sent). ok is false when the text is no OpenACC
// directive.
func argChunk(src []byte, as, ae int, accPrefix bool, sent int) (chunk, bool) {
	body := blankC(src[as:ae])
	k := skipSpace(body, 0)
	ch := chunk{form: FormPragmaOperator}
	if accPrefix {
		e := sent
		for e < len(src) && ctext.IsIdentByte(src[e]) {
			e++
		}
		ch.sentStart, ch.sentEnd = sent, e
		ch.bodyStart, ch.body = as, body
		return ch, true
	}
	if !ctext.IsWordAt(body, k, "acc") {
		return chunk{}, false
	}
	ch.sentStart, ch.sentEnd = as+k, as+k+3
	ch.bodyStart, ch.body = as+k+3, body[k+3:]
	return ch, true
}

// matchParen returns the offset of the ')' closing the '(' at i, or -1.
// Literals, comments and line splices are stepped over; it may cross
// lines (the arguments of an invocation may), but not a preprocessing
// line, which leaves the invocation unclosed.
func matchParen(b []byte, i int) int {
	s := ctext.NewScanner(b, i+1)
	depth := 1
	for t := s.Next(); t.Kind != ctext.EOF; t = s.Next() {
		switch {
		case t.Kind == ctext.Directive:
			return -1
		case t.Kind != ctext.Punct:
		case b[t.Start] == '(':
			depth++
		case b[t.Start] == ')':
			if depth--; depth == 0 {
				return t.Start
			}
		}
	}
	return -1
}

// splitArgs splits the macro arguments b[s:e] at top-level commas, those
// outside literals, comments and nested parentheses.
func splitArgs(b []byte, s, e int) [][2]int {
	var out [][2]int
	depth, from := 0, s
	sc := ctext.NewScanner(b[:e], s)
	for t := sc.Next(); t.Kind != ctext.EOF; t = sc.Next() {
		if t.Kind != ctext.Punct {
			continue
		}
		switch b[t.Start] {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, [2]int{from, t.Start})
				from = t.End
			}
		}
	}
	return append(out, [2]int{from, e})
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
