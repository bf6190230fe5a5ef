package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// checkClauseArgs checks the parenthesized arguments of an allowed clause
// against its shape on this directive.
func (c *dirChecker) checkClauseArgs(cl *grammar.Clause, name string) {
	a := c.spec.ArgSpec(name)
	what := "'" + name + "'"
	if a.Kind == NoArg {
		if cl.Args != nil {
			msg := fmt.Sprintf("%s takes no argument", what)
			if _, differs := c.spec.Args[name]; differs {
				msg = fmt.Sprintf("%s takes no argument on '%s'", what, c.spec.Name)
			}
			d := c.diag(source.Error, cl.Args.Range, codeUnexpectedArgument, msg)
			d.Fixes = []source.Fix{removeTextFix(c.f, "Remove the argument", cl.Args.Range)}
			c.add(d)
		}
		return
	}
	if cl.Args == nil {
		if !a.Optional {
			c.errorf(cl.NameRange, codeMissingArgument, "%s needs %s: %s", what, argNoun(a), clauseExample(name, a))
		}
		return
	}
	c.checkArgList(cl.Args, what, name, a)
}

// checkArgList checks a parenthesized list (of a clause or a directive)
// against a; name keys the clause-specific rules, what names it in
// messages.
func (c *dirChecker) checkArgList(l *grammar.ArgList, what, name string, a ArgSpec) {
	if len(l.Args) == 0 {
		c.errorf(l.Range, codeMissingArgument, "%s needs %s inside the parentheses", what, argNoun(a))
		return
	}
	c.checkCount(l, what, name, a)
	switch a.Kind {
	case ReductionList:
		c.checkReductionOp(l, what)
	case GangArgs:
		c.checkGangArgs(l, what, a)
		return
	case WaitArgs:
		c.checkWaitModifiers(l, what)
	default:
		c.checkListModifiers(l, what, name, a)
	}
	star := 0
	for _, arg := range l.Args {
		if arg == nil || arg.Value == nil {
			continue
		}
		if _, ok := arg.Value.(*grammar.Star); ok {
			star++
		}
		c.checkValue(arg, what, name, a)
	}
	if a.Kind == DeviceTypeList && star > 0 && len(l.Args) > 1 {
		c.errorf(l.Range, codeBadArgument, "%s takes either '*' alone or a list of device type names, not both", what)
	}
}

func (c *dirChecker) checkCount(l *grammar.ArgList, what, name string, a ArgSpec) {
	n := len(l.Args)
	if n >= a.Min && (a.Max == 0 || n <= a.Max) {
		return
	}
	on := ""
	if _, differs := c.spec.Args[name]; differs || name == "num_gangs" {
		on = " on '" + c.spec.Name + "'"
	}
	var takes string
	switch {
	case a.Max == 1:
		takes = "one argument"
	case a.Max == 0:
		takes = fmt.Sprintf("at least %d arguments", a.Min)
	case a.Min == a.Max:
		takes = fmt.Sprintf("%d arguments", a.Max)
	default:
		takes = fmt.Sprintf("%d to %d arguments", a.Min, a.Max)
	}
	c.errorf(l.Range, codeBadArgumentCount, "%s takes %s%s; it has %d", what, takes, on, n)
}

// checkListModifiers checks modifiers that apply to a whole list: they
// stand before the first argument, each at most once, from a.Modifiers.
func (c *dirChecker) checkListModifiers(l *grammar.ArgList, what, name string, a ArgSpec) {
	allowed := nameSet(a.Modifiers)
	seen := map[string]bool{}
	for i, arg := range l.Args {
		if arg == nil {
			continue
		}
		for _, m := range argModifiers(arg) {
			switch {
			case i > 0 && allowed[m.Name]:
				c.errorf(m.Range, codeBadModifier, "'%s:' applies to the whole list of %s and must come first", m.Name, what)
			case !allowed[m.Name]:
				c.errorf(m.Range, codeBadModifier, "%s", c.modifierNotAllowed(m.Name, what, name, a))
			case seen[m.Name]:
				c.errorf(m.Range, codeBadModifier, "'%s:' is written twice", m.Name)
			}
			seen[m.Name] = true
		}
	}
}

// modifierNotAllowed explains a modifier that does not belong, naming the
// directive when the clause takes it elsewhere (copyout's zero: on exit
// data, copyin's readonly: on enter data).
func (c *dirChecker) modifierNotAllowed(mod, what, name string, a ArgSpec) string {
	for _, d := range directiveList {
		if d != c.spec && d.Allows(name) && hasName(d.ArgSpec(name).Modifiers, mod) {
			return fmt.Sprintf("'%s:' is not allowed on %s of '%s'%s", mod, what, c.spec.Name, allowedMods(a))
		}
	}
	return fmt.Sprintf("%s takes no '%s:' modifier%s", what, mod, allowedMods(a))
}

func allowedMods(a ArgSpec) string {
	if len(a.Modifiers) == 0 {
		return ""
	}
	mods := make([]string, len(a.Modifiers))
	for i, m := range a.Modifiers {
		mods[i] = m + ":"
	}
	return "; allowed: " + strings.Join(mods, ", ")
}

// checkReductionOp checks reduction's operator: exactly one, first, and
// one of the language's (§2.5.15).
func (c *dirChecker) checkReductionOp(l *grammar.ArgList, what string) {
	first := l.Args[0]
	if first == nil {
		return
	}
	ops := ReductionOperators(c.lang)
	if len(argModifiers(first)) == 0 {
		c.errorf(l.Range, codeMissingArgument, "%s needs an operator before the list: reduction(+: sum); operators: %s",
			what, strings.Join(ops, " "))
	}
	for i, m := range argModifiers(first) {
		if i > 0 {
			c.errorf(m.Range, codeBadModifier, "%s takes one operator; '%s:' is a second", what, m.Name)
			continue
		}
		if isReductionOp(m.Name, c.lang) {
			continue
		}
		msg := fmt.Sprintf("'%s' is not a reduction operator; use one of %s", m.Name, strings.Join(ops, " "))
		other := grammar.LangFortran
		if c.lang == grammar.LangFortran {
			other = grammar.LangC
		}
		if eq, ok := reductionEquivalent[m.Name]; ok && isReductionOp(m.Name, other) {
			msg = fmt.Sprintf("'%s' is the %s spelling of a reduction operator; in %s write '%s'", m.Name, other, c.lang, eq)
		} else if isReductionOp(m.Name, other) {
			msg = fmt.Sprintf("'%s' is a %s reduction operator; in %s use one of %s", m.Name, other, c.lang, strings.Join(ops, " "))
		}
		c.errorf(m.Range, codeBadReductionOperator, "%s", msg)
	}
	for _, arg := range l.Args[1:] {
		if arg == nil {
			continue
		}
		for _, m := range argModifiers(arg) {
			c.errorf(m.Range, codeBadModifier, "the operator of %s comes once, before the whole list", what)
		}
	}
}

// reductionEquivalent maps each language's spelling of an operator to
// the other's (§2.5.15's table).
var reductionEquivalent = map[string]string{
	"&": "iand", "|": "ior", "^": "ieor", "&&": ".and.", "||": ".or.",
	"iand": "&", "ior": "|", "ieor": "^", ".and.": "&&", ".or.": "||",
}

// checkWaitModifiers checks wait's "devnum: e :" and "queues:" (§2.16):
// both optional, before the first queue, devnum first.
func (c *dirChecker) checkWaitModifiers(l *grammar.ArgList, what string) {
	for i, arg := range l.Args {
		if arg == nil {
			continue
		}
		seen := map[string]bool{}
		for j, m := range argModifiers(arg) {
			switch {
			case m.Name != "devnum" && m.Name != "queues":
				c.errorf(m.Range, codeBadModifier, "%s takes no '%s:' modifier; allowed: devnum: int-expr :, queues:", what, m.Name)
			case i > 0:
				c.errorf(m.Range, codeBadModifier, "'%s:' must come before the first queue of %s", m.Name, what)
			case seen[m.Name]:
				c.errorf(m.Range, codeBadModifier, "'%s:' is written twice", m.Name)
			case m.Name == "devnum" && j > 0:
				c.errorf(m.Range, codeBadModifier, "'devnum:' must come before 'queues:'")
			case m.Name == "devnum" && m.Value == nil:
				c.errorf(m.Range, codeMissingArgument, "'devnum:' needs a device number: devnum: 1 :")
			case m.Name == "devnum":
				c.checkIntExpr(m.Value, "the device number of 'devnum:'")
			}
			seen[m.Name] = true
		}
	}
}

// checkGangArgs checks gang's arguments (§2.9.2): each [num:]int-expr,
// dim:int-expr or static:size-expr, at most one of each kind.
func (c *dirChecker) checkGangArgs(l *grammar.ArgList, what string, a ArgSpec) {
	allowed := nameSet(a.Modifiers)
	seen := map[string]*grammar.Arg{}
	for _, arg := range l.Args {
		if arg == nil {
			continue
		}
		ms := argModifiers(arg)
		kind := "num"
		if len(ms) > 0 {
			kind = ms[0].Name
		}
		for _, m := range ms[min(1, len(ms)):] {
			c.errorf(m.Range, codeBadModifier, "each argument of %s takes one keyword; '%s:' is a second", what, m.Name)
		}
		if !allowed[kind] {
			if len(ms) == 0 {
				c.errorf(arg.Range, codeBadArgument, "%s on '%s' takes only %s", what, c.spec.Name, gangKinds(a.Modifiers))
			} else {
				c.errorf(ms[0].Range, codeBadModifier, "%s takes no '%s:' argument on '%s'; allowed: %s", what, kind, c.spec.Name, gangKinds(a.Modifiers))
			}
			continue
		}
		if prev, dup := seen[kind]; dup {
			d := c.diag(source.Error, arg.Range, codeBadArgument,
				fmt.Sprintf("%s takes at most one %s argument", what, kind))
			d.Notes = []source.Note{{File: c.f.Name, Range: prev.Range, Message: "the first is here"}}
			c.add(d)
			continue
		}
		seen[kind] = arg
		if arg.Value == nil {
			continue
		}
		switch kind {
		case "num":
			c.checkIntExpr(arg.Value, "the gang count")
			c.checkCountLiteral(arg.Value, gangCount)
		case "dim":
			// §2.9.2: dim must be a constant positive integer 1, 2 or 3.
			switch v, k := literalInt(arg.Value); k {
			case litKnown:
				if v < 1 || v > 3 {
					c.errorf(arg.Value.Span(), codeBadArgument, "'dim:' must be 1, 2 or 3; it is %d", v)
				}
			case litNotInteger:
				c.errorf(arg.Value.Span(), codeBadArgument, "'dim:' must be the constant 1, 2 or 3")
			}
		case "static":
			if _, star := arg.Value.(*grammar.Star); !star {
				c.checkIntExpr(arg.Value, "the chunk size of 'static:'")
				c.checkCountLiteral(arg.Value, gangChunk)
			}
		}
	}
}

func gangKinds(mods []string) string {
	var out []string
	for _, m := range mods {
		switch m {
		case "num":
			out = append(out, "[num:]int-expr")
		case "dim":
			out = append(out, "dim:int-expr")
		case "static":
			out = append(out, "static:size-expr")
		}
	}
	return strings.Join(out, ", ")
}

// checkValue checks one argument's expression against the clause's kind.
func (c *dirChecker) checkValue(arg *grammar.Arg, what, name string, a ArgSpec) {
	v := arg.Value
	if _, bad := v.(*grammar.BadExpr); bad {
		return // the grammar has reported it
	}
	switch a.Kind {
	case VarList:
		_, isName := v.(*grammar.Ident)
		switch {
		case !isVarExpr(v, c.lang):
			c.errorf(v.Span(), codeBadArgument, "%s takes variables, array elements or subarrays; '%s' is not one", what, c.text(v))
		case name == "use_device" && !isName:
			// §2.8: a var in use_device must be the name of a variable or array.
			c.errorf(v.Span(), codeBadArgument, "%s takes names of variables or arrays; '%s' is not a name (§2.8)", what, c.text(v))
		case name == "deviceptr" && !isName:
			// §2.7.4: pointer variables in C, dummy arguments in Fortran.
			c.errorf(v.Span(), codeBadArgument, "%s takes names of pointer variables; '%s' is not a name (§2.7.4)", what, c.text(v))
		}
	case ReductionList:
		switch {
		case !isVarExpr(v, c.lang):
			c.errorf(v.Span(), codeBadArgument, "%s takes variables, array elements or subarrays; '%s' is not one", what, c.text(v))
		case isMemberExpr(v):
			// §2.5.15: the reduction var may not be a member of a composite variable.
			c.errorf(v.Span(), codeBadArgument, "a member of a struct or derived type cannot be a reduction variable; '%s' is one (§2.5.15)", c.text(v))
		}
	case IntExpr, IntExprList:
		c.checkIntExpr(v, what)
		if cnt, ok := countArgs[name]; ok {
			c.checkCountLiteral(v, cnt)
		}
	case WaitArgs:
		c.checkIntExpr(v, "a queue of "+what)
	case Condition:
		c.checkCondition(v, what)
	case DeviceTypeList:
		c.checkDeviceType(v, what)
	case DefaultValue:
		id, ok := v.(*grammar.Ident)
		value := ""
		if ok {
			value = id.Name
			if c.lang == grammar.LangFortran {
				value = strings.ToLower(value) // Fortran is case-insensitive; C is not (§2.1)
			}
		}
		if value != "none" && value != "present" {
			c.errorf(v.Span(), codeBadArgument, "%s must be none or present; '%s' is neither", what, c.text(v))
		}
	case ConstInt:
		c.checkPositiveConst(v, what, false)
	case SizeList:
		c.checkPositiveConst(v, what, true)
	case NameArg:
		stringOK := what == "'bind'" // bind("device_name"); routine(name) takes a name only
		lit, isLit := v.(*grammar.BasicLit)
		if _, isIdent := v.(*grammar.Ident); !isIdent && !(stringOK && isLit && lit.Kind == grammar.StringLit) {
			c.errorf(v.Span(), codeBadArgument, "%s takes a name%s", what, stringToo(what))
		}
	}
}

func stringToo(what string) string {
	if what == "'bind'" {
		return " or a string"
	}
	return ""
}

// checkPositiveConst checks collapse's and tile's constant positive
// integers (§2.9.1, §2.9.8). Expressions with names are left to the
// semantic checks, which know the values of constants and macros.
func (c *dirChecker) checkPositiveConst(v grammar.Expr, what string, starOK bool) {
	if _, star := v.(*grammar.Star); star {
		if !starOK {
			c.errorf(v.Span(), codeBadArgument, "%s takes a positive integer constant, not '*'", what)
		}
		return
	}
	switch n, k := literalInt(v); k {
	case litKnown:
		if n < 1 {
			c.errorf(v.Span(), codeBadArgument, "%s takes a positive integer constant; %d is not positive", what, n)
		}
	case litNotInteger:
		suffix := ""
		if starOK {
			suffix = " or *"
		}
		c.errorf(v.Span(), codeBadArgument, "%s takes a positive integer constant%s; '%s' is not one", what, suffix, c.text(v))
	}
}

// checkIntExpr rejects what cannot be an integer expression; types are the
// semantic checks' concern.
func (c *dirChecker) checkIntExpr(v grammar.Expr, what string) {
	if v == nil {
		return
	}
	if !mayBeScalar(v) || isNonIntegerLit(v) {
		c.errorf(v.Span(), codeBadArgument, "%s takes an integer expression; '%s' is not one", what, c.text(v))
	}
}

func (c *dirChecker) checkCondition(v grammar.Expr, what string) {
	if !mayBeScalar(v) {
		c.errorf(v.Span(), codeBadArgument, "%s takes a condition; '%s' is not one", what, c.text(v))
		return
	}
	if lit, ok := v.(*grammar.BasicLit); ok && lit.Kind == grammar.StringLit {
		c.errorf(v.Span(), codeBadArgument, "%s takes a condition; a string is not one", what)
	}
}

// checkDeviceType checks one device_type argument: '*' or a name accls
// knows (§2.4); other names are warned about, as their clauses never apply.
func (c *dirChecker) checkDeviceType(v grammar.Expr, what string) {
	switch x := v.(type) {
	case *grammar.Star:
	case *grammar.Ident:
		name := strings.ToLower(x.Name)
		if isDeviceType(name) || (c.spec != nil && c.spec.DeviceTypeSelects && isSelectOnlyDeviceType(name)) {
			return
		}
		msg := fmt.Sprintf("'%s' is not a device type accls compiles for", x.Name)
		sugg := suggestDeviceType(name)
		if sugg != "" {
			msg += fmt.Sprintf("; did you mean '%s'?", sugg)
		}
		msg += " (known: " + strings.Join(DeviceTypeNames(), ", ") + ")"
		d := c.diag(source.Warning, x.Range, codeUnknownDeviceType, msg)
		if sugg != "" {
			d.Fixes = []source.Fix{replaceTextFix(x.Range, sugg)}
		}
		c.add(d)
	default:
		c.errorf(v.Span(), codeBadArgument, "%s takes device type names or '*'; '%s' is not one", what, c.text(v))
	}
}

func (c *dirChecker) text(e grammar.Expr) string {
	s := strings.Join(strings.Fields(c.f.Slice(e.Span())), " ")
	if s == "" {
		return "?"
	}
	return s
}

// isVar reports whether e can name data: a variable, an array element, a
// subarray or section, a member, or (Fortran) a common block.
func isVarExpr(e grammar.Expr, lang grammar.Lang) bool {
	switch x := e.(type) {
	case *grammar.Ident:
		return true
	case *grammar.Index:
		return isVarExpr(x.X, lang)
	case *grammar.Subarray:
		return isVarExpr(x.X, lang)
	case *grammar.Section:
		return isVarExpr(x.X, lang)
	case *grammar.Member:
		return isVarExpr(x.X, lang)
	case *grammar.Call:
		// Fortran writes array elements a(i) like calls.
		return lang == grammar.LangFortran && isVarExpr(x.Fun, lang)
	case *grammar.Common:
		return lang == grammar.LangFortran
	case *grammar.Paren:
		return lang == grammar.LangC && isVarExpr(x.X, lang)
	case *grammar.Unary:
		// *p names the data p points to in C.
		return lang == grammar.LangC && x.Op == "*" && isVarExpr(x.X, lang)
	}
	return false
}

// mods returns an argument's modifiers, skipping holes a hand-built AST
// may have.
func argModifiers(arg *grammar.Arg) []*grammar.Modifier {
	if arg == nil {
		return nil
	}
	out := arg.Modifiers[:0:0]
	for _, m := range arg.Modifiers {
		if m != nil {
			out = append(out, m)
		}
	}
	return out
}

// isMember reports whether e designates a member of a composite
// variable, or elements of one.
func isMemberExpr(e grammar.Expr) bool {
	switch x := e.(type) {
	case *grammar.Member:
		return true
	case *grammar.Index:
		return isMemberExpr(x.X)
	case *grammar.Subarray:
		return isMemberExpr(x.X)
	case *grammar.Section:
		return isMemberExpr(x.X)
	case *grammar.Call:
		return isMemberExpr(x.Fun)
	case *grammar.Paren:
		return isMemberExpr(x.X)
	}
	return false
}

// mayBeValue reports whether e can be a scalar value at all.
func mayBeScalar(e grammar.Expr) bool {
	switch e.(type) {
	case *grammar.Star, *grammar.Subarray, *grammar.Section, *grammar.Triplet, *grammar.Common:
		return false
	}
	return true
}

// isNonInteger reports literals that are certainly not integers.
func isNonIntegerLit(e grammar.Expr) bool {
	if p, ok := e.(*grammar.Paren); ok {
		return isNonIntegerLit(p.X)
	}
	lit, ok := e.(*grammar.BasicLit)
	return ok && (lit.Kind == grammar.FloatLit || lit.Kind == grammar.StringLit || lit.Kind == grammar.LogicalLit)
}

// argNoun says what a clause's argument is, for "needs ..." messages.
func argNoun(a ArgSpec) string {
	switch a.Kind {
	case VarList, ReductionList:
		return "a list of variables"
	case IntExpr:
		return "an integer expression"
	case IntExprList:
		return "integer expressions"
	case Condition:
		return "a condition"
	case DeviceTypeList:
		return "device type names or '*'"
	case DefaultValue:
		return "none or present"
	case ConstInt:
		return "a positive integer constant"
	case SizeList:
		return "tile sizes (positive integer constants or *)"
	case GangArgs:
		return "gang arguments"
	case WaitArgs:
		return "queue numbers"
	case NameArg:
		return "a name"
	}
	return "an argument"
}

// clauseExample shows a clause written with an argument.
func clauseExample(name string, a ArgSpec) string {
	switch a.Kind {
	case VarList:
		if len(a.Modifiers) > 0 {
			return fmt.Sprintf("%s(a, b[0:n]) or %s(%s: a)", name, name, a.Modifiers[0])
		}
		return name + "(a, b[0:n])"
	case ReductionList:
		return name + "(+: sum)"
	case IntExpr, IntExprList:
		return name + "(n)"
	case Condition:
		return name + "(n > 100)"
	case DeviceTypeList:
		return name + "(radeon)"
	case DefaultValue:
		return name + "(none)"
	case ConstInt:
		return name + "(2)"
	case SizeList:
		return name + "(32, 8)"
	case NameArg:
		return name + "(name)"
	}
	return name + "(...)"
}

func hasName(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
