package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
)

// declareGlobal translates a declare directive at file scope (§2.13): the
// data lifetime of its variables is the program's. The entry actions
// (copyin uploads, create and device_resident allocate) are made when the
// program starts: a constructor function of the host file registers the
// variables with the runtime in plain C (__accrt_declare_register: a
// constructor cannot call into the runtime's Go code, whose runtime starts
// in a constructor of its own, perhaps later), which keeps copyin's static
// initial values, and the runtime performs the actions on each device
// the program uses before anything else it does there (the current device
// at the first runtime call, another one when it becomes current or
// acc_init initializes it: runtime/capi/declare.go). So the device copy
// of a copyin variable holds its initial value whatever the host writes
// before, and acc_is_present is true from the start of main. Nothing
// undoes them. What §2.13 forbids at file scope — other clauses, members,
// subarrays — is the checker's error (analysis/sem_rules_declare.go);
// the unsupported errors below are not reached on a file that passed it.
// Compute constructs reach the copies through the present
// table: the analysis gives a declared variable an implicit present
// (§2.6.2, visible data clause), so a kernel gets the declare's device
// address, and update moves the data. link (§2.13.3) registers nothing:
// its device copy is made by a data clause or enter data, and device code
// uses whatever copy is present when it runs (declare_routine.go for
// routines). On
// acc_device_host the actions do nothing and the host path uses the
// variables.
func (g *gen) declareGlobal(c *model.Construct) string {
	for _, at := range c.Data {
		switch at.Kind {
		case model.AttrDeviceptr:
			// A global holding a device address: kernels take it as it is.
		case model.AttrDeviceResident, model.AttrCreate, model.AttrCopyin, model.AttrLink:
			if at.Sym == nil || !at.Sym.Global {
				g.limit(model.LimitFileScopeDeclareVariable, at.Range, at.VarText())
				continue
			}
			if at.Kind == model.AttrLink {
				// Only the global link exists at program start (§2.13.3):
				// nothing to allocate. Data clauses and enter data make
				// the device copy; compute constructs and routines find
				// it in the present table when they run.
				continue
			}
			g.registerDeclared(at, at.VarText())
		default:
			g.limit(model.LimitFileScopeDeclareClause, at.Range, at.Kind)
		}
	}
	return g.blank(c)
}

// declareGlobalsTail registers the file's declared variables from a
// constructor, at the end of the host file where every one is in scope.
// The table is filled in the function, so that a section's bounds need
// not be constant expressions.
func (g *gen) declareGlobalsTail() string {
	entries := strings.Split(strings.TrimSuffix(g.declGlobals.String(), ",\n"), ",\n")
	var b strings.Builder
	b.WriteString("\nstatic void __acc_declare_register(void) __attribute__((constructor));\n")
	b.WriteString("static void __acc_declare_register(void) {\n")
	fmt.Fprintf(&b, "\tstatic __accrt_declare v[%d];\n\tstatic __accrt_declare_unit u;\n", len(entries))
	for i, e := range entries {
		fmt.Fprintf(&b, "\t{ const __accrt_declare d = %s; v[%d] = d; }\n", e, i)
	}
	fmt.Fprintf(&b, "\tu.vars = v;\n\tu.n = %d;\n\t__accrt_declare_register(&u);\n}\n", len(entries))
	return b.String()
}

// headerDeclares registers the variables of the included headers' declare
// directives (§2.13; analysis/header_declares.go) in this file's list, as
// file-scope declares of this file: every file that includes the header
// registers them, and the runtime makes a variable registered by several
// files once (runtime/capi/declare.go), uploading copyin's initial bytes,
// which are the same static data in every unit (the constructor copies
// them before main, whichever unit defines the variable). What cannot be
// translated is an error at the #include.
func (g *gen) headerDeclares() {
	for _, h := range g.M.HeaderDeclares {
		at := h.Attr
		if at.Kind == 0 || !h.Whole || at.Sym == nil || !at.Sym.Global {
			g.limit(model.LimitHeaderDeclareClause, at.Range,
				h.Clause, at.Written, at.Reason)
			continue
		}
		switch at.Kind {
		case model.AttrDeviceptr, model.AttrLink:
			// As at file scope of the main file: nothing to register.
			continue
		}
		g.registerDeclared(at, at.Written)
	}
}

// registerDeclared adds a file-scope declare's create, copyin or
// device_resident variable to this file's registration list; name is its
// text for the runtime's messages.
func (g *gen) registerDeclared(at *model.DataAttr, name string) {
	cp := *at
	if cp.Kind == model.AttrDeviceResident {
		cp.Kind = model.AttrCreate // the host copy is never moved (§2.13.1)
	}
	sec, ok := g.hostSection(&cp)
	if !ok {
		return
	}
	fmt.Fprintf(&g.declGlobals, "{%s, %s, %s, %s, 0},\n", sec.addr, sec.bytes, enterAction(&cp), cQuote(name))
}
