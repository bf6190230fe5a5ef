package analysis

import (
	"slices"
	"testing"
)

func resolvedModel(t *testing.T, src string) *Model {
	t.Helper()
	_, m, _ := analyze(t, src)
	if len(m.Constructs) == 0 {
		t.Fatal("no constructs")
	}
	return m
}

// TestResolvedAliasesAndSections: old names resolve (§2.7.6, §2.4),
// device_type names are lower-cased, and ForType/Choices follow §2.4.
func TestResolvedAliasesAndSections(t *testing.T) {
	m := resolvedModel(t, "#define VL 32\nvoid f(int n, float *a) {\n"+
		"#pragma acc parallel loop pcopy(a[0:n]) async(1) vector_length(VL) dtype(NVIDIA) vector_length(64) device_type(*) vector_length(16)\n"+
		"for (int i = 0; i < n; i++) a[i] += 1;\n}\n")
	r := m.Constructs[0].Resolved
	if cl := r.Clause("copy"); cl == nil || !slices.Contains(r.Default, cl) {
		t.Fatalf("pcopy is not copy: %+v", cl)
	}
	if len(r.Sections) != 2 || len(r.Sections[0].Types) != 1 || r.Sections[0].Types[0] != "nvidia" || !r.Sections[1].Star {
		t.Fatalf("sections = %+v", r.Sections)
	}
	if got := r.ForType("nvidia", "vector_length").FirstText(); got != "64" {
		t.Errorf("nvidia's vector_length = %q, want 64", got)
	}
	if got := r.ForType("radeon", "vector_length").FirstText(); got != "16" {
		t.Errorf("radeon's vector_length = %q, want 16 (device_type(*))", got)
	}
	if got := r.ForType("", "vector_length").FirstText(); got != "16" {
		t.Errorf("the unnamed types' vector_length = %q, want 16 (device_type(*))", got)
	}
	if cl := r.DefaultClause("vector_length"); cl == nil || !cl.Args[0].IsConst || cl.Args[0].Const != 32 {
		t.Errorf("the default vector_length does not fold VL: %+v", cl)
	}
	ch := r.Choices("vector_length")
	if len(ch) != 3 || ch[0].Types[0] != "nvidia" || !ch[1].Others || ch[2].Clause.FirstText() != "VL" {
		t.Errorf("choices = %+v", ch)
	}
	if ch := r.Choices("async"); len(ch) != 1 || ch[0].Clause == nil {
		t.Errorf("async choices = %+v", ch)
	}
}

// TestResolvedBindAndFlags: bind's target and the flags.
func TestResolvedBindAndFlags(t *testing.T) {
	m := resolvedModel(t, "float g(float x) { return x; }\n#pragma acc routine seq nohost bind(\"sqrt\")\nfloat h(float x) { return x; }\n"+
		"void f(int n, float *a) {\n#pragma acc exit data copyout(a[0:n]) finalize if_present\n}\n")
	var rt, ex *Resolved
	for _, c := range m.Constructs {
		switch c.Kind {
		case KindRoutine:
			rt = c.Resolved
		case KindExitData:
			ex = c.Resolved
		}
	}
	if rt == nil || rt.Bind == nil || rt.Bind.Name != "sqrt" || !rt.Bind.Quoted || !rt.NoHost {
		t.Errorf("routine = %+v bind %+v", rt, rt.Bind)
	}
	if ex == nil || !ex.Finalize || !ex.IfPresent {
		t.Errorf("exit data = %+v", ex)
	}
}

// TestVariantsKept: the models per device type that loop clauses after
// device_type name stay on the model.
func TestVariantsKept(t *testing.T) {
	m := resolvedModel(t, "void f(int n, float *a) {\n#pragma acc parallel loop device_type(radeon) vector copy(a[0:n])\n"+
		"for (int i = 0; i < n; i++) a[i] += 1;\n}\n")
	if v, ok := m.Variants["radeon"]; !ok || v == nil || v.DeviceType != "radeon" {
		t.Fatalf("variants = %v", m.Variants)
	}
	if len(m.Variants["radeon"].Variants) != 0 {
		t.Error("a variant has variants of its own")
	}
}
