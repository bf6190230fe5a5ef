package analysis

import (
	"strings"

	"github.com/accls/accls/cfront"
)

// Inside host_data use_device(p) (OpenACC 3.3 §2.8.1), p holds the
// device address of its data. A CUDA-aware MPI reads such addresses; on
// OpenCL a device address is an offset into a buffer object that no MPI
// library can follow, so the message would send or receive host memory
// at a meaningless address. The portable form updates the host copy
// around the call (§2.14.4).

// CodeMPIDevicePointer is the warning for a use_device pointer passed to
// an MPI routine.
const CodeMPIDevicePointer = "mpi-device-pointer"

// checkMPIDevicePointers warns at each argument of an MPI call in a
// host_data body that names one of its use_device variables.
func (a *analyzer) checkMPIDevicePointers() {
	for _, c := range a.m.Constructs {
		if c.Kind != KindHostData || c.Body == nil {
			continue
		}
		useDevice := map[*cfront.Symbol]bool{}
		for _, at := range c.Data {
			if at.Kind == AttrUseDevice && at.Sym != nil {
				useDevice[at.Sym] = true
			}
		}
		cfront.Inspect(c.Body, func(n cfront.Node) bool {
			if x, ok := n.(*cfront.Call); ok && isMPIRoutine(x) {
				a.warnMPIArgs(x, useDevice)
			}
			return true
		})
	}
}

func isMPIRoutine(x *cfront.Call) bool {
	f := x.Callee()
	return f != nil && (strings.HasPrefix(f.Name, "MPI_") || strings.HasPrefix(f.Name, "PMPI_"))
}

func (a *analyzer) warnMPIArgs(x *cfront.Call, useDevice map[*cfront.Symbol]bool) {
	for _, arg := range x.Args {
		cfront.Inspect(arg, func(n cfront.Node) bool {
			id, ok := n.(*cfront.Ident)
			if !ok || !useDevice[id.Sym] {
				return true
			}
			a.warnf(id.Span(), CodeMPIDevicePointer,
				"'%s' is a device address here (host_data use_device), and MPI cannot read OpenCL device memory; pass the host address outside host_data, with '#pragma acc update self(...)' before a send and '#pragma acc update device(...)' after a receive (§2.8.1, §2.14.4)",
				id.Name)
			return false
		})
	}
}
