package progfuzz

import (
	"fmt"
	"strings"
)

// region describes one compute construct around a loop nest.
type region struct {
	in, out []*array // copied in; copied out (zero before, so copy works too)
	upd     []*array // partly written (atomics): copy, since copyout would bring back what the device never wrote
	loopCl  string   // clauses of the outer loop: levels, collapse, tile, private...
	constCl string   // extra clauses of the compute construct (reduction, copy of a scalar)
	noSplit bool     // the loop clauses must stay on a combined construct
	redCl   string   // a reduction clause the compute construct also takes when it holds the loop (parallel and serial, §2.5.15)
	kinds   []string // allowed compute constructs (default all three)
	nest    []string // the outer for statement and what it holds
}

// tuning is a random num_gangs / num_workers / vector_length for kind.
func (t *tb) tuning(kind string) string {
	if kind == "serial" {
		return ""
	}
	var s []string
	if t.g.coin(0.3) {
		s = append(s, fmt.Sprintf("num_gangs(%d)", t.g.between(1, 64)))
	}
	if t.g.coin(0.2) {
		s = append(s, fmt.Sprintf("num_workers(%d)", 1<<t.g.between(0, 3)))
	}
	if t.g.coin(0.3) {
		s = append(s, fmt.Sprintf("vector_length(%s)", t.g.pick("1", "8", "32", "64", "128", "256")))
	}
	return strings.Join(s, " ")
}

// dataCl is copyin of r.in and copyout (or copy) of r.out.
func (t *tb) dataCl(r *region) string {
	var s []string
	if len(r.in) > 0 {
		s = append(s, fmt.Sprintf("%s(%s)", t.g.pick("copyin", "copyin", "copy"), t.secs(r.in...)))
	}
	if len(r.out) > 0 {
		s = append(s, fmt.Sprintf("%s(%s)", t.g.pick("copyout", "copyout", "copy"), t.secs(r.out...)))
	}
	if len(r.upd) > 0 {
		s = append(s, fmt.Sprintf("copy(%s)", t.secs(r.upd...)))
	}
	return strings.Join(s, " ")
}

// emit writes the construct in one of the forms users write: a combined
// construct; a compute construct holding a loop construct; or either
// inside a data construct that moves the arrays, with present clauses.
func (t *tb) emit(r *region) {
	kinds := r.kinds
	if len(kinds) == 0 {
		kinds = []string{"parallel", "parallel", "kernels", "serial"}
	}
	kind := kinds[t.g.r.Intn(len(kinds))]
	join := func(parts ...string) string {
		var s []string
		for _, p := range parts {
			if p != "" {
				s = append(s, p)
			}
		}
		return strings.Join(s, " ")
	}
	data := t.dataCl(r)
	wrapped := data != "" && t.g.coin(0.25)
	if wrapped {
		t.line("#pragma acc data %s", data)
		t.line("{")
		all := append(append(append([]*array(nil), r.in...), r.out...), r.upd...)
		data = ""
		if len(all) > 0 {
			data = fmt.Sprintf("present(%s)", t.secs(all...))
			if t.g.coin(0.3) {
				data = "default(present)"
			}
		}
	}
	if r.noSplit || t.g.coin(0.6) {
		t.line("#pragma acc %s", join(kind+" loop", r.loopCl, r.constCl, data, t.tuning(kind)))
		t.body = append(t.body, r.nest...)
	} else {
		red := ""
		if kind != "kernels" && t.g.coin(0.6) {
			red = r.redCl
		}
		t.line("#pragma acc %s", join(kind, r.constCl, red, data, t.tuning(kind)))
		t.line("{")
		t.line("#pragma acc %s", join("loop", r.loopCl))
		t.body = append(t.body, r.nest...)
		t.line("}")
	}
	if wrapped {
		t.line("}")
	}
}

// level1 is the partitioning of a lone loop.
func (t *tb) level1() string {
	return t.g.pick("", "gang", "gang vector", "gang worker", "gang worker vector", "worker", "vector",
		"worker vector", "seq", "auto", "independent", "gang independent", "gang(static:*) vector")
}

// forLine is `for (int i = 0; i < n; i++)`, the variable sometimes
// declared before the loop (it is private to the loop all the same, §2.9).
func (t *tb) forLine(v string, n int) string {
	if t.g.coin(0.2) {
		if !t.declared[v] {
			t.declared[v] = true
			t.locs = append(t.locs, fmt.Sprintf("int %s;", v))
		}
		return fmt.Sprintf("for (%s = 0; %s < %d; %s++)", v, v, n, v)
	}
	return fmt.Sprintf("for (int %s = 0; %s < %d; %s++)", v, v, n, v)
}

// gangLevel partitions a loop over gangs: loops whose iterations update in
// place (x = f(x)), reduce or use atomics must not run gang-redundantly,
// where every gang would run every iteration (§2.5.1).
func (t *tb) gangLevel() string {
	return t.g.pick("gang", "gang vector", "gang worker vector", "gang worker")
}
