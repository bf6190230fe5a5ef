package cfront

import (
	"github.com/accls/accls/source"
	"modernc.org/cc/v4"
)

// converter turns cc's tree of one translation into the tree of ir.go.
type converter struct {
	pm    *posMap
	types *typeConv
	unit  *Unit
	// syms maps cc declarations (declarators, parameters, enumerators) to
	// symbols; globals and functions are also found by name, so that a
	// prototype and its definition are one symbol.
	syms map[cc.Node]*Symbol
	fn   *Func // the function being converted
}

func newConverter(u *Unit, pm *posMap) *converter {
	return &converter{pm: pm, types: newTypeConv(), unit: u, syms: map[cc.Node]*Symbol{}}
}

// translationUnit converts the main file's external declarations and
// remembers the names the headers declare.
func (c *converter) translationUnit(ast *cc.AST) {
	for l := ast.TranslationUnit; l != nil; l = l.TranslationUnit {
		ed := l.ExternalDeclaration
		if ed == nil {
			continue
		}
		switch ed.Case {
		case cc.ExternalDeclarationFuncDef:
			fd := ed.FunctionDefinition
			if _, ok := c.pm.start(fd.Declarator.NameTok()); !ok {
				c.headerDecl(fd.Declarator)
				continue
			}
			c.funcDef(fd)
		case cc.ExternalDeclarationDecl:
			if !c.nodeStart(ed.Declaration).IsValid() {
				c.headerNames(ed.Declaration)
				continue
			}
			c.topDecl(ed.Declaration)
		}
	}
}

func (c *converter) funcDef(fd *cc.FunctionDefinition) {
	d := fd.Declarator
	sym := c.funcSym(d)
	f := &Func{Sym: sym, Name: d.Name(), NameRange: c.pm.tok(d.NameTok())}
	start := c.declStart(fd.DeclarationSpecifiers)
	if !start.IsValid() {
		start = f.NameRange.Start
	}
	sym.Def = f
	sym.Decls = append(sym.Decls, f.NameRange)
	c.fn = f
	defer func() { c.fn = nil }()
	if ft, ok := d.Type().(*cc.FunctionType); ok {
		for _, p := range ft.Parameters() {
			if p.Declarator == nil || p.Name() == "" {
				continue
			}
			f.Params = append(f.Params, c.param(p))
		}
	}
	f.Body = c.compound(fd.CompoundStatement)
	f.Range = source.Range{Start: start, End: f.Body.Range.End}
	c.unit.Funcs = append(c.unit.Funcs, f)
	c.unit.TopDecls = append(c.unit.TopDecls, &TopDecl{Range: f.Range, Syms: []*Symbol{sym}})
}

func (c *converter) topDecl(d *cc.Declaration) {
	td := &TopDecl{Range: c.rangeFrom(d, d.Token)}
	if p := c.declStart(d.DeclarationSpecifiers); p.IsValid() && td.Range.End.IsValid() && p.Offset < td.Range.End.Offset {
		td.Range.Start = p
	}
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		id := l.InitDeclarator
		if id == nil || id.Declarator == nil {
			continue
		}
		sym := c.declarator(id.Declarator)
		if sym == nil {
			continue
		}
		td.Syms = append(td.Syms, sym)
		if sym.Kind == SymFunc {
			sym.Decls = append(sym.Decls, c.pm.tok(id.Declarator.NameTok()))
			continue
		}
		if sym.Kind == SymVar {
			vd := &VarDecl{Sym: sym, Range: c.declRange(id)}
			if id.Initializer != nil {
				vd.Init = c.initializer(id.Initializer)
			}
			td.Vars = append(td.Vars, vd)
		}
	}
	c.enumerators(d.DeclarationSpecifiers)
	c.unit.TopDecls = append(c.unit.TopDecls, td)
}

// enumerators registers the enumeration constants a declaration defines,
// so that clause arguments naming them can be told apart from variables.
func (c *converter) enumerators(ds *cc.DeclarationSpecifiers) {
	for ; ds != nil; ds = ds.DeclarationSpecifiers {
		ts := ds.TypeSpecifier
		if ts == nil || ts.EnumSpecifier == nil {
			continue
		}
		for l := ts.EnumSpecifier.EnumeratorList; l != nil; l = l.EnumeratorList {
			if e := l.Enumerator; e != nil {
				c.enumSym(e)
			}
		}
	}
}

func (c *converter) declRange(id *cc.InitDeclarator) source.Range {
	r := c.pm.tok(id.Declarator.NameTok())
	if id.Initializer != nil {
		r = join(r, c.initializer(id.Initializer).Span())
	}
	return r
}

// declarator returns the symbol a declarator declares, creating it.
func (c *converter) declarator(d *cc.Declarator) *Symbol {
	if s, ok := c.syms[d]; ok {
		return s
	}
	name := d.Name()
	if name == "" || name == "__func__" {
		return nil
	}
	t := d.Type()
	if d.IsTypename() {
		s := &Symbol{Kind: SymTypedef, Name: name, Type: c.types.conv(t)}
		c.place(s, d)
		c.syms[d] = s
		if d.LexicalScope() != nil && d.LexicalScope().Parent == nil {
			if _, taken := c.unit.Globals[name]; !taken {
				c.unit.Globals[name] = s
			}
		}
		return s
	}
	if t != nil && t.Kind() == cc.Function {
		return c.funcSym(d)
	}
	global := d.LexicalScope() != nil && d.LexicalScope().Parent == nil
	if global {
		if s := c.unit.Globals[name]; s != nil && s.Kind == SymVar {
			c.syms[d] = s
			if !s.InMainFile() {
				c.place(s, d)
			}
			return s
		}
	}
	s := &Symbol{Kind: SymVar, Name: name, Type: c.types.conv(t), Global: global,
		Const: d.IsConst(), Volatile: d.IsVolatile(), Restrict: restrictPointer(d)}
	switch {
	case d.IsParam():
		s.Storage = StorageParam
	case d.IsExtern():
		s.Storage = StorageExtern
	case d.IsStatic() || global:
		s.Storage = StorageStatic
	default:
		s.Storage = StorageAuto
	}
	if !global {
		s.Func = c.fn
	}
	c.place(s, d)
	c.syms[d] = s
	if global {
		c.unit.Globals[name] = s
	}
	c.vlaLens(d, s.Type)
	return s
}

func (c *converter) funcSym(d *cc.Declarator) *Symbol {
	if s, ok := c.syms[d]; ok {
		return s
	}
	name := d.Name()
	s := c.unit.Globals[name]
	if s == nil || s.Kind != SymFunc {
		s = &Symbol{Kind: SymFunc, Name: name, Type: c.types.conv(d.Type()), Global: true, Storage: StorageExtern}
		c.unit.Globals[name] = s
	}
	if d.Linkage() == cc.Internal {
		s.Internal = true
	}
	if !s.InMainFile() {
		c.place(s, d)
	}
	c.syms[d] = s
	return s
}

func (c *converter) param(p *cc.Parameter) *Symbol {
	if s, ok := c.syms[p]; ok {
		return s
	}
	s := c.declarator(p.Declarator)
	if s == nil {
		return nil
	}
	s.Storage = StorageParam
	s.Global = false
	s.Func = c.fn
	// An array parameter is a pointer (C11 6.7.6.3p7).
	if pt := p.Type(); pt != nil {
		s.Type = c.types.conv(pt.Decay())
		c.vlaLens(p.Declarator, s.Type)
		c.paramLen(s, p.Declarator)
	}
	c.syms[p] = s
	return s
}

func (c *converter) enumSym(e *cc.Enumerator) *Symbol {
	if s, ok := c.syms[e]; ok {
		return s
	}
	s := &Symbol{Kind: SymEnumConst, Name: e.Token.SrcStr(), Type: c.types.conv(e.Type()), Global: true}
	if v, ok := intValue(e.Value()); ok {
		s.Value = v
	}
	if r := c.pm.tok(e.Token); r.Start.IsValid() {
		s.Decl = r
	} else {
		s.DeclFile = e.Token.Position().Filename
	}
	c.syms[e] = s
	if _, taken := c.unit.Globals[s.Name]; !taken {
		c.unit.Globals[s.Name] = s
	}
	return s
}

// place records where s is declared.
func (c *converter) place(s *Symbol, d *cc.Declarator) {
	if r := c.pm.tok(d.NameTok()); r.Start.IsValid() {
		s.Decl = r
		s.DeclFile = ""
		return
	}
	s.DeclFile = d.Position().Filename
}

// headerNames remembers the names a header declares, to convert them
// only when a directive names one (headers declare thousands).
func (c *converter) headerNames(d *cc.Declaration) {
	for l := d.InitDeclaratorList; l != nil; l = l.InitDeclaratorList {
		if id := l.InitDeclarator; id != nil && id.Declarator != nil {
			if name := id.Declarator.Name(); name != "" {
				if _, ok := c.unit.headerDecls[name]; !ok {
					c.unit.headerDecls[name] = id.Declarator
				}
			}
		}
	}
	for ds := d.DeclarationSpecifiers; ds != nil; ds = ds.DeclarationSpecifiers {
		if ts := ds.TypeSpecifier; ts != nil && ts.EnumSpecifier != nil {
			for l := ts.EnumSpecifier.EnumeratorList; l != nil; l = l.EnumeratorList {
				if e := l.Enumerator; e != nil {
					if _, ok := c.unit.headerDecls[e.Token.SrcStr()]; !ok {
						c.unit.headerDecls[e.Token.SrcStr()] = e
					}
				}
			}
		}
	}
}

// headerSym converts a header's declaration of name on first use.
func (c *converter) headerSym(name string) *Symbol {
	switch n := c.unit.headerDecls[name].(type) {
	case *cc.Declarator:
		s := c.declarator(n)
		if s != nil && c.unit.Globals[name] == nil {
			c.unit.Globals[name] = s
		}
		return s
	case *cc.Enumerator:
		return c.enumSym(n)
	}
	return nil
}

// headerDecl registers a function defined outside the main file.
func (c *converter) headerDecl(d *cc.Declarator) { c.funcSym(d) }

// restrictPointer reports whether d declares a restrict-qualified pointer:
// the qualifier stands after the last '*' of the declarator.
func restrictPointer(d *cc.Declarator) bool {
	p := d.Pointer
	if p == nil {
		return false
	}
	for p.Pointer != nil {
		p = p.Pointer
	}
	for q := p.TypeQualifiers; q != nil; q = q.TypeQualifiers {
		if q.TypeQualifier != nil && q.TypeQualifier.Case == cc.TypeQualifierRestrict {
			return true
		}
	}
	return false
}

func (c *converter) nodeStart(n cc.Node) source.Pos {
	if n == nil {
		return source.Pos{}
	}
	p := n.Position()
	if p.Filename != c.pm.name || p.Offset < 0 || p.Offset > len(c.pm.file.Text) {
		return source.Pos{}
	}
	return c.pm.file.Pos(p.Offset)
}

// rangeFrom spans from the first token of n to the end of last.
func (c *converter) rangeFrom(n cc.Node, last cc.Token) source.Range {
	start := c.nodeStart(n)
	end := c.pm.tok(last)
	if !start.IsValid() {
		return end
	}
	if !end.Start.IsValid() {
		return source.Range{Start: start, End: start}
	}
	return source.Range{Start: start, End: end.End}
}

func intValue(v cc.Value) (int64, bool) {
	switch v := v.(type) {
	case cc.Int64Value:
		return int64(v), true
	case cc.UInt64Value:
		return int64(v), true
	}
	return 0, false
}
