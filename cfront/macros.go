package cfront

import (
	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// Macro is a macro defined when the file ends, for the names written in
// directives: C directives are macro-expanded, so copy(a[0:N]) may name a
// macro N, and a clause may be a macro (#pragma acc data CLAUSES).
type Macro struct {
	ctext.Macro
	// DefStart and DefEnd are the offsets of the macro's name and of the
	// end of its #define line in the main file; -1 when it is not there.
	DefStart, DefEnd int
	// DefFile and DefPos are where the macro's name is defined, in any
	// file ("" for the command line or a predefined macro).
	DefFile string
	DefPos  source.Pos
}

// Macro returns the macro named name.
func (u *Unit) Macro(name string) (*Macro, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	if m, ok := u.macros[name]; ok {
		return m, m != nil
	}
	if u.macros == nil {
		u.macros = map[string]*Macro{}
	}
	var mm *Macro
	if u.AST != nil {
		if m := u.AST.Macros[name]; m != nil {
			mm = u.convertMacro(name, m.IsFnLike, m.VarArg >= 0, m.Name.Position().Filename, m.Name.Position().Offset)
			for _, p := range m.Params {
				mm.Params = append(mm.Params, p.SrcStr())
			}
			if mm.Variadic && (len(mm.Params) == 0 || len(mm.Params) == m.VarArg) {
				mm.Params = append(mm.Params, "__VA_ARGS__")
			}
			for _, t := range m.ReplacementList() {
				mm.Tokens = append(mm.Tokens, t.SrcStr())
				mm.Offsets = append(mm.Offsets, u.mainOffset(t.Position().Filename, t.Position().Offset, t.SrcStr()))
			}
		}
	}
	u.macros[name] = mm
	return mm, mm != nil
}

func (u *Unit) convertMacro(name string, fnLike, variadic bool, file string, off int) *Macro {
	m := &Macro{Macro: ctext.Macro{Name: name, FnLike: fnLike, Variadic: fnLike && variadic}, DefStart: -1, DefEnd: -1}
	if file != "" && file != "<predefined>" && file != "<builtin>" {
		p := u.AST.Macros[name].Name.Position()
		if o, ok := u.prelude.origin(name); ok && o.file == file && o.line == p.Line && o.col == p.Column {
			// Read from the prelude: the offset is the header's.
			off = o.offs
		}
		m.DefFile, m.DefPos = file, source.Pos{Offset: off, Line: p.Line, Col: p.Column}
	}
	if s := u.mainOffset(file, off, name); s >= 0 {
		m.DefStart, m.DefEnd = s, ctext.LineEnd(u.File.Text, s)
	}
	return m
}

// mainOffset returns off when the token text lies there in the main file,
// else -1.
func (u *Unit) mainOffset(file string, off int, text string) int {
	if u.File == nil || file != u.File.Name || off < 0 || off+len(text) > len(u.File.Text) || string(u.File.Text[off:off+len(text)]) != text {
		return -1
	}
	return off
}
