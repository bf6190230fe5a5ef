package openclgen

import (
	"fmt"

	"github.com/accls/accls/analysis"
)

// declareGlobal translates a declare directive at file scope (§2.13): the
// data lifetime of its variables is the program's. The entry actions
// (copyin uploads, create and device_resident allocate) run once, on the
// current device, at the first runtime call of the file's generated code:
// every construct's host code asks __accrt_on_host() first, which the host
// file redefines to perform them before anything else (a constructor
// function cannot call the runtime: its Go runtime starts in a constructor
// of its own, which may run later). Nothing undoes them. Compute constructs
// reach the copies through the present table: the analysis gives a
// declared variable an implicit present (§2.6.2, visible data clause), so
// a kernel gets the declare's device address, and update moves the data.
// On acc_device_host the actions do nothing and the host path uses the
// variables.
func (g *gen) declareGlobal(c *analysis.Construct) string {
	g.clauses(c, "copyin", "create", "device_resident", "deviceptr", "link")
	for _, at := range c.Data {
		switch at.Kind {
		case analysis.AttrDeviceptr:
			// A global holding a device address: kernels take it as it is.
		case analysis.AttrDeviceResident, analysis.AttrCreate, analysis.AttrCopyin:
			if at.Sym == nil || !at.Sym.Global {
				g.unsupported(at.Range, "'%s' in a declare directive at file scope", at.VarText())
				continue
			}
			cp := *at
			if cp.Kind == analysis.AttrDeviceResident {
				cp.Kind = analysis.AttrCreate // the host copy is never moved (§2.13.1)
			}
			sec, ok := g.hostSection(&cp)
			if !ok {
				continue
			}
			fmt.Fprintf(&g.declGlobals, "(void)__accrt_data_enter(%s, %s, %s, __ACCRT_STRUCTURED, acc_async_sync, %s);\n",
				sec.addr, sec.bytes, enterAction(&cp), cQuote(at.VarText()))
		case analysis.AttrLink:
			g.unsupported(at.Range, "declare link ('%s')", at.VarText())
		default:
			g.unsupported(at.Range, "the %s clause on a declare directive at file scope", at.Kind)
		}
	}
	return g.blank(c.Dir)
}

// declareGlobalsHead is the start of a host file with declare directives
// at file scope: the first __accrt_on_host() of generated code performs
// their entry actions (declareGlobalsTail, at the end of the file, where
// every declared variable is in scope).
const declareGlobalsHead = `static void __acc_declare_globals(void);
static int __acc_on_host_declared(void) {
	static int done;
	if (!done) { done = 1; __acc_declare_globals(); }
	return __accrt_on_host();
}
#define __accrt_on_host() __acc_on_host_declared()
`

func (g *gen) declareGlobalsTail() string {
	return "\nstatic void __acc_declare_globals(void) {\nif ((__accrt_on_host)()) return;\n" + g.declGlobals.String() + "}\n"
}
