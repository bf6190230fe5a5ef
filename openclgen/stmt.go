package openclgen

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen/clc"
)

// Statements of a compute region printed as OpenCL C.

func (k *kern) stmt(s cfront.Stmt) {
	if s == nil {
		return
	}
	defer k.noteLocalReads(s)() // gang_local.go
	if k.pending && !k.uniform {
		k.g.limit(model.LimitCodeAfterVectorLoop, s.Span())
		k.pending = false
	}
	var loopDir, atomic *model.Construct
	for _, c := range k.g.ConstructOf[s] {
		if k.c.Within(c) {
			// k.c itself, or a data construct whose body k.c is too
			// (data then parallel loop on the next line, no braces)
			continue
		}
		switch c.Kind {
		case model.KindLoop:
			loopDir = c
			saved := k.g.cur
			k.g.cur = c
			k.g.clauses(c)
			k.g.dtOrphanLoop(c) // in a routine: not translated per device type
			for _, name := range []string{"gang", "worker", "vector"} {
				k.g.levelArgs(k.c, c.Resolved.Clause(name))
			}
			k.g.cur = saved
		case model.KindAtomic:
			atomic = c
		case model.KindCache:
			// cache is a hint about where data may live; the kernels read
			// global memory, which is correct (§2.10).
		default:
			k.g.limit(model.LimitDirectiveInComputeRegion, c.NameRange, c.Name())
			return
		}
	}
	if c := k.c; c != nil && c.IsCombined() && c.Body == s {
		for _, name := range []string{"gang", "worker", "vector"} {
			k.g.levelArgs(c, c.Resolved.Clause(name))
		}
	}
	_ = loopDir
	k.syncReads(s)      // visibility.go
	k.syncLoopBounds(s) // gang_local.go
	if lp := k.g.LoopOf[s]; lp != nil && k.partitioned(lp) {
		k.partLoop(lp)
		return
	}
	if k.levelStmt(s) { // calls of gang, worker and vector routines (routine_levels.go)
		return
	}
	if k.pred != "" && !k.single {
		k.predicated(s)
		return
	}
	if !k.single && k.guard() != "" && !k.hasPartLoop(s) && k.writesMemory(s) {
		k.guarded(s)
		return
	}
	if lp := k.g.LoopOf[s]; lp != nil && len(k.loopPrivates(lp)) > 0 {
		k.line("{")
		k.depth++
		restore := k.declarePrivates(lp)
		k.plainStmt(s)
		restore()
		k.depth--
		k.line("}")
		return
	}
	if atomic != nil {
		k.atomicStmt(atomic, s)
		return
	}
	k.plainStmt(s)
}

// predicated prints a statement of a uniform worker loop's body: every
// work-item reaches the barriers around its vector loops, and only the
// active workers run the statements.
func (k *kern) predicated(s cfront.Stmt) {
	switch x := s.(type) {
	case *cfront.Compound:
		k.line("{")
		k.depth++
		for _, it := range x.Items {
			k.stmt(it)
		}
		k.depth--
		k.line("}")
		return
	case *cfront.DeclStmt:
		for _, v := range x.Vars {
			init := v.Init
			if init != nil {
				if _, isList := init.(*cfront.InitList); isList || (v.Sym.Type != nil && v.Sym.Type.Kind == cfront.Pointer) {
					k.g.limit(model.LimitDeclarationInWorkerVectorLoop, v.Range)
					continue
				}
				if k.exprWritesMemory(init) {
					k.g.limit(model.LimitSingleInitializerWrites, init.Span())
				}
			}
			k.decl(&cfront.VarDecl{Range: v.Range, Sym: v.Sym})
			if init != nil {
				if n, ok := k.names[v.Sym]; ok {
					k.line("if (%s) %s = %s;", k.pred, n, k.initExpr(init, v.Sym.Type))
				}
			}
		}
		return
	}
	if k.hasPartLoop(s) {
		k.g.limit(model.LimitStatementHoldingPartitionedLoop, s.Span())
		return
	}
	if k.laneGuard() != "" && k.writesMemory(s) {
		k.guarded(s)
		return
	}
	k.line("if (%s) {", k.pred)
	k.depth++
	k.single = true
	k.stmt(s)
	k.single = false
	k.depth--
	k.line("}")
}

func (k *kern) plainStmt(s cfront.Stmt) {
	switch s := s.(type) {
	case *cfront.Compound:
		k.line("{")
		k.depth++
		for _, it := range s.Items {
			k.stmt(it)
		}
		k.depth--
		k.line("}")
	case *cfront.DeclStmt:
		for _, v := range s.Vars {
			k.decl(v)
		}
	case *cfront.ExprStmt:
		if s.X == nil {
			k.line(";")
			return
		}
		k.line("%s;", k.expr(s.X))
	case *cfront.If:
		k.redundantExpr(s.Cond, s)
		k.line("if (%s)", k.expr(s.Cond))
		k.block(s.Then)
		if s.Else != nil {
			k.line("else")
			k.block(s.Else)
		}
	case *cfront.For:
		var init string
		switch in := s.Init.(type) {
		case nil:
		case *cfront.ExprStmt:
			k.redundantExpr(in.X, s)
			init = k.expr(in.X)
		case *cfront.DeclStmt:
			k.line("{")
			k.depth++
			defer func() { k.depth--; k.line("}") }()
			for _, v := range in.Vars {
				k.decl(v)
			}
		}
		k.redundantExpr(s.Cond, s)
		k.redundantExpr(s.Post, s)
		k.line("for (%s; %s; %s)", init, k.expr(s.Cond), k.expr(s.Post))
		k.loopBody(s, s.Body)
	case *cfront.While:
		k.redundantExpr(s.Cond, s)
		k.line("while (%s)", k.expr(s.Cond))
		k.loopBody(s, s.Body)
	case *cfront.DoWhile:
		k.redundantExpr(s.Cond, s)
		k.line("do")
		k.loopBody(s, s.Body)
		k.line("while (%s);", k.expr(s.Cond))
	case *cfront.Switch:
		k.redundantExpr(s.Tag, s)
		k.line("switch (%s)", k.expr(s.Tag))
		k.block(s.Body)
	case *cfront.Case:
		if s.Value == nil {
			k.line("default:")
		} else {
			k.line("case %s:", k.expr(s.Value))
		}
		k.stmt(s.Stmt)
	case *cfront.Break:
		k.line("break;")
	case *cfront.Continue:
		k.line("continue;")
	case *cfront.Return:
		if k.routine != nil {
			if s.X == nil {
				k.line("return;")
			} else {
				k.line("return %s;", k.expr(s.X))
			}
			return
		}
		k.g.limit(model.LimitReturnInComputeRegion, s.Range)
	case *cfront.Goto:
		k.g.limit(model.LimitGotoInComputeRegion, s.Range)
	case *cfront.Labeled:
		k.g.limit(model.LimitLabelInComputeRegion, s.LabelRange)
	case *cfront.OtherStmt:
		k.g.limit(model.LimitStatementKindComputeRegion, s.Range, s.What)
	default:
		k.g.limit(model.LimitStatementInComputeRegion, s.Span())
	}
}

// block prints a statement as the body of a control statement.
func (k *kern) block(s cfront.Stmt) {
	if _, ok := s.(*cfront.Compound); ok {
		k.stmt(s)
		return
	}
	k.line("{")
	k.depth++
	k.stmt(s)
	k.depth--
	k.line("}")
}

// redundantExpr checks an expression every lane evaluates (the head of
// a statement that holds a partitioned loop): it must not write memory.
func (k *kern) redundantExpr(e cfront.Expr, at cfront.Stmt) {
	if e == nil || k.single || k.guard() == "" || !k.hasPartLoop(at) {
		return
	}
	if k.exprWritesMemory(e) {
		k.g.limit(model.LimitStatementHeadWrites, e.Span())
	}
}

// decl prints a local declaration.
func (k *kern) decl(v *cfront.VarDecl) {
	sym := v.Sym
	name := clc.Mangle(sym.Name)
	if (sym.Storage == cfront.StorageStatic || sym.Storage == cfront.StorageExtern) && !staticConstTable(v) {
		k.g.limit(model.LimitStaticDeclarationComputeRegion, v.Range)
		return
	}
	if v.Init != nil && !k.single && k.guard() != "" && k.exprWritesMemory(v.Init) {
		k.g.limit(model.LimitSingleInitializerWrites, v.Init.Span())
	}
	if k.gangLocalDecl(v) { // in __local memory (gang_local.go)
		return
	}
	t := sym.Type
	if k.dynLocal(v) { // a pointer to pointers (dynarray_device.go)
		return
	}
	if t != nil && t.Kind == cfront.Pointer {
		if v.Init == nil {
			k.g.limit(model.LimitPointerWithoutInitializer, v.Range)
			return
		}
		space, ok := k.space(v.Init)
		if !ok {
			k.g.limit(model.LimitPointerTargetSpaceUnknown, v.Range)
			return
		}
		e := t.Elem
		if e == nil || !k.g.memOK(e, v.Range) || !k.g.typeOK(e, v.Range) || e.Kind == cfront.Array {
			if e != nil && e.Kind == cfront.Array {
				k.g.limit(model.LimitPointerToArraysComputeRegion, v.Range)
			}
			return
		}
		k.names[sym] = name
		k.spaces[sym] = space
		k.line("%s%s *%s = %s;", space, k.g.typeName(e), name, k.expr(v.Init))
		return
	}
	if !k.g.typeOK(t, v.Range) {
		return
	}
	k.names[sym] = name
	if v.Init != nil {
		k.line("%s = %s;", k.g.declare(t, name), k.initExpr(v.Init, t))
	} else {
		k.line("%s;", k.g.declare(t, name))
	}
}
