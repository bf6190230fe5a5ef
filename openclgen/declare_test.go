package openclgen

import (
	"strings"
	"testing"
)

// TestDeclareGlobalRegistration: declare create/copyin at file scope
// register their variables from a constructor (no runtime call there);
// link registers nothing, and a routine using link and create globals
// takes their device copies as parameters, which the kernel passes on
// after the construct's implicit present found them.
func TestDeclareGlobalRegistration(t *testing.T) {
	src := `double c[8];
#pragma acc declare link(c)
int k = 2;
#pragma acc declare copyin(k)
float z[8];
#pragma acc declare create(z)
#pragma acc routine seq
double r(int i) { return c[i] * k + z[i]; }
void f(double *restrict y) {
#pragma acc parallel loop copyout(y[0:8])
for (int i = 0; i < 8; i++) y[i] = r(i);
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("diagnostics: %v", diags)
	}
	for _, want := range []string{
		"__attribute__((constructor))",
		`{(void *)&k, sizeof(k), __ACCRT_COPYIN, "k", 0}`,
		`{(void *)&z, sizeof(z), __ACCRT_CREATE, "z", 0}`,
		"__accrt_declare_register(&u);",
		// the routine's globals are present on the construct
		`__accrt_data_enter((void *)&c, sizeof(c), __ACCRT_PRESENT`,
	} {
		if !strings.Contains(res.Host, want) {
			t.Errorf("host file lacks %q:\n%s", want, res.Host)
		}
	}
	if strings.Contains(res.Host, `"c", 0}`) {
		t.Errorf("the link global is registered:\n%s", res.Host)
	}
	for _, want := range []string{
		"static double __acc_r_r(__global double *c, __global int *__acc_v_k, __global float *z, int i)",
		"__acc_r_r(c, &(*__acc_v_k), z, ",
	} {
		if !strings.Contains(res.Program, want) {
			t.Errorf("program lacks %q:\n%s", want, res.Program)
		}
	}
}
