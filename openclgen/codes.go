package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/source"
)

// CodeUnsupported is the error for everything the generator does not
// translate (model.CodeUnsupported: the capability table's code).
const CodeUnsupported = model.CodeUnsupported

// limit records the error of the capability table's entry l at r (at
// the directive being translated when r is unset).
func (g *gen) limit(l *model.Limit, r source.Range, args ...any) {
	if !r.Start.IsValid() && g.cur != nil {
		r = g.cur.DirRange
	}
	d := l.Diagnostic(g.f.Name, r, args...)
	key := fmt.Sprintf("%d:%s", r.Start.Offset, d.Message)
	if g.seen[key] {
		return
	}
	g.seen[key] = true
	g.diags = append(g.diags, d)
}
