package cfront

import (
	"hash/fnv"
	"strconv"

	"modernc.org/cc/v4"
	"modernc.org/token"
)

// preludeSource is the name of the prelude's own text for cc; every token
// in it is under a #line marker naming its header.
const preludeSource = "<accls-prelude>"

// A prelude is checked as it is used: the first time a file is read after
// one of its declarations or macros, cc's reading of it must give the
// tokens the headers gave, at the same file, line and column, and the
// macro as it was defined (place, parameters, replacement list and its
// spacing). Each is checked once; one that differs marks the prelude
// broken, and the file (and every later one) is read whole. Checking as
// used costs a few declarations per file instead of a second reading of
// all of them when the prelude is built.

// tokenSum sums tokens: their text and place.
func tokenSum(toks []cc.Token) uint64 {
	h := fnv.New64a()
	var buf []byte
	for _, t := range toks {
		pos := t.Position()
		buf = append(buf[:0], t.SrcStr()...)
		buf = append(buf, 0)
		buf = append(buf, pos.Filename...)
		buf = strconv.AppendInt(append(buf, 0), int64(pos.Line), 10)
		buf = strconv.AppendInt(append(buf, ':'), int64(pos.Column), 10)
		h.Write(append(buf, '\n'))
	}
	return h.Sum64()
}

// macroSum sums what cc knows of a macro's definition.
func macroSum(m *cc.Macro) uint64 {
	h := fnv.New64a()
	pos := m.Name.Position()
	var buf []byte
	buf = append(buf, m.Name.SrcStr()...)
	buf = strconv.AppendBool(append(buf, 0), m.IsFnLike)
	buf = strconv.AppendInt(append(buf, 0), int64(m.VarArg), 10)
	buf = strconv.AppendInt(append(buf, 0), int64(m.MinArgs), 10)
	for _, p := range m.Params {
		buf = append(append(buf, 0), p.SrcStr()...)
	}
	buf = append(buf, '\n')
	for i, t := range m.ReplacementList() {
		if i > 0 && len(t.Sep()) > 0 {
			buf = append(buf, ' ')
		}
		buf = append(append(buf, t.SrcStr()...), 0)
	}
	h.Write(buf)
	return h.Sum64() ^ placeSum(pos)
}

func placeSum(pos token.Position) uint64 {
	h := fnv.New64a()
	h.Write(strconv.AppendInt(strconv.AppendInt([]byte(pos.Filename+"\x00"), int64(pos.Line), 10), int64(pos.Column), 10))
	return h.Sum64()
}

// faithful checks the declarations and macros of the prelude that ast
// (a translation after u) read for the first time; false when one is not
// what the headers gave, and the prelude is then broken.
func (u *preludeUse) faithful(ast *cc.AST, main string) bool {
	p := u.p
	eds := headerDecls(ast)
	if len(eds) < len(u.decls) {
		p.broken.Store(true)
		return false
	}
	for k, i := range u.decls {
		if p.declOK[i].Load() {
			continue
		}
		if tokenSum(withoutInjected(cc.NodeTokens(eds[k]))) != p.declSum[i] {
			p.broken.Store(true)
			return false
		}
		p.declOK[i].Store(true)
	}
	for _, i := range u.macros {
		if p.macroOK[i].Load() {
			continue
		}
		m := ast.Macros[p.macros[i].name]
		if m == nil || !samePlace(m.Name.Position(), p.macros[i].place) {
			continue // the file redefined or undefined it: checked another time
		}
		if macroSum(m) != p.macroSum[i] {
			p.broken.Store(true)
			return false
		}
		p.macroOK[i].Store(true)
	}
	return !p.broken.Load()
}
