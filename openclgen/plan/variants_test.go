package plan

import (
	"slices"
	"testing"

	"github.com/accls/accls/analysis/model"
)

// loopDirective is a loop directive whose device_type sections name
// types and hold clauses.
func loopDirective(sections ...*model.DeviceSection) *model.Construct {
	return &model.Construct{Kind: model.KindLoop, Resolved: &model.Resolved{Sections: sections}}
}

func section(types []string, clauses ...string) *model.DeviceSection {
	s := &model.DeviceSection{Types: types}
	for _, c := range clauses {
		s.Clauses = append(s.Clauses, &model.Clause{Name: c})
	}
	return s
}

// TestLoopKeys: a compute construct gets device-type variants only when
// a loop clause follows device_type (§2.4, §2.9); then every type its
// loop directives name that a program runs on a device counts (host
// runs the host path, multicore no device accls has), sorted, once.
func TestLoopKeys(t *testing.T) {
	for _, c := range []struct {
		name string
		lcs  []*model.Construct
		want []string
	}{
		{"no loop clause after device_type", []*model.Construct{loopDirective(section([]string{"nvidia"}, "async"))}, nil},
		{"vector after nvidia", []*model.Construct{loopDirective(section([]string{"radeon", "nvidia"}, "vector"))}, []string{"nvidia", "radeon"}},
		{"types of every directive, once", []*model.Construct{
			loopDirective(section([]string{"opencl"}, "seq")),
			loopDirective(section([]string{"nvidia", "host", "multicore"}), section([]string{"opencl"})),
		}, []string{"nvidia", "opencl"}},
	} {
		if got := LoopKeys(c.lcs); !slices.Equal(got, c.want) {
			t.Errorf("%s: LoopKeys = %q, want %q", c.name, got, c.want)
		}
	}
	for name, want := range map[string]bool{"gang": true, "tile": true, "collapse": true, "auto": true, "async": false, "private": false, "reduction": false} {
		if IsLoopClause(name) != want {
			t.Errorf("IsLoopClause(%s) = %v, want %v", name, !want, want)
		}
	}
	if DeviceRunTypes["host"] != "" || DeviceRunTypes["nvidia"] != "acc_device_nvidia" || RunTypeConsts["host"] != "acc_device_host" {
		t.Error("DeviceRunTypes: want the run types without host")
	}
}
