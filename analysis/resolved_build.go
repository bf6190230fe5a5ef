package analysis

import (
	"strconv"

	"github.com/accls/accls/grammar"
)

// buildResolved gives each construct its ranges and resolved view
// (resolved.go).
func (a *analyzer) buildResolved() {
	for _, c := range a.m.Constructs {
		c.DirRange, c.NameRange = dirOf(c).Range, dirOf(c).NameRange
		c.Resolved = a.resolveDirective(dirOf(c))
	}
}

// resolveDirective builds the resolved view of d.
func (a *analyzer) resolveDirective(d *grammar.Directive) *Resolved {
	r := &Resolved{Pragma: d.Form == grammar.FormPragma || d.Form == grammar.FormPragmaOperator}
	if d.Args != nil {
		r.HasArgs, r.Args = true, a.resolveArgs(d.Args)
	}
	// On init, shutdown and set device_type selects the device (§2.14);
	// elsewhere it starts a section of device-specific clauses (§2.4).
	spec, _ := LookupDirective(d.Name)
	selects := spec != nil && spec.DeviceTypeSelects
	var cur *DeviceSection
	for _, gc := range d.Clauses {
		if gc == nil {
			continue
		}
		cl := a.resolveClause(gc)
		r.Clauses = append(r.Clauses, cl)
		setFlag(r, cl, gc)
		switch {
		case cl.Name == "device_type" && !selects:
			cur = newDeviceSection(cl)
			r.Sections = append(r.Sections, cur)
		case cur == nil:
			r.Default = append(r.Default, cl)
		default:
			cur.Clauses = append(cur.Clauses, cl)
		}
	}
	return r
}

// newDeviceSection starts the section of the device_type clause cl.
func newDeviceSection(cl *Clause) *DeviceSection {
	s := &DeviceSection{}
	for _, t := range cl.DeviceTypes {
		switch t {
		case "":
		case "*":
			s.Star = true
		default:
			s.Types = append(s.Types, t)
		}
	}
	return s
}

// setFlag records the flags, the atomic-clause and bind's target.
func setFlag(r *Resolved, cl *Clause, gc *grammar.Clause) {
	switch cl.Name {
	case "finalize":
		r.Finalize = true
	case "if_present":
		r.IfPresent = true
	case "nohost":
		r.NoHost = true
	case "read", "write", "update", "capture":
		if r.Atomic == "" {
			r.Atomic = cl.Name
		}
	case "bind":
		if r.Bind == nil {
			r.Bind = bindTargetOf(cl, gc)
		}
	}
}

// bindTargetOf reads bind(name) or bind("name") (§2.15.1) from cl, the
// string literal from gc, the clause as written.
func bindTargetOf(cl *Clause, gc *grammar.Clause) *BindTarget {
	b := &BindTarget{Range: cl.Range, Bad: true}
	if len(cl.Args) != 1 || !cl.Args[0].HasValue {
		b.NotOne = true
		return b
	}
	arg := cl.Args[0]
	b.Range = arg.ValueRange
	switch {
	case arg.Ident != "":
		b.Name, b.Bad = arg.Ident, false
	default:
		if s, ok := stringArg(gc); ok {
			b.Name, b.Quoted, b.Bad = s, true, false
		}
	}
	return b
}

// stringArg is the contents of gc's argument when it is a string
// literal; gc has one argument (bindTargetOf checked its resolved form).
func stringArg(gc *grammar.Clause) (string, bool) {
	for _, ga := range gc.Args.Args {
		if ga == nil {
			continue
		}
		if v, ok := ga.Value.(*grammar.BasicLit); ok && v.Kind == grammar.StringLit {
			if s, err := strconv.Unquote(v.Value); err == nil {
				return s, true
			}
		}
		break
	}
	return "", false
}

// resolveClause resolves one clause: its modern name and its arguments.
func (a *analyzer) resolveClause(gc *grammar.Clause) *Clause {
	cl := &Clause{Name: modernName(gc.Name), Range: gc.Range, NameRange: gc.NameRange}
	if gc.Args != nil {
		cl.HasArgs = true
		if !gc.Bad {
			cl.Args = a.resolveArgs(gc.Args)
		}
	}
	if cl.Name == "device_type" && gc.Args != nil && !gc.Bad {
		// one name per argument, in step with Args
		for _, ga := range gc.Args.Args {
			if ga != nil {
				cl.DeviceTypes = append(cl.DeviceTypes, deviceTypeName(ga.Value))
			}
		}
	}
	return cl
}

// resolveArgs resolves an argument list.
func (a *analyzer) resolveArgs(l *grammar.ArgList) []*ClauseArg {
	var out []*ClauseArg
	for _, ga := range l.Args {
		if ga != nil {
			out = append(out, a.resolveArg1(ga))
		}
	}
	return out
}

// resolveArg1 resolves one argument: its modifiers, its text and, when it
// folds, its constant value.
func (a *analyzer) resolveArg1(ga *grammar.Arg) *ClauseArg {
	arg := &ClauseArg{Range: ga.Range}
	for i, m := range ga.Modifiers {
		if i == 0 {
			arg.Modifier = m.Name
		}
		if m.Name == "devnum" && m.Value != nil {
			arg.DevNum, arg.HasDevNum = a.text(m.Value), true
		}
	}
	if ga.Value == nil {
		return arg
	}
	arg.HasValue, arg.ValueRange, arg.Text = true, ga.Value.Span(), a.text(ga.Value)
	arg.Const, arg.IsConst = a.constOf(ga.Value)
	switch v := ga.Value.(type) {
	case *grammar.Star:
		arg.Star = true
	case *grammar.Ident:
		arg.Ident = v.Name
	}
	return arg
}
