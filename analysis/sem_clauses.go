package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// Explicit data attributes: the variables of each var-list clause,
// resolved in the scope of the directive, with the rules of §2.7.1 (what
// may be named, subarrays), §2.7 (one data clause per variable) and
// §2.5.15 (reduction operators and types).

// varClauseKind maps a var-list clause (modern name) to its attribute on
// a directive of kind k; ok is false for clauses that take no variables.
func varClauseKind(name string, k ConstructKind) (AttrKind, bool) {
	switch name {
	case "copy":
		return AttrCopy, true
	case "copyin":
		return AttrCopyin, true
	case "copyout":
		return AttrCopyout, true
	case "create":
		return AttrCreate, true
	case "no_create":
		return AttrNoCreate, true
	case "present":
		return AttrPresent, true
	case "deviceptr":
		return AttrDeviceptr, true
	case "attach":
		return AttrAttach, true
	case "detach":
		return AttrDetach, true
	case "delete":
		return AttrDelete, true
	case "private":
		return AttrPrivate, true
	case "firstprivate":
		return AttrFirstprivate, true
	case "reduction":
		return AttrReduction, true
	case "use_device":
		return AttrUseDevice, true
	case "device_resident":
		return AttrDeviceResident, true
	case "link":
		return AttrLink, true
	case "self", "host":
		// self(condition) on compute constructs; self(var-list) on update.
		if k == KindUpdate {
			return AttrUpdateSelf, true
		}
	case "device":
		if k == KindUpdate {
			return AttrUpdateDevice, true
		}
	}
	return 0, false
}

func (a *analyzer) resolveClauses() {
	for _, c := range a.m.Constructs {
		a.resolveConstruct(c)
	}
	for _, c := range a.m.Constructs {
		a.checkDuplicates(c)
		a.checkReductions(c)
	}
}

func (a *analyzer) resolveConstruct(c *Construct) {
	if c.Kind == KindCache && dirOf(c).Args != nil {
		for _, arg := range dirOf(c).Args.Args {
			if at := a.resolveArg(c, nil, arg, AttrCache); at != nil {
				c.Data = append(c.Data, at)
			}
		}
	}
	for _, cl := range dirOf(c).Clauses {
		if cl == nil || cl.Bad || cl.Args == nil {
			continue
		}
		kind, ok := varClauseKind(modernName(cl.Name), c.Kind)
		if !ok {
			continue
		}
		op := ""
		readonly, zero := false, false
		for _, mod := range cl.Args.ListModifiers() {
			switch mod.Name {
			case "readonly":
				readonly = true
			case "zero":
				zero = true
			default:
				op = mod.Name
			}
		}
		for _, arg := range cl.Args.Args {
			at := a.resolveArg(c, cl, arg, kind)
			if at == nil {
				continue
			}
			at.Op, at.Readonly, at.Zero = op, readonly, zero
			c.Data = append(c.Data, at)
		}
	}
}

// resolveArg resolves one var-list argument: a variable, an array
// element, a subarray or a member of a composite variable.
func (a *analyzer) resolveArg(c *Construct, cl *grammar.Clause, arg *grammar.Arg, kind AttrKind) *DataAttr {
	if arg == nil || arg.Value == nil {
		return nil
	}
	var subs []grammar.Expr // outermost first
	var members []string
	e := arg.Value
	// memberBase is the outermost member (s.a.v of s.a.v[0:n]): the
	// subscripts after it are the section, and apply to its type. The
	// subscripts inside it (q[i] of q[i].v) select the struct the member
	// belongs to: they are part of the member's path, not the section.
	var memberBase grammar.Expr
	var pathSubs []grammar.Expr
walk:
	for {
		switch x := e.(type) {
		case *grammar.Subarray, *grammar.Index:
			if memberBase != nil {
				pathSubs = append(pathSubs, x)
			} else {
				subs = append([]grammar.Expr{x}, subs...)
			}
			if s, ok := x.(*grammar.Subarray); ok {
				e = s.X
			} else {
				e = x.(*grammar.Index).X
			}
		case *grammar.Paren:
			e = x.X
		case *grammar.Member:
			members = append([]string{x.Name}, members...)
			if memberBase == nil {
				memberBase = x
			}
			e = x.X
		default:
			break walk
		}
	}
	id, ok := e.(*grammar.Ident)
	if !ok {
		return nil // not a variable: the directive checks report it
	}
	sym := a.u.Lookup(id.Name, dirOf(c).Range.Start.Offset)
	if sym == nil {
		if m, ok := a.u.Macro(id.Name); ok && !m.FnLike && len(m.Tokens) == 1 {
			sym = a.u.Lookup(m.Tokens[0], dirOf(c).Range.Start.Offset)
		}
	}
	where := "in '" + kind.String() + "'"
	if cl == nil {
		where = "in 'cache'"
	}
	if sym == nil {
		a.siteErrorf(dirOf(c), id.Range, codeUndeclared, "'%s' %s is not declared", id.Name, where)
		return nil
	}
	if sym.Kind != cfront.SymVar {
		a.siteErrorf(dirOf(c), id.Range, codeNotAVariable, "'%s' %s is %s, not a variable", id.Name, where, withArticle(sym.Kind.String()))
		return nil
	}
	at := &DataAttr{Kind: kind, Sym: sym, Member: members, Construct: c, Syntax: attrSite{cl, arg}, Range: arg.Range, Written: a.text(arg.Value)}
	if memberBase != nil {
		at.Path = strings.Join(strings.Fields(a.text(memberBase)), "")
		at.MemberExpr = &MemberPath{Text: a.text(memberBase), Steps: pathSteps(memberBase)}
		for _, s := range pathSubs {
			if !a.pathSubscript(s) {
				return nil
			}
		}
	}
	if !a.completeData(at, sym.Type, memberBase, subs) {
		return nil
	}
	if len(subs) == 0 && memberBase == nil {
		at.Section = a.paramSection(sym, kind)
	}
	if memberBase != nil {
		at.MemberInStorage = memberInStorage(sym.Type, at.MemberExpr.Steps)
		if at.MemberInStorage && len(subs) == 0 {
			at.Section = wholeMember(a.typeOf(memberBase))
		}
	}
	if len(subs) > 0 {
		t := sym.Type
		if memberBase != nil {
			t = a.typeOf(memberBase)
		}
		if t == nil {
			return at
		}
		name := id.Name
		if at.Path != "" {
			name = at.Path
		}
		sec, ok := a.section(name, t, subs)
		if !ok {
			return nil
		}
		at.Section = sec
	}
	return at
}

func withArticle(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case 'a', 'e', 'i', 'o', 'u':
		return "an " + s
	}
	return "a " + s
}

// section checks the subscripts of a clause argument against the type
// they apply to (§2.7.1) and returns the section they describe.
func (a *analyzer) section(name string, t *cfront.Type, subs []grammar.Expr) (*Section, bool) {
	sec := &Section{Known: true}
	type dimInfo struct {
		partial, one, known bool
		at                  source.Range
	}
	var dims []dimInfo
	for _, s := range subs {
		var lo, ln grammar.Expr
		isSub := false
		switch s := s.(type) {
		case *grammar.Subarray:
			lo, ln, isSub = s.Lo, s.Len, true
		case *grammar.Index:
			lo = s.Index
		}
		if t == nil || (t.Kind != cfront.Array && t.Kind != cfront.Pointer) {
			tn := "<unknown type>"
			if t != nil {
				tn = t.Name
			}
			a.errorf(s.Span(), codeSubscriptNonArray, "'%s' has type %s here, which takes no subscript: only arrays and pointers have subarrays", name, tn)
			return nil, false
		}
		d := Dim{Lower: a.text(lo), Length: a.text(ln)}
		if lo == nil {
			d.Lower, d.LowerVal, d.LowerConst = "0", 0, true
		} else {
			d.LowerVal, d.LowerConst = a.constOf(lo)
		}
		if !isSub {
			d.Length, d.LengthVal, d.LengthConst = "1", 1, true
		} else if ln != nil {
			d.LengthVal, d.LengthConst = a.constOf(ln)
		}
		if !a.integerBounds(name, lo, ln) {
			return nil, false
		}
		if d.LengthConst && d.LengthVal < 0 {
			a.errorf(s.Span(), codeSubarrayBounds, "the subarray of '%s' has a negative length, %d", name, d.LengthVal)
			return nil, false
		}
		info := dimInfo{at: s.Span()}
		switch t.Kind {
		case cfront.Pointer:
			if isSub && ln == nil {
				a.errorf(s.Span(), codeSubarrayLength, "the subarray of pointer '%s' needs a length: write %s[%s:length]", name, name, d.Lower)
				return nil, false
			}
			info.known = false
		case cfront.Array:
			n := t.Len
			if isSub && ln == nil {
				if n < 0 {
					a.errorf(s.Span(), codeSubarrayLength, "the subarray of '%s' needs a length: its dimension is not known here", name)
					return nil, false
				}
				if d.LowerConst {
					d.Length, d.LengthVal, d.LengthConst = fmt.Sprint(n-d.LowerVal), n-d.LowerVal, true
				} else {
					d.Length = fmt.Sprintf("%d-(%s)", n, d.Lower)
				}
			}
			if n >= 0 {
				info.known = true
				if d.LowerConst && d.LowerVal < 0 {
					a.errorf(s.Span(), codeSubarrayBounds, "the subarray of '%s' starts at %d, before the array's first element", name, d.LowerVal)
					return nil, false
				}
				if d.LowerConst && d.LengthConst && d.LowerVal+d.LengthVal > n {
					if isSub {
						a.errorf(s.Span(), codeSubarrayBounds, "the subarray %s[%d:%d] ends at element %d, past the end of '%s', which has %d", name, d.LowerVal, d.LengthVal, d.LowerVal+d.LengthVal-1, name, n)
					} else {
						a.errorf(s.Span(), codeSubarrayBounds, "element %s[%d] is past the end of '%s', which has %d", name, d.LowerVal, name, n)
					}
					return nil, false
				}
				info.partial = !(d.LowerConst && d.LowerVal == 0 && d.LengthConst && d.LengthVal == n)
			}
		}
		info.one = d.LengthConst && d.LengthVal == 1
		dims = append(dims, info)
		sec.Dims = append(sec.Dims, d)
		t = t.Elem
	}
	// §2.7.1: in C a subarray of a multidimensional array must be a
	// contiguous block: once a dimension spans more than one element, the
	// dimensions inside it must be complete.
	for i := 1; i < len(dims); i++ {
		if !dims[i].known || !dims[i].partial {
			continue
		}
		for j := 0; j < i; j++ {
			if !dims[j].one {
				d := a.diag(source.Error, dims[i].at, codeSubarrayContiguous,
					fmt.Sprintf("this subarray of '%s' is not contiguous: the dimension before it spans more than one element, so this one must be complete", name))
				a.add(d)
				return nil, false
			}
		}
	}
	return sec, true
}

// integerBounds requires integer subscripts: a subarray's lower bound
// and length, an element's index (§2.7.1: a[lower:length], with C's
// subscripts, which are integers).
func (a *analyzer) integerBounds(name string, lo, ln grammar.Expr) bool {
	for _, e := range []grammar.Expr{lo, ln} {
		if e == nil {
			continue
		}
		if t := a.typeOf(e); t != nil && !t.IsInteger() && t.Kind != cfront.Invalid {
			a.errorf(e.Span(), codeSubarrayNotInteger, "a subscript of '%s' must be an integer expression; '%s' has type %s", name, a.text(e), t.Name)
			return false
		}
	}
	return true
}

// sameVar reports whether two attributes name the same variable or
// member.
func sameVar(x, y *DataAttr) bool {
	if x.Sym != y.Sym || len(x.Member) != len(y.Member) {
		return false
	}
	if x.Path != "" && y.Path != "" && x.Path != y.Path {
		return false // q[0].v and q[1].v, q->v and q[1].v (sem_members.go)
	}
	for i := range x.Member {
		if x.Member[i] != y.Member[i] {
			return false
		}
	}
	return true
}

// removeArgFix removes an argument from its clause (with its comma).
func removeArgFix(f *source.File, at *DataAttr) source.Fix {
	r := siteOf(at).arg.Range
	text := f.Text
	end := r.End.Offset
	start := r.Start.Offset
	// Take the comma after it, or else the one before it.
	j := end
	for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j < len(text) && text[j] == ',' {
		end = j + 1
		for end < len(text) && (text[end] == ' ' || text[end] == '\t') {
			end++
		}
	} else {
		i := start - 1
		for i >= 0 && (text[i] == ' ' || text[i] == '\t') {
			i--
		}
		if i >= 0 && text[i] == ',' {
			start = i
		}
	}
	title := fmt.Sprintf("Remove '%s' from '%s'", at.VarText(), at.Kind)
	if len(siteOf(at).clause.Args.Args) == 1 {
		r := siteOf(at).clause.Range
		return source.Fix{Title: fmt.Sprintf("Remove '%s(%s)'", at.Kind, at.VarText()), Edits: []source.Edit{{Range: r}}}
	}
	return source.Fix{Title: title, Edits: []source.Edit{{Range: f.Range(start, end)}}}
}

// checkReductions checks reduction operators against the variables'
// types (§2.5.15, §2.9.11) and that a reduction variable is not also
// private on the same construct.
func (a *analyzer) checkReductions(c *Construct) {
	for _, at := range c.Data {
		if at.Kind != AttrReduction {
			continue
		}
		if len(at.Member) > 0 {
			continue // the directive checks report members (§2.5.15)
		}
		t := at.Sym.Type
		for t != nil && (t.Kind == cfront.Array || (t.Kind == cfront.Pointer && at.Section != nil)) {
			t = t.Elem
		}
		if at.Op != "" {
			if why := reductionTypeProblem(at.Op, t, at.Sym.Name); why != "" {
				a.errorf(at.Range, codeReductionType, "%s", why)
			}
		}
		for _, other := range c.Data {
			if (other.Kind == AttrPrivate || other.Kind == AttrFirstprivate) && sameVar(other, at) {
				d := a.diag(source.Error, at.Range, codeReductionPrivate,
					fmt.Sprintf("'%s' is a reduction variable and also '%s' on this '%s'", at.VarText(), other.Kind, dirOf(c).Name))
				d.Notes = []source.Note{a.note(other.Range, fmt.Sprintf("'%s' is in '%s' here", other.VarText(), other.Kind))}
				a.add(d)
			}
		}
	}
}

// reductionTypeProblem says why op does not apply to a variable of type
// t, or "" when it does. The spec's table (§2.5.15): + and * on numbers,
// max and min on real numbers, & | ^ on integers, && || on numbers; a
// composite variable reduces member by member.
func reductionTypeProblem(op string, t *cfront.Type, name string) string {
	if t == nil || t.Kind == cfront.Invalid {
		return ""
	}
	switch t.Kind {
	case cfront.Struct, cfront.Union:
		if t.Kind == cfront.Union {
			return fmt.Sprintf("reduction(%s) does not apply to '%s': it is a union", op, name)
		}
		for _, f := range t.Fields {
			ft := f.Type
			for ft != nil && ft.Kind == cfront.Array {
				ft = ft.Elem
			}
			if why := reductionTypeProblem(op, ft, name+"."+f.Name); why != "" {
				return fmt.Sprintf("reduction(%s) does not apply to '%s' (%s): every member must suit the operator, and %s", op, name, t.Name, why)
			}
		}
		return ""
	case cfront.Pointer:
		return fmt.Sprintf("reduction(%s) does not apply to '%s': it is a pointer (%s)", op, name, t.Name)
	}
	switch op {
	case "+", "*", "&&", "||":
		if t.IsArithmetic() {
			return ""
		}
	case "max", "min":
		if t.IsInteger() || t.IsFloating() {
			return ""
		}
		if t.Kind == cfront.Complex {
			return fmt.Sprintf("reduction(%s) does not apply to '%s': complex numbers (%s) have no order", op, name, t.Name)
		}
	case "&", "|", "^":
		if t.IsInteger() {
			return ""
		}
		if t.IsFloating() || t.Kind == cfront.Complex {
			return fmt.Sprintf("the bitwise reduction operator '%s' needs an integer variable; '%s' is %s", op, name, t.Name)
		}
	default:
		return ""
	}
	return fmt.Sprintf("reduction(%s) does not apply to '%s' of type %s", op, name, t.Name)
}
