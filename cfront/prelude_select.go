package cfront

import (
	"bytes"
	"strings"

	"github.com/accls/accls/internal/ctext"
)

// Which of a prelude's declarations and macros a file needs. Most of
// what the headers declare a file never names, and reading it is most of
// what a prelude costs; so only the declarations and macros that declare
// a name the file's text holds are given to cc, with those they name in
// turn. The file's identifiers are taken from its whole text (comments
// and strings too: more is safe). A file that includes more headers
// below its prefix, or pastes tokens (##, its own or a needed macro's),
// can name what its text does not hold, and gets the whole prelude.

// preludeUse is a prelude and the part of it one file is read after:
// its text and the declarations and macros (by number) it holds.
type preludeUse struct {
	p      *prelude
	text   string
	decls  []int
	macros []int
}

func (u *preludeUse) textOrNone() string {
	if u == nil {
		return ""
	}
	return u.text
}

// use returns the part of the prelude that text (the file) needs; rest
// is the file below its prefix.
func (p *prelude) use(text, rest []byte) *preludeUse {
	s := selection{p: p, decls: make([]bool, len(p.decls)), macros: make([]bool, len(p.macros)), seen: map[string]bool{}}
	if inDirective(rest, "include") || inDirective(text, "##") {
		s.all()
	} else {
		s.needed(text)
	}
	u := &preludeUse{p: p}
	var b strings.Builder
	b.WriteString(p.head)
	for i, d := range p.decls {
		if s.decls[i] {
			b.WriteString(d.text)
			u.decls = append(u.decls, i)
		}
	}
	for i, m := range p.macros {
		if s.macros[i] {
			b.WriteString(m.text)
			u.macros = append(u.macros, i)
		}
	}
	u.text = b.String()
	return u
}

// needed selects what text names, and what that names in turn.
func (s *selection) needed(text []byte) {
	p := s.p
	for _, n := range p.seeds {
		s.need(n)
	}
	for _, i := range p.always {
		s.takeDecl(i)
	}
	scanIdentifiers(text, s.need)
	for len(s.queue) > 0 && !s.paste {
		n := s.queue[len(s.queue)-1]
		s.queue = s.queue[:len(s.queue)-1]
		if i, ok := p.macroOf[n]; ok {
			s.takeMacro(i)
		}
		for _, i := range p.declsOf[n] {
			s.takeDecl(i)
		}
	}
	if s.paste {
		s.all()
	}
}

func (s *selection) all() {
	for i := range s.decls {
		s.decls[i] = true
	}
	for i := range s.macros {
		s.macros[i] = true
	}
}

type selection struct {
	p             *prelude
	decls, macros []bool
	seen          map[string]bool
	queue         []string
	paste         bool
}

func (s *selection) need(name string) {
	if !s.seen[name] {
		s.seen[name] = true
		s.queue = append(s.queue, name)
	}
}

func (s *selection) takeDecl(i int) {
	if s.decls[i] {
		return
	}
	s.decls[i] = true
	for _, n := range s.p.decls[i].uses {
		s.need(n)
	}
}

func (s *selection) takeMacro(i int) {
	if s.macros[i] {
		return
	}
	s.macros[i] = true
	s.paste = s.paste || s.p.macros[i].paste
	for _, n := range s.p.macros[i].uses {
		s.need(n)
	}
}

// inDirective reports whether w may occur in a preprocessing directive
// of text: on a logical line (splices followed) that starts with '#', or
// after a comment's end on its line (a directive can go on through a
// comment that spans lines). An occurrence in a comment or a string of
// ordinary text does not count.
func inDirective(text []byte, w string) bool {
	for off := 0; ; {
		i := bytes.Index(text[off:], []byte(w))
		if i < 0 {
			return false
		}
		i += off
		start := i
		for start > 0 && !(text[start-1] == '\n' && !ctext.SplicedNewline(text, start-1)) {
			start--
		}
		line := bytes.TrimLeft(text[start:i], " \t\f\v")
		if len(line) > 0 && line[0] == '#' || bytes.Contains(text[start:i], []byte("*/")) {
			return true
		}
		off = i + len(w)
	}
}

// scanIdentifiers calls f with every identifier-like word of text.
func scanIdentifiers(text []byte, f func(string)) {
	for i := 0; i < len(text); {
		c := text[i]
		if !ctext.IsIdentByte(c) {
			i++
			continue
		}
		j := i
		for j < len(text) && ctext.IsIdentByte(text[j]) {
			j++
		}
		if isIdentStart(c) {
			f(string(text[i:j]))
		}
		i = j
	}
}
