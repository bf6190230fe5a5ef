package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// The executable directives init, shutdown and set (§2.14.1-3), the
// host_data construct (§2.8) and the declare directive in a function
// (§2.13): host code only.

// deviceTypes lists the acc_device_t constants of a directive's
// device_type clauses (model.RuntimeDeviceType; a name the runtime does
// not know is a limit model.ModelLimits reports, limits_devtype.go).
func (g *gen) deviceTypes(c *model.Construct) []string {
	var out []string
	for _, cl := range c.Resolved.Clauses {
		if cl.Name != "device_type" {
			continue
		}
		for i, a := range cl.Args {
			if a.HasValue && i < len(cl.DeviceTypes) {
				if t, ok := model.RuntimeDeviceType(cl.DeviceTypes[i]); ok {
					out = append(out, t)
				}
			}
		}
	}
	return out
}

// initShutdown translates init and shutdown (§2.14.1, §2.14.2): the
// acc_init/acc_shutdown routines for each device type named (the default
// device type without a device_type clause), on device device_num when
// the clause is there.
func (g *gen) initShutdown(c *model.Construct) string {
	fn := "acc_init"
	if c.Kind == model.KindShutdown {
		fn = "acc_shutdown"
	}
	types := g.deviceTypes(c)
	if len(types) == 0 {
		types = []string{"acc_device_default"}
	}
	num := c.Resolved.Arg("device_num")
	var b strings.Builder
	fmt.Fprintf(&b, "{ %s\nif (%s) {\n", g.blank(c), g.ifCond(c))
	g.profBegin(&b, c, "acc_ev_none", false, "acc_async_sync") // device init/shutdown events name the directive
	for _, t := range types {
		if num != "" {
			fmt.Fprintf(&b, "%s_device((int)(%s), %s);\n", fn, num, t)
		} else {
			fmt.Fprintf(&b, "%s(%s);\n", fn, t)
		}
	}
	g.profEnd(&b, c, "acc_ev_none", false, "acc_async_sync")
	b.WriteString("}\n}")
	return flat(b.String())
}

// setDirective translates set (§2.14.3): the device type first, then the
// device number (of that type), then the default async queue, which
// belongs to the device now current.
func (g *gen) setDirective(c *model.Construct) string {
	types := g.deviceTypes(c) // one at most (model.ModelLimits)
	var b strings.Builder
	fmt.Fprintf(&b, "{ %s\nif (%s) {\n", g.blank(c), g.ifCond(c))
	g.profBegin(&b, c, "acc_ev_none", false, "acc_async_sync")
	num := c.Resolved.Arg("device_num")
	switch {
	case len(types) == 1 && num != "":
		fmt.Fprintf(&b, "acc_set_device_num((int)(%s), %s);\n", num, types[0])
	case len(types) == 1:
		fmt.Fprintf(&b, "acc_set_device_type(%s);\n", types[0])
	case num != "":
		fmt.Fprintf(&b, "acc_set_device_num((int)(%s), acc_get_device_type());\n", num)
	}
	if da := c.Resolved.Arg("default_async"); da != "" {
		fmt.Fprintf(&b, "acc_set_default_async((int)(%s));\n", da)
	}
	g.profEnd(&b, c, "acc_ev_none", false, "acc_async_sync")
	b.WriteString("}\n}")
	return flat(b.String())
}

// hostData translates host_data (§2.8): inside the body each use_device
// variable is a pointer holding the device address of its data. An array
// becomes a pointer to its first element, a pointer keeps its type.
// if(false) and the host device leave the host addresses; if_present
// keeps the host address of absent data (§2.8.3).
func (g *gen) hostData(c *model.Construct) string {
	ifPresent := "0"
	if c.Resolved.IfPresent {
		ifPresent = "1"
	}
	on := g.fresh("on")
	var outer, inner strings.Builder
	fmt.Fprintf(&outer, "{ %s\nconst int %s = %s;\n", g.blank(c), on, g.ifCond(c))
	for _, at := range c.Data {
		if at.Kind != model.AttrUseDevice {
			continue
		}
		sym := at.Sym
		if sym == nil || len(at.Member) > 0 || at.Section != nil {
			g.limit(model.LimitUseDeviceForm, at.Range, at.VarText())
			continue
		}
		t := sym.Type
		if t == nil || (t.Kind != cfront.Array && t.Kind != cfront.Pointer) {
			g.limit(model.LimitUseDeviceScalar, at.Range, sym.Name)
			continue
		}
		h := g.fresh("h")
		ptr := "&(" + sym.Name + ")[0]"
		if t.Kind == cfront.Pointer {
			ptr = sym.Name
		}
		fmt.Fprintf(&outer, "__typeof__(%s) %s = %s;\n", ptr, h, ptr)
		fmt.Fprintf(&inner, "__typeof__(%s) %s = %s ? (__typeof__(%s))__accrt_use_device((void *)%s, %s, %s) : %s;\n",
			h, sym.Name, on, h, h, ifPresent, cQuote(at.VarText()), h)
	}
	out := flat(outer.String() + "{ " + inner.String())
	out += fmt.Sprintf("\n#line %d %s\n", c.DirRange.End.Line, cQuote(g.f.Name))
	out += g.rewrite(c.DirRange.End.Offset, c.Range.End.Offset)
	return out + "\n}}"
}

// declareLocal translates a declare directive in a function (§2.13): the
// entry actions of its clauses where it stands, and the exit actions when
// the function returns, through a variable with a cleanup function (GCC
// and Clang), so that every return runs them. The directive must be in
// the function's outermost block, where that is the same as the
// function's end.
func (g *gen) declareLocal(c *model.Construct) string {
	if fn := c.Func; fn == nil || fn.Body == nil {
		return g.declareGlobal(c)
	}
	// (one in a nested block is refused by model.ModelLimits: declareLimits)
	var attrs []*model.DataAttr
	for _, at := range c.Data {
		switch at.Kind {
		case model.AttrDeviceptr:
			// The pointers hold device addresses; compute constructs pass them as they are.
		case model.AttrDeviceResident:
			// Device memory for the variable's lifetime; the host copy the C
			// program declares is never moved (§2.13.1).
			cp := *at
			cp.Kind = model.AttrCreate
			attrs = append(attrs, &cp)
		default:
			attrs = append(attrs, at)
		}
	}
	g.usesDeclare = true
	var b strings.Builder
	on := g.fresh("on")
	fmt.Fprintf(&b, "%s const int %s = !__accrt_on_host();\n", g.blank(c), on)
	var enter strings.Builder
	ms := g.enterData(&enter, attrs, "__ACCRT_STRUCTURED", "acc_async_sync", true)
	// One cleanup variable per clause, declared in clause order: C runs the
	// cleanups in reverse, the innermost exit first.
	for _, mp := range ms {
		if mp.dyn != nil {
			g.limit(model.LimitDeclareDynArray, mp.at.Range, mp.at.VarText())
			continue
		}
		if mp.ptr != "" && mp.sec.addr == "" {
			g.limit(model.LimitDeclareAttach, mp.at.Range, mp.at.VarText())
			continue
		}
		d := g.fresh("decl")
		fmt.Fprintf(&b, "__acc_declare_t %s __attribute__((cleanup(__acc_declare_exit))) = {0, %s, %s, %s, 0};\n", d, mp.sec.bytes, mp.exit, cQuote(mp.at.VarText()))
		attach := ""
		if mp.ptr != "" {
			// A pointer member's subarray (s.v[0:n], p->v[0:n]): attached
			// after the data action (enterData puts these clauses last, so
			// the struct's own clause comes first), detached by the
			// cleanup before the exit action (§2.6.8, §2.13).
			attach = fmt.Sprintf(" __accrt_attach((void **)&%s, acc_async_sync); %s.ptr = (void **)&%s;", mp.ptr, d, mp.ptr)
		}
		fmt.Fprintf(&b, "if (%s) { (void)__accrt_data_enter(%s, %s, %s, __ACCRT_STRUCTURED, acc_async_sync, %s); %s.h = %s;%s }\n",
			on, mp.sec.addr, mp.sec.bytes, enterAction(mp.at), cQuote(mp.at.VarText()), d, mp.sec.addr, attach)
	}
	return flat(b.String())
}

func enterAction(at *model.DataAttr) string {
	a, _, _ := clauseActions(at)
	return a
}

// declareHelper is the cleanup of declare's exit actions, in the host file.
const declareHelper = `typedef struct __acc_declare_t { void *h; size_t n; int exit; const char *name; void **ptr; } __acc_declare_t;
static void __acc_declare_exit(__acc_declare_t *d) { if (d->ptr) __accrt_detach(d->ptr, 0, acc_async_sync); if (d->h) __accrt_data_exit(d->h, d->n, d->exit, __ACCRT_STRUCTURED, 0, acc_async_sync, d->name); }
`

// levelArgs checks the arguments of a gang, worker or vector clause of a
// loop (§2.9.2-4) and returns the size one gives: gang(num: n) or gang(n),
// worker(num: n) or worker(n), vector(length: n) or vector(n), which the
// spec allows only in kernels regions and which size that kernel's launch.
// gang(dim: 1) is plain gang (the dimension folded as the analysis folds
// constants: macros, enumeration constants); dimensions 2 and 3 are
// translated in parallel constructs (plan/gang_grid.go).
func (g *gen) levelArgs(c *model.Construct, cl *model.Clause) string {
	if cl == nil {
		return ""
	}
	size := ""
	for _, a := range cl.Args {
		mod := a.Modifier
		switch {
		case mod == "dim" && cl.Name == "gang":
			// dimensions 2 and 3 map onto work-groups in parallel
			// constructs (plan/gang_grid.go)
			if !a.IsConst || a.Const != 1 && (c == nil || c.ComputeKind() != model.KindParallel) {
				g.limit(model.LimitLoopGangDim, a.Range)
			}
		case mod == "static" && cl.Name == "gang":
			if _, ok := staticArg(cl); !ok { // gang_static.go
				g.limit(model.LimitGangStaticArgument, a.Range)
			}
		case mod == "" || mod == "num" && cl.Name != "vector" || mod == "length" && cl.Name == "vector":
			if c == nil || c.ComputeKind() != model.KindKernels {
				g.limit(model.LimitLevelArgumentOutsideKernels, a.Range, cl.Name)
				continue
			}
			size = a.Text
		default:
			g.limit(model.LimitLevelArgument, a.Range, cl.Name)
		}
	}
	return size
}

// launchLevelSize is the size a gang, worker or vector clause argument of
// the loops of launch l gives (kernels regions), "" when none does. The
// expression is evaluated on the host before the launch, so it may use
// only variables declared outside the region.
func (g *gen) launchLevelSize(c *model.Construct, l *launch, name string) string {
	span := l.body.Span()
	size := ""
	for _, lc := range g.ConstructsIn(c) {
		if lc != c && lc.Kind != model.KindLoop {
			continue
		}
		if lc != c {
			// a loop directive stands before its loop, which is in the body
			if lc.Body == nil {
				continue
			}
			if r := lc.Body.Span(); r.Start.Offset < span.Start.Offset || r.End.Offset > span.End.Offset {
				continue
			}
		}
		cl := g.LoopClause(lc, name) // the one for the device type translated
		s := g.levelArgs(c, cl)
		if s == "" {
			continue
		}
		if size != "" && size != s {
			g.limit(model.LimitLevelSizesDiffer, cl.Range, name)
			continue
		}
		size = s
	}
	return size
}
