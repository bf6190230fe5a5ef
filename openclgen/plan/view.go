package plan

import (
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// View is the analysis's model for one device type (§2.4; the
// default one, or an entry of Model.Variants) with the indexes
// the printers look statements up in. A compute construct's plan holds
// one view per translation (variants.go); the printer reads the
// view of the variant it prints.
type View struct {
	M           *model.Model
	LoopOf      map[cfront.Stmt]*model.Loop
	ConstructOf map[cfront.Stmt][]*model.Construct
	// DTKey: the acc_device_t constant of the view's device type, "" for
	// the types no device_type clause names.
	DTKey string
	// loopsIn and constructsIn index the loops and constructs by their
	// compute construct, in the model's order: the printers ask for them
	// once per construct, and scanning the whole model each time made the
	// translation quadratic in the file's directives (issue 16).
	loopsIn      map[*model.Construct][]*model.Loop
	constructsIn map[*model.Construct][]*model.Construct
	spans        spans // view_spans.go
}

// NewView indexes the statements of m for the device type dtKey.
func NewView(m *model.Model, dtKey string) *View {
	// Sized for the model: grown by insertion they were the largest
	// allocation of the limits run on big files (issue 16).
	v := &View{M: m, DTKey: dtKey, LoopOf: make(map[cfront.Stmt]*model.Loop, len(m.Loops)),
		ConstructOf: make(map[cfront.Stmt][]*model.Construct, len(m.Constructs)),
		loopsIn:     map[*model.Construct][]*model.Loop{}, constructsIn: map[*model.Construct][]*model.Construct{}}
	for _, l := range m.Loops {
		v.LoopOf[l.Stmt] = l
		v.loopsIn[l.Compute] = append(v.loopsIn[l.Compute], l)
	}
	for _, c := range m.Constructs {
		if c.Body != nil {
			v.ConstructOf[c.Body] = append(v.ConstructOf[c.Body], c)
		}
		v.constructsIn[c.Compute] = append(v.constructsIn[c.Compute], c)
	}
	v.spans = newSpans(m.Constructs)
	return v
}

// LoopsIn are the loops whose compute construct is c (Loop.Compute; the
// orphaned ones for nil), in the model's order; the slice is shared.
func (v *View) LoopsIn(c *model.Construct) []*model.Loop {
	return v.loopsIn[c]
}

// ConstructsIn are the constructs whose compute construct is c
// (Construct.Compute: c itself when it is a compute or combined
// construct; those outside compute regions for nil), in the model's
// order; the slice is shared.
func (v *View) ConstructsIn(c *model.Construct) []*model.Construct {
	return v.constructsIn[c]
}

// LoopClause is the clause named name of the loop or combined directive
// lc that applies on the view's device type (v.DTKey, "" for the types
// no device_type clause names), by the analysis's rule (§2.4).
func (v *View) LoopClause(lc *model.Construct, name string) *model.Clause {
	return lc.Resolved.ForType(strings.TrimPrefix(v.DTKey, "acc_device_"), name)
}

// LoopDirectives are c itself when it is a combined construct and the
// loop directives inside it.
func (v *View) LoopDirectives(c *model.Construct) []*model.Construct {
	var out []*model.Construct
	if c.IsCombined() {
		out = append(out, c)
	}
	for _, lc := range v.ConstructsIn(c) {
		if lc.Kind == model.KindLoop {
			out = append(out, lc)
		}
	}
	return out
}
