package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
)

// present of a local variable nothing maps (§2.7.5): a local array,
// struct or scalar of the function is in a present clause (or gets an
// implicit present from default(present)), but no data construct around
// the directive, no declare directive, no enter data directive and no
// runtime call of the function maps it, and the function hands it to no
// other function that could. Its data cannot be present, so the directive
// stops the program with a "not present" error when it runs.

func (a *analyzer) checkPresentUnmapped() {
	for _, c := range a.m.Constructs {
		if c.Func == nil || c.Func.Body == nil || !c.IsCompute() && c.Kind != KindData {
			continue
		}
		attrs := append(append([]*DataAttr(nil), c.Data...), c.Implicit...)
		for _, at := range attrs {
			if at.Kind != AttrPresent || at.From != nil || len(at.Member) > 0 || at.Sym == nil {
				continue
			}
			s := at.Sym
			if s.Storage != cfront.StorageAuto || s.Global || s.Type == nil || s.Type.Kind == cfront.Pointer || s.Func != c.Func {
				continue // a parameter, global or pointer may reach mapped data
			}
			if a.mayBeMapped(c, s) {
				continue
			}
			how := fmt.Sprintf("'%s' is in a present clause", s.Name)
			if at.Implicit {
				how = fmt.Sprintf("'%s' is implicitly present (default(present))", s.Name)
			}
			a.warnf(at.Range, codePresentUnmapped,
				"%s, but it is a local variable that no data construct, declare, enter data or runtime call of '%s' maps: it cannot be present, and the directive fails when it runs (§2.7.5)", how, c.Func.Name)
		}
	}
}

// mayBeMapped reports whether something in c's function may make local s
// present: a data construct around c (or a data clause of a construct
// that holds it), a declare or enter data directive naming it, a runtime
// call, or any call it is passed to.
func (a *analyzer) mayBeMapped(c *Construct, s *cfront.Symbol) bool {
	for p := c.Parent; p != nil; p = p.Parent {
		for _, at := range p.Data {
			if at.Sym == s {
				return true
			}
		}
	}
	for _, d := range a.m.Constructs {
		if d.Func != c.Func || d.Kind != KindEnterData && d.Kind != KindDeclare {
			continue
		}
		for _, at := range d.Data {
			if at.Sym == s {
				return true
			}
		}
	}
	found := false
	cfront.Inspect(c.Func.Body, func(n cfront.Node) bool {
		call, ok := n.(*cfront.Call)
		if !ok || found {
			return !found
		}
		if f := call.Callee(); f != nil && strings.HasPrefix(f.Name, "acc_") && !strings.HasPrefix(f.Name, "acc_is_present") {
			found = usesSym(call, s) // acc_copyin, acc_create, acc_map_data...
			return !found
		}
		for _, arg := range call.Args {
			if t := arg.Type(); t != nil && (t.Kind == cfront.Pointer || t.Kind == cfront.Array) && usesSym(arg, s) {
				found = true // the callee may map it
			}
		}
		return !found
	})
	return found
}

func usesSym(n cfront.Node, s *cfront.Symbol) bool {
	found := false
	cfront.Inspect(n, func(k cfront.Node) bool {
		if id, ok := k.(*cfront.Ident); ok && id.Sym == s {
			found = true
		}
		return !found
	})
	return found
}
