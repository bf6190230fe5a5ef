package cfront

import (
	"sort"

	"github.com/accls/accls/source"
)

// Block scopes of the main file's functions, to resolve the names written
// in directives (copy(a), private(t)) as C would at the directive's place.

type scope struct {
	rng      source.Range
	syms     []*Symbol // in declaration order
	children []*scope  // in source order
}

type scopeTree struct {
	funcs []*scope // one per function, in source order
}

func buildScopes(u *Unit) *scopeTree {
	t := &scopeTree{}
	for _, f := range u.Funcs {
		s := &scope{rng: f.Range, syms: append([]*Symbol(nil), f.Params...)}
		if f.Body != nil {
			addBlockScopes(s, f.Body)
		}
		t.funcs = append(t.funcs, s)
	}
	return t
}

// addBlockScopes adds to parent the declarations of st that belong to it
// and child scopes for the blocks and for-loops inside st.
func addBlockScopes(parent *scope, st Stmt) {
	switch st := st.(type) {
	case *Compound:
		s := &scope{rng: st.Range}
		parent.children = append(parent.children, s)
		for _, it := range st.Items {
			if d, ok := it.(*DeclStmt); ok {
				for _, v := range d.Vars {
					s.syms = append(s.syms, v.Sym)
				}
				continue
			}
			addBlockScopes(s, it)
		}
	case *For:
		s := &scope{rng: st.Range}
		parent.children = append(parent.children, s)
		if d, ok := st.Init.(*DeclStmt); ok {
			for _, v := range d.Vars {
				s.syms = append(s.syms, v.Sym)
			}
		}
		if st.Body != nil {
			addBlockScopes(s, st.Body)
		}
	default:
		var kids [8]Node
		for _, k := range AppendChildren(kids[:0], st) {
			if ks, ok := k.(Stmt); ok {
				addBlockScopes(parent, ks)
			}
		}
	}
}

// Lookup resolves name as C would at offset off of the main file: the
// innermost declaration before off, then the file scope. It returns nil
// when the name is not declared.
func (u *Unit) Lookup(name string, off int) *Symbol {
	if sites := u.sitesOf(off); sites != nil {
		return u.lookupAtSites(name, sites)
	}
	if u.scopes != nil {
		i := sort.Search(len(u.scopes.funcs), func(i int) bool { return u.scopes.funcs[i].rng.End.Offset >= off })
		if i < len(u.scopes.funcs) && u.scopes.funcs[i].rng.Start.Offset <= off {
			if s := lookupIn(u.scopes.funcs[i], name, off); s != nil {
				return s
			}
		}
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if s := u.Globals[name]; s != nil {
		return s
	}
	if u.conv != nil {
		return u.conv.headerSym(name)
	}
	return nil
}

func lookupIn(s *scope, name string, off int) *Symbol {
	for _, c := range s.children {
		if c.rng.Start.Offset <= off && off <= c.rng.End.Offset {
			if r := lookupIn(c, name, off); r != nil {
				return r
			}
			break
		}
	}
	for i := len(s.syms) - 1; i >= 0; i-- {
		sym := s.syms[i]
		if sym != nil && sym.Name == name && sym.Decl.Start.Offset <= off {
			return sym
		}
	}
	return nil
}

// FuncAt returns the function definition containing off.
func (u *Unit) FuncAt(off int) *Func {
	i := sort.Search(len(u.Funcs), func(i int) bool { return u.Funcs[i].Range.End.Offset >= off })
	if i < len(u.Funcs) && u.Funcs[i].Range.Start.Offset <= off {
		return u.Funcs[i]
	}
	return nil
}
