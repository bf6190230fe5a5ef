package cfront

// Macro is a macro defined when the file ends, for the names written in
// directives: C directives are macro-expanded, so copy(a[0:N]) may name a
// macro N.
type Macro struct {
	Name   string
	FnLike bool
	// Tokens is the replacement list, one token per element.
	Tokens []string
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
			mm = &Macro{Name: name, FnLike: m.IsFnLike}
			for _, t := range m.ReplacementList() {
				mm.Tokens = append(mm.Tokens, t.SrcStr())
			}
		}
	}
	u.macros[name] = mm
	return mm, mm != nil
}
