package openclgen

import (
	"strings"
	"testing"
)

// TestNestedMemberAttach: a pointer member reached through a struct
// member, two pointers or an array element is attached at its own host
// address (the runtime finds the present struct holding it), after the
// data action on its subarray, and detached before the exit action.
func TestNestedMemberAttach(t *testing.T) {
	src := `struct in { int n; double *v; };
struct out { struct in a; struct in *r; };
void f(struct out s, struct out *q, struct in *e, int n, int i) {
#pragma acc enter data copyin(s.a.v[0:n], q->r->v[1:n], e[i].v[0:n])
#pragma acc exit data copyout(s.a.v[0:n])
#pragma acc parallel loop copy(q->r->v[0:n]) present(q[0:1])
for (int k = 0; k < n; k++) q->r->v[k] += s.a.v[k] + e[i].v[k];
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		`__accrt_data_enter((void *)&(s.a.v)[0], (size_t)(n) * sizeof((s.a.v)[0]), __ACCRT_COPYIN, __ACCRT_DYNAMIC`,
		`__accrt_attach((void **)&(s.a.v),`,
		`__accrt_data_enter((void *)&(q->r->v)[1], `,
		`__accrt_attach((void **)&(q->r->v),`,
		`__accrt_attach((void **)&(e[i].v),`,
		`__accrt_detach((void **)&(s.a.v), 0,`,
	} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("host code lacks %q:\n%s", want, res.Host)
		}
	}
	// exit data: the detach comes before the copyout
	if d, c := strings.Index(res.Host, "__accrt_detach((void **)&(s.a.v)"), strings.Index(res.Host, "__ACCRT_COPYOUT, __ACCRT_DYNAMIC"); d < 0 || c < d {
		t.Errorf("detach at %d, copyout at %d:\n%s", d, c, res.Host)
	}
	for _, want := range []string{"ACC_PTR(double, ACC_PTR(", "->r)->v)", ".a.v)"} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("device code lacks %q:\n%s", want, res.Program)
		}
	}
}

// TestAttachPointerVariable: attach(p) on a compute construct checks that
// p itself is present and gives the kernel p's device copy, which the
// attach action pointed at p's target; p needs no other clause.
func TestAttachPointerVariable(t *testing.T) {
	src := "void f(int n, double *p) {\n#pragma acc parallel loop attach(p)\nfor (int i = 0; i < n; i++) p[i] = i;\n}\n"
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		`= __accrt_data_enter((void *)&(p), sizeof((p)), __ACCRT_PRESENT, __ACCRT_STRUCTURED`,
		`__accrt_attach((void **)&(p),`,
		`__accrt_detach((void **)&(p), 0,`,
	} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("host code lacks %q:\n%s", want, res.Host)
		}
	}
	if !strings.Contains(res.Program, "__global double *p = (__global double *)ACC_PTR(char, *ACC_PTR(ulong, __acc_p_p));") {
		t.Errorf("the kernel does not load p's device copy:\n%s", res.Program)
	}
}
