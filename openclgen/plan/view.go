package plan

import (
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// modelView is the analysis's model for one device type (§2.4; the
// default one, or an entry of Model.Variants) with the indexes
// the printers look statements up in. A compute construct's plan holds
// one view per translation (plan_variants.go); the printer reads the
// view of the variant it prints.
type modelView struct {
	m           *model.Model
	loopOf      map[cfront.Stmt]*model.Loop
	constructOf map[cfront.Stmt][]*model.Construct
	// dtKey: the acc_device_t constant of the view's device type, "" for
	// the types no device_type clause names.
	dtKey string
}

func newModelView(m *model.Model, dtKey string) *modelView {
	v := &modelView{m: m, dtKey: dtKey, loopOf: map[cfront.Stmt]*model.Loop{}, constructOf: map[cfront.Stmt][]*model.Construct{}}
	for _, l := range m.Loops {
		v.loopOf[l.Stmt] = l
	}
	for _, c := range m.Constructs {
		if c.Body != nil {
			v.constructOf[c.Body] = append(v.constructOf[c.Body], c)
		}
	}
	return v
}

// loopClause is the clause named name of the loop or combined directive
// lc that applies on the view's device type (v.dtKey, "" for the types
// no device_type clause names), by the analysis's rule (§2.4).
func (v *modelView) loopClause(lc *model.Construct, name string) *model.Clause {
	return lc.Resolved.ForType(strings.TrimPrefix(v.dtKey, "acc_device_"), name)
}

// loopDirectives are c itself when it is a combined construct and the
// loop directives inside it.
func (v *modelView) loopDirectives(c *model.Construct) []*model.Construct {
	var out []*model.Construct
	if c.IsCombined() {
		out = append(out, c)
	}
	for _, lc := range v.m.Constructs {
		if lc.Kind == model.KindLoop && lc.Compute == c {
			out = append(out, lc)
		}
	}
	return out
}
