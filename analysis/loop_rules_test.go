package analysis

import (
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// loopParent parses a parent directive on line 1 (or none) and a loop on
// line 2 and returns CheckLoopParent's findings.
func loopParent(t *testing.T, parent, loop string) []string {
	t.Helper()
	src := parent + "\n" + loop + "\n"
	f := source.NewFile("m.c", []byte(src))
	dirs, diags := grammar.ParseFile(f, grammar.ModeC)
	if len(diags) > 0 {
		t.Fatalf("%q: %v", src, diags)
	}
	var p, l *grammar.Directive
	for _, d := range dirs {
		if d.Name == "loop" {
			l = d
		} else {
			p = d
		}
	}
	var out []string
	for _, d := range CheckLoopParent(f, l, p) {
		s := strings.TrimPrefix(d.String(), "m.c:")
		for _, n := range d.Notes {
			s += " | " + strings.TrimPrefix(n.String(), "m.c:")
		}
		out = append(out, s)
	}
	return out
}

func TestCheckLoopParent(t *testing.T) {
	cases := []struct {
		parent, loop string
		want         []string
	}{
		{"#pragma acc parallel num_gangs(4)", "#pragma acc loop gang(8) worker(2) vector(32)", []string{
			"2:23: error: 'gang' takes no gang count in a parallel region: the number of gangs comes from 'num_gangs' on the compute construct (§2.9.2) [bad-argument]",
			"2:32: error: 'worker' takes no argument in a parallel region: the number of workers comes from 'num_workers' on the compute construct (§2.9.3) [bad-argument]",
			"2:42: error: 'vector' takes no length in a parallel region: the vector length comes from 'vector_length' on the compute construct (§2.9.4) [bad-argument]"}},
		{"", "#pragma acc loop gang(num: 8)", []string{
			"2:23: error: 'gang' takes no gang count on an orphaned loop: the number of gangs comes from 'num_gangs' on the compute construct (§2.9.2) [bad-argument]"}},
		{"#pragma acc kernels num_gangs(4)", "#pragma acc loop gang(8) worker(2)", []string{
			"2:23: error: 'gang' may not give a count when 'num_gangs' appears on the kernels construct (§2.9.2) [clause-conflict] | 1:21: note: 'num_gangs' is here"}},
		{"#pragma acc kernels", "#pragma acc loop gang(8) worker(2) vector(64)", nil},
		{"#pragma acc kernels", "#pragma acc loop gang(dim: 2)", []string{
			"2:23: error: 'dim:' is not allowed on 'gang' in a kernels region (§2.9.2) [bad-argument]"}},
		// §2.4: the parent's nvidia num_gangs meets the loop's default gang(8).
		{"#pragma acc kernels device_type(nvidia) num_gangs(4)", "#pragma acc loop gang(8)", []string{
			"2:23: error: 'gang' may not give a count when 'num_gangs' appears on the kernels construct for device type 'nvidia' (§2.9.2) [clause-conflict] | 1:41: note: 'num_gangs' is here"}},
		{"#pragma acc parallel num_gangs(4, 2)", "#pragma acc loop gang reduction(+: s)", []string{
			"2:23: error: 'reduction' may not appear on a gang loop inside a parallel construct whose 'num_gangs' has more than one argument (§2.9.11) [clause-conflict] | 1:22: note: 'num_gangs' is here"}},
		{"#pragma acc parallel num_gangs(4, 2)", "#pragma acc loop worker reduction(+: s)", nil},
		{"#pragma acc parallel loop num_gangs(4)", "#pragma acc loop gang(dim: 1) vector", nil},
		{"#pragma acc data copy(a)", "#pragma acc loop gang(4)", nil}, // not a compute construct
	}
	for _, c := range cases {
		got := loopParent(t, c.parent, c.loop)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s / %s:\n got %q\nwant %q", c.parent, c.loop, got, c.want)
		}
	}
	if got := CheckLoopParent(source.NewFile("m.c", nil), nil, nil); got != nil {
		t.Errorf("nil loop: %v", got)
	}
}
