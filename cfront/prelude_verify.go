package cfront

import (
	"fmt"

	"modernc.org/cc/v4"
)

// preludeSource is the name of the prelude's own text for cc; every token
// in it is under a #line naming its header.
const preludeSource = "<accls-prelude>"

// verifyPrelude reads p back with cc and checks that it gives the tokens
// toks at their places and the macros defs as they were defined: the
// flattening must change nothing cc (and so the analysis) can see.
func verifyPrelude(cfg *cc.Config, predefined, name string, p *prelude, toks []cc.Token, defs []*cc.Macro) error {
	c := *cfg
	var hp headerPragmas
	c.PragmaHandler = pragmaHandler(name, &hp, map[string]bool{})
	ast, err := cc.Parse(&c, sources(predefined, name, nil, p.fullText()))
	if err != nil {
		return fmt.Errorf("%w: %v", errUnfaithful, firstLine(err.Error()))
	}
	got := headerTokens(ast)
	if len(got) != len(toks) {
		for i := range got {
			if i >= len(toks) || got[i].SrcStr() != toks[i].SrcStr() {
				return fmt.Errorf("%w: at %d %v vs %v", errUnfaithful, i, got[i].Position(), toks[i].Position())
			}
		}
		return fmt.Errorf("%w: %d tokens read back, %d written", errUnfaithful, len(got), len(toks))
	}
	for i, t := range toks {
		a, b := t.Position(), got[i].Position()
		if t.SrcStr() != got[i].SrcStr() || !samePlace(a, b) {
			return fmt.Errorf("%w: %s at %v read back as %s at %v", errUnfaithful, t.SrcStr(), a, got[i].SrcStr(), b)
		}
	}
	for _, m := range defs {
		if !sameMacro(m, ast.Macros[m.Name.SrcStr()]) {
			return fmt.Errorf("%w: macro %s", errUnfaithful, m.Name.SrcStr())
		}
	}
	return nil
}

func sameMacro(a, b *cc.Macro) bool {
	if b == nil || a.IsFnLike != b.IsFnLike || a.VarArg != b.VarArg || a.MinArgs != b.MinArgs ||
		len(a.Params) != len(b.Params) || !samePlace(a.Name.Position(), b.Name.Position()) {
		return false
	}
	for i := range a.Params {
		if a.Params[i].SrcStr() != b.Params[i].SrcStr() {
			return false
		}
	}
	ra, rb := a.ReplacementList(), b.ReplacementList()
	if len(ra) != len(rb) {
		return false
	}
	for i := range ra {
		if ra[i].SrcStr() != rb[i].SrcStr() || i > 0 && (len(ra[i].Sep()) > 0) != (len(rb[i].Sep()) > 0) {
			return false
		}
	}
	return true
}
