package plan

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/source"
)

// Loop clauses after device_type (§2.4; §2.9: gang, worker, vector, seq,
// independent, auto, collapse and tile may follow device_type on loop and
// combined directives). Which loops are partitioned, at which levels, and
// which loops collapse or tile associates, is the analysis's decision for
// one device type (analysis.Options.DeviceType, Model.DeviceType); the
// model Translate gets is the one for the device types no device_type
// clause names. The device
// type is known only at run time, so a compute construct whose loop
// directives name device types is analysed again for each type named that
// a program can run on (nvidia, radeon, opencl; host runs the host path,
// and multicore no device accls has). Each type whose decisions differ
// from the default ones gets the construct translated again from its own
// model — its own kernels, launch sizes and data actions — and the host
// chooses by acc_get_device_type() where the construct executes, like the
// compute construct's device-specific clauses (openclgen/devtype.go). Types with
// the same decisions share one translation.

// Variant is one entry of a compute construct's plan: the device
// types that share one translation (nil for the default one, which
// serves the types no other entry lists) and the view of the model it
// is printed from.
type Variant struct {
	Types []string // acc_device_t constants
	View  *View
	C     *model.Construct // the construct in view's model
}

// DeviceRunTypes maps the device type names a program can run on a
// device to their acc_device_t constants: RunTypeConsts without host,
// which runs the host path.
var DeviceRunTypes = func() map[string]string {
	out := map[string]string{}
	for n, t := range RunTypeConsts {
		if n != "host" {
			out[n] = t
		}
	}
	return out
}()

// RunTypeConsts maps the device type names analysis normalises (lower
// case) to the acc_device_t constants a program can run on; multicore and
// names accls does not know (the analysis warns) never match a device
// accls runs on.
var RunTypeConsts = map[string]string{"nvidia": "acc_device_nvidia", "radeon": "acc_device_radeon", "host": "acc_device_host", "opencl": "acc_device_opencl"}

// LoopKeys lists the device types, by their normalised names, that the
// loop directives lcs name and a program can run on, when one of them has
// a loop clause after a device_type clause.
func LoopKeys(lcs []*model.Construct) []string {
	has := false
	seen := map[string]bool{}
	var keys []string
	for _, lc := range lcs {
		for _, s := range lc.Resolved.Sections {
			for _, cl := range s.Clauses {
				if IsLoopClause(cl.Name) {
					has = true
				}
			}
			for _, name := range s.Types {
				if DeviceRunTypes[name] != "" && !seen[name] {
					seen[name] = true
					keys = append(keys, name)
				}
			}
		}
	}
	if !has {
		return nil
	}
	sort.Strings(keys)
	return keys
}

// IsLoopClause reports the clauses that may follow device_type on a loop
// directive (§2.9).
func IsLoopClause(name string) bool {
	switch name {
	case "gang", "worker", "vector", "seq", "independent", "auto", "collapse", "tile":
		return true
	}
	return false
}

// LoopSignature sums up what the view's model decided for the loops of
// c: two translations with the same signature are the same. text spells
// a clause's source.
func LoopSignature(v *View, c *model.Construct, text func(source.Range) string) string {
	var parts []string
	for _, l := range v.LoopsIn(c) {
		s := fmt.Sprintf("%d:%v:%d:%d:%d:%v", l.Stmt.Span().Start.Offset, l.Parallel, l.Levels, l.Assoc, l.VectorLength, l.SeqClause)
		for _, at := range append(append([]*model.DataAttr(nil), l.Reductions...), l.Private...) {
			if at.Sym != nil {
				s += fmt.Sprintf(" %d%s%s", at.Kind, at.Op, at.Sym.Name)
			}
		}
		parts = append(parts, s)
	}
	// the level sizes of kernels regions' loops (openclgen's launchLevelSize)
	for _, lc := range v.LoopDirectives(c) {
		for _, name := range []string{"gang", "worker", "vector"} {
			if cl := v.LoopClause(lc, name); cl != nil && cl.HasArgs {
				parts = append(parts, text(cl.Range))
			}
		}
	}
	return strings.Join(parts, ";")
}
