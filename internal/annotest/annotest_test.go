package annotest

import (
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

func TestCheckMatchesAndMisses(t *testing.T) {
	f := source.NewFile("t.c", []byte(strings.Join([]string{
		`int a; /* ERROR "bad a" */`,
		`int b; // WARNING@5 "odd \\[x\\]"`,
		`int c; // INFO@+1:2 "later"`,
		`int d;`,
		`!$acc parallel ! ERROR "fortran"`,
		`int e; /* ERROR "never reported" */`,
	}, "\n")))
	at := func(line, col int) source.Range {
		p := source.Pos{Line: line, Col: col}
		return source.Range{Start: p, End: p}
	}
	diags := []source.Diagnostic{
		{File: "t.c", Range: at(1, 1), Severity: source.Error, Message: "bad a here"},
		{File: "t.c", Range: at(2, 5), Severity: source.Warning, Message: "odd", Code: "x"},
		{File: "t.c", Range: at(4, 2), Severity: source.Info, Message: "later on"},
		{File: "t.c", Range: at(5, 1), Severity: source.Error, Message: "fortran thing"},
		{File: "t.c", Range: at(4, 1), Severity: source.Error, Message: "surprise"},
	}
	problems, err := Check(f, diags)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"t.c:6: missing error matching \"never reported\"",
		"unexpected t.c:4:1: error: surprise",
	}
	if len(problems) != len(want) {
		t.Fatalf("problems = %q, want %d", problems, len(want))
	}
	for i, w := range want {
		if !strings.Contains(problems[i], w) {
			t.Errorf("problem %d = %q, want it to contain %q", i, problems[i], w)
		}
	}
}

func TestColumnMustMatch(t *testing.T) {
	f := source.NewFile("t.c", []byte(`x; // ERROR@3 "e"`))
	p := source.Pos{Line: 1, Col: 4}
	problems, _ := Check(f, []source.Diagnostic{{Range: source.Range{Start: p, End: p}, Severity: source.Error, Message: "e"}})
	if len(problems) != 2 {
		t.Fatalf("a diagnostic at the wrong column must fail both ways; got %q", problems)
	}
}
