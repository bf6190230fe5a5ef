package analysis

import (
	"context"
	"fmt"
	"sort"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// analyzer builds one Model.
type analyzer struct {
	m     *Model
	f     *source.File
	u     *cfront.Unit
	opts  Options
	diags []source.Diagnostic
	// bodyOf maps a statement to the constructs that apply to it, outer
	// first (a data directive stacked on a parallel directive).
	bodyOf map[cfront.Stmt][]*Construct
	// loopOf maps a loop statement to its Loop.
	loopOf map[cfront.Stmt]*Loop
	seen   map[string]bool // dedupes diagnostics
	// loopRefs are the references inside each loop, nested loops
	// included, in program order.
	loopRefs map[*Loop][]*VarRef
	refSeq   int
	written  map[*Construct]map[*cfront.Symbol]bool
	// changed caches the variables each construct's references write or
	// take the address of (kernels_plan_host.go).
	changed map[*Construct]map[*cfront.Symbol]bool
	// assigns maps each function's variables to the expressions assigned
	// to them (sem_dependence_base.go).
	assigns map[*cfront.Func]map[*cfront.Symbol][]cfront.Expr
	// derived holds each function's pointers derived in loop bodies
	// (sem_dependence_rowptr.go).
	derived map[*cfront.Func]*derivedSet
	// variantDiags are the diagnostics of each device type's analysis
	// (check_devtypes.go), which Check reports.
	variantDiags map[string][]source.Diagnostic
	// idx indexes the model's loops and declare directives (sem_index.go).
	idx *modelIndex
	// funcFacts are each function body's facts (sem_index_func.go).
	funcFacts map[*cfront.Func]*funcFacts
	// bodyFacts are each device code body's facts (sem_index_body.go).
	bodyFacts map[cfront.Node]*bodyFacts
	// quiet: each directive's resolved clauses (sem_devtype.go).
	quiet map[*grammar.Directive]*dirChecker
}

// Analyze builds the semantic model of a C file from its directives and
// returns it with the semantic diagnostics (the C front end's notes
// included). It never panics on bad input: a panic inside is turned into
// a note and the model built so far.
func Analyze(f *source.File, dirs []*grammar.Directive, opts Options) (m *Model, diags []source.Diagnostic) {
	m, diags, _ = AnalyzeContext(context.Background(), f, dirs, opts)
	return m, diags
}

// AnalyzeContext is Analyze that gives up between its phases once ctx is
// done (the language server cancels the analysis of a text the user has
// already changed); it then returns ctx's error and no model.
func AnalyzeContext(ctx context.Context, f *source.File, dirs []*grammar.Directive, opts Options) (m *Model, diags []source.Diagnostic, err error) {
	a, err := analyzeFile(ctx, f, dirs, opts)
	if err != nil {
		return nil, nil, err
	}
	return a.m, a.diags, nil
}

// analyzeFile is AnalyzeContext, returning the analyzer: Check reads what it
// keeps beside the model (the diagnostics of each device type's model).
func analyzeFile(ctx context.Context, f *source.File, dirs []*grammar.Directive, opts Options) (out *analyzer, err error) {
	return analyzeUnit(ctx, f, dirs, opts, nil)
}

// analyzeUnit is analyzeFile over u, the C front end's reading of f (nil:
// read it now).
func analyzeUnit(ctx context.Context, f *source.File, dirs []*grammar.Directive, opts Options, u *cfront.Unit) (out *analyzer, err error) {
	a := &analyzer{
		m:      &Model{File: f, DeviceType: opts.DeviceType, Routines: map[*cfront.Symbol]*Routine{}},
		f:      f,
		opts:   opts,
		bodyOf: map[cfront.Stmt][]*Construct{},
		loopOf: map[cfront.Stmt]*Loop{},
		seen:   map[string]bool{},
	}
	defer func() {
		if r := recover(); r != nil {
			a.diags = append(a.diags, source.Diagnostic{File: f.Name, Range: f.Range(0, 0), Severity: source.NoteSeverity,
				Code: "c-frontend", Message: fmt.Sprintf("the semantic analysis stopped on an internal error (%v); some checks did not run", r)})
			out, err = a, nil
		}
	}()
	if u == nil {
		u = cfront.Parse(f, opts.Frontend)
	}
	a.u = u
	a.m.Unit = a.u
	a.diags = append(a.diags, a.u.Notes...)
	if a.u.Failed {
		return a, nil
	}
	phases := []func(){
		func() { a.buildConstructs(dirs) },
		a.nestConstructs, a.resolveClauses, a.buildResolved, a.buildLoops, a.collectRefs,
		a.checkLoopForms, a.checkRectangular, a.buildRoutines, a.headerDeclares, a.checkLevels, a.implicitData,
		a.autoscope, a.checkCalls, a.checkAtomics, a.checkCaches,
		a.checkBranches, a.checkClauseNames, a.checkNestedReductions, a.checkIntArgs, a.checkConstArgs, a.checkPointerClauses, a.checkOrphanGangReductions,
		a.checkExecutablePlacement, a.checkDeclareScopes, a.checkRoutineApplications, a.checkLoopParents, a.checkDeclares,
		a.checkAsyncHostUse, a.checkPresentUnmapped, a.checkConstWrites, a.planKernels, a.checkNohostCalls,
		a.checkMPIDevicePointers, a.checkLongDoubles,
	}
	if opts.Info {
		phases = append(phases, a.info)
	}
	for _, phase := range phases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		phase()
	}
	if err := a.analyzeVariants(ctx, dirs); err != nil {
		return nil, err
	}
	return a, nil
}

var constructKinds = map[string]ConstructKind{
	"parallel": KindParallel, "serial": KindSerial, "kernels": KindKernels,
	"parallel loop": KindParallelLoop, "serial loop": KindSerialLoop, "kernels loop": KindKernelsLoop,
	"data": KindData, "enter data": KindEnterData, "exit data": KindExitData, "host_data": KindHostData,
	"loop": KindLoop, "cache": KindCache, "atomic": KindAtomic, "declare": KindDeclare,
	"init": KindInit, "shutdown": KindShutdown, "set": KindSet, "update": KindUpdate,
	"wait": KindWait, "routine": KindRoutine,
}

// takesBody reports the directives that apply to the statement after them.
func takesBody(k ConstructKind) bool {
	switch k {
	case KindParallel, KindSerial, KindKernels, KindParallelLoop, KindSerialLoop, KindKernelsLoop,
		KindData, KindHostData, KindLoop, KindAtomic:
		return true
	}
	return false
}

func (a *analyzer) buildConstructs(dirs []*grammar.Directive) {
	for _, d := range dirs {
		if d != nil && d.Macro != nil {
			// Clause text in a macro definition names what is visible
			// where the macro is expanded (C99 6.10.9).
			a.u.AddMacroSite(d.Macro.Def, d.Range.Start.Offset)
		}
		if d != nil {
			for _, cm := range d.ClauseMacros {
				if cm.Def != (source.Range{}) {
					a.u.AddMacroSite(cm.Def, d.Range.Start.Offset)
				}
			}
		}
		if d == nil || !d.Known || d.Lang == grammar.LangFortran {
			continue
		}
		kind, ok := constructKinds[d.Name]
		if !ok {
			continue
		}
		start := d.Range.Start.Offset
		if a.u.InSkipped(start) {
			continue
		}
		c := &Construct{Kind: kind, DirName: d.Name, Syntax: d, Func: a.u.FuncAt(start), Range: d.Range}
		if takesBody(kind) {
			a.pairBody(c)
		}
		a.m.Constructs = append(a.m.Constructs, c)
	}
}

// pairBody finds the statement a construct applies to (§2.5.1 and the
// like: "the structured block that follows"; §2.9: the loop that
// follows).
func (a *analyzer) pairBody(c *Construct) {
	next := a.u.Following(dirOf(c).Range.End.Offset)
	st, isStmt := next.(cfront.Stmt)
	if c.Func == nil || !isStmt || st == nil {
		what := "a statement (its structured block)"
		if c.HasLoop() {
			what = "a for loop"
		}
		a.errorf(dirOf(c).NameRange, codeMissingStatement, "'%s' must be followed by %s", dirOf(c).Name, what)
		return
	}
	if c.HasLoop() {
		if _, ok := st.(*cfront.For); !ok {
			d := a.diag(source.Error, dirOf(c).NameRange, codeLoopNotFor,
				fmt.Sprintf("'%s' must be followed by a for loop, not %s", dirOf(c).Name, stmtNoun(st)))
			d.Notes = []source.Note{a.note(stmtHead(st), "this statement follows the directive")}
			a.add(d)
			return
		}
	}
	c.Body = st
	c.Range = source.Range{Start: dirOf(c).Range.Start, End: st.Span().End}
	a.bodyOf[st] = append(a.bodyOf[st], c)
}

// nestConstructs links each construct to the innermost one whose body
// holds it, and to its compute construct.
func (a *analyzer) nestConstructs() {
	cs := append([]*Construct(nil), a.m.Constructs...)
	sort.SliceStable(cs, func(i, j int) bool {
		if cs[i].Range.Start.Offset != cs[j].Range.Start.Offset {
			return cs[i].Range.Start.Offset < cs[j].Range.Start.Offset
		}
		return cs[i].Range.End.Offset > cs[j].Range.End.Offset
	})
	var stack []*Construct
	for _, c := range cs {
		for len(stack) > 0 {
			top := stack[len(stack)-1]
			if top.Body != nil && top.Range.Start.Offset <= c.Range.Start.Offset && c.Range.End.Offset <= top.Range.End.Offset {
				break
			}
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 {
			c.Parent = stack[len(stack)-1]
			c.Parent.Children = append(c.Parent.Children, c)
		}
		stack = append(stack, c)
	}
	for _, c := range a.m.Constructs {
		for p := c; p != nil; p = p.Parent {
			if p.IsCompute() {
				c.Compute = p
				break
			}
		}
		if c.IsCompute() {
			// without a constant vector_length, vectorLengths picks the
			// default once the loops have their levels
			if cl := a.clauseFor(dirOf(c), "vector_length"); cl != nil && cl.Args != nil && len(cl.Args.Args) == 1 {
				if v, ok := a.constOf(cl.Args.Args[0].Value); ok && v > 0 {
					c.VectorLength = v
				}
			}
		}
	}
}

func stmtNoun(s cfront.Stmt) string {
	switch s.(type) {
	case *cfront.While:
		return "a while loop"
	case *cfront.DoWhile:
		return "a do loop"
	case *cfront.Compound:
		return "a block"
	case *cfront.If:
		return "an if statement"
	case *cfront.ExprStmt:
		return "an expression statement"
	case *cfront.DeclStmt:
		return "a declaration"
	case *cfront.Switch:
		return "a switch statement"
	}
	return "another statement"
}

// stmtHead is the range of a statement's first line, for notes.
func stmtHead(s cfront.Stmt) source.Range {
	r := s.Span()
	if f, ok := s.(*cfront.For); ok {
		return f.Header
	}
	if r.End.Line > r.Start.Line {
		r.End = r.Start
	}
	return r
}

func (a *analyzer) diag(sev source.Severity, r source.Range, code, msg string) source.Diagnostic {
	return source.Diagnostic{File: a.f.Name, Range: r, Severity: sev, Code: code, Message: msg}
}

func (a *analyzer) note(r source.Range, msg string) source.Note {
	return source.Note{File: a.f.Name, Range: r, Message: msg}
}

func (a *analyzer) errorf(r source.Range, code, format string, args ...any) {
	a.add(a.diag(source.Error, r, code, fmt.Sprintf(format, args...)))
}

func (a *analyzer) warnf(r source.Range, code, format string, args ...any) {
	a.add(a.diag(source.Warning, r, code, fmt.Sprintf(format, args...)))
}

func (a *analyzer) infof(r source.Range, code, format string, args ...any) {
	a.add(a.diag(source.Info, r, code, fmt.Sprintf(format, args...)))
}

// add records d once: the same finding can be reached twice (through
// several device types, or a construct and its loop).
func (a *analyzer) add(d source.Diagnostic) {
	key := fmt.Sprintf("%d:%s:%s", d.Range.Start.Offset, d.Code, d.Message)
	if a.seen[key] {
		return
	}
	a.seen[key] = true
	a.diags = append(a.diags, d)
}

// clauseFor returns the first clause named name (modern name, old
// spellings resolved) of d, or nil.
func (a *analyzer) clauseFor(d *grammar.Directive, name string) *grammar.Clause {
	for _, cl := range d.Clauses {
		if cl != nil && modernName(cl.Name) == name {
			return cl
		}
	}
	return nil
}

// modernName resolves old clause spellings (pcopy, present_or_copy).
func modernName(name string) string {
	if m, _, ok := ClauseAlias(name); ok {
		return m
	}
	return name
}
