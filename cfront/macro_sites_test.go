package cfront

import (
	"strings"
	"testing"
)

// The clause text of a directive in a macro definition names what is
// visible where the macro is expanded (C99 6.10.9), and the directive at
// the invocation pairs with the statement after it.
func TestMacroSites(t *testing.T) {
	src := `#define PAR_LOOP _Pragma("acc parallel loop present(a[0:n])")
int n;
void f(int m, double *a) {
	PAR_LOOP
	for (int i = 0; i < m; i++) a[i] = 0;
}
`
	f, u := parse(t, src, Options{})
	if u.Failed {
		t.Fatal("parse failed")
	}
	text := string(f.Text)
	def := f.Range(0, strings.Index(text, "\n"))
	a := strings.Index(text, "a[0:n]")
	site := strings.Index(text, "\tPAR_LOOP") + 1
	// Without the site, the definition is at file scope.
	if s := u.Lookup("a", a); s != nil {
		t.Fatalf("a in the definition resolved before the site was known: %+v", s)
	}
	u.AddMacroSite(def, site)
	if s := u.Lookup("a", a); s == nil || s.Storage != StorageParam {
		t.Errorf("a: %+v, want f's parameter", s)
	}
	if s := u.Lookup("n", a); s == nil || !s.Global {
		t.Errorf("n: %+v, want the global", s)
	}
	if s := u.Lookup("m", a); s == nil {
		t.Error("m not visible at the invocation")
	}
	// Offsets outside the definition are not redirected.
	if s := u.Lookup("a", len(text)); s != nil && s.Storage == StorageParam {
		t.Errorf("a after f: %+v", s)
	}
	if _, ok := u.Following(site + len("PAR_LOOP")).(*For); !ok {
		t.Errorf("the invocation does not pair with the for loop: %T", u.Following(site+len("PAR_LOOP")))
	}
}
