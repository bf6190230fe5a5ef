package analysis

import (
	"fmt"

	"github.com/accls/accls/cfront"
)

// The nohost clause (OpenACC 3.3 §2.15.1) "tells the compiler not to
// compile a version of this procedure for the host", so nothing may call
// it where a host copy is needed: host code, a function compiled for the
// host too, or a compute construct, whose host path (if(false), self,
// acc_device_host) runs the original statement on the local thread.
// Other nohost routines may call it, and device code reaches it through
// the bind clause of a routine that has a host version (the §2.15.1
// idiom: #pragma acc routine(f) vector bind(f_dev), f_dev nohost).

// CodeNohostCall is the error for a call of a nohost routine where a host
// copy would be needed.
const CodeNohostCall = "nohost-host-call"

// checkNohostCalls reports the calls of nohost routines outside nohost
// routines: each would need the host copy nohost leaves out.
func (a *analyzer) checkNohostCalls() {
	if len(a.m.Routines) == 0 {
		return // IsNohost holds of routines alone: no walk (issue 16)
	}
	for _, f := range a.u.Funcs {
		if f.Body == nil || a.m.IsNohost(f.Sym) {
			continue
		}
		cfront.Inspect(f.Body, func(n cfront.Node) bool {
			if x, ok := n.(*cfront.Call); ok && x.Callee() != nil && a.m.IsNohost(x.Callee()) {
				a.errorf(x.Fun.Span(), CodeNohostCall, "'%s' has the nohost clause, so it has no host copy; %s", x.Callee().Name, a.nohostWhere(f, x))
			}
			return true
		})
	}
}

// nohostWhere says where call x in function f needs the host copy.
func (a *analyzer) nohostWhere(f *cfront.Func, x *cfront.Call) string {
	if c := a.outermostCompute(x.Range.Start.Offset); c != nil {
		return fmt.Sprintf("this call is in the '%s' construct at line %d, whose host path (if(false), self, acc_device_host) runs it on the host; call it from device code through a routine with a host version and bind(%s)", c.Name(), c.DirRange.Start.Line, x.Callee().Name)
	}
	if a.m.Routines[f.Sym] != nil {
		return fmt.Sprintf("'%s' calls it and is compiled for the host too (a caller of a nohost routine needs nohost as well)", f.Name)
	}
	return "this call is host code"
}

// outermostCompute is the outermost compute construct holding offset off.
func (a *analyzer) outermostCompute(off int) *Construct {
	for _, c := range a.m.Constructs {
		if c.IsCompute() && c.Range.Start.Offset <= off && off < c.Range.End.Offset {
			return c
		}
	}
	return nil
}
