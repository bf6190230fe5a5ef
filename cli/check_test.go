package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

func run(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errb bytes.Buffer
	status = Main(&Env{Stdout: &out, Stderr: &errb, Stdin: strings.NewReader("")}, args)
	return out.String(), errb.String(), status
}

func TestCheckTextReportsEachMistakeAtItsColumn(t *testing.T) {
	out, _, status := run(t, "check", "testdata/mistakes.c")
	if status != ExitFound {
		t.Errorf("status = %d, want %d", status, ExitFound)
	}
	want := []string{
		"testdata/mistakes.c:4:13: error: 'paralel' is not an OpenACC directive; did you mean 'parallel'? [unknown-directive]",
		"testdata/mistakes.c:6:39: error: expected ']' to close '[' opened at 6:35, found ')' [unclosed-bracket]",
		"testdata/mistakes.c:6:35: note: '[' opened here",
		"testdata/mistakes.c:8:28: error: expected an argument after ',' in 'copy(' [syntax]",
	}
	got := strings.Split(strings.TrimSpace(out), "\n")
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("output:\n%s\nwant:\n%s", out, strings.Join(want, "\n"))
	}
}

func TestCheckExitStatus(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		status int
		stderr string
	}{
		{[]string{"check", "testdata/clean.c"}, ExitOK, ""},
		{[]string{"check", "testdata/clean.c", "--format", "json"}, ExitOK, ""},
		{[]string{"check"}, ExitUsage, "no input files"},
		{[]string{"check", "testdata/nope.c"}, ExitUsage, "no such file"},
		{[]string{"check", "--format", "xml", "testdata/clean.c"}, ExitUsage, "unknown format"},
		{[]string{"check", "testdata/sarif-schema-2.1.0.json"}, ExitUsage, "not a C, C++ or Fortran file"},
		{[]string{"check", "--bogus", "testdata/clean.c"}, ExitUsage, "flag provided but not defined"},
		{[]string{"frobnicate"}, ExitUsage, "unknown command"},
	} {
		_, stderr, status := run(t, tt.args...)
		if status != tt.status || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("%v: status %d stderr %q; want %d and %q", tt.args, status, stderr, tt.status, tt.stderr)
		}
	}
}

func compileSchema(t *testing.T, path string) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	abs, _ := filepath.Abs(path)
	sch, err := c.Compile(abs)
	if err != nil {
		t.Fatalf("schema %s: %v", path, err)
	}
	return sch
}

func validate(t *testing.T, sch *jsonschema.Schema, out string) map[string]any {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if err := sch.Validate(doc); err != nil {
		t.Fatalf("output does not validate: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestCheckJSONMatchesItsSchema(t *testing.T) {
	out, _, status := run(t, "check", "--format", "json", "testdata/mistakes.c", "testdata/clean.c")
	if status != ExitFound {
		t.Errorf("status = %d", status)
	}
	m := validate(t, compileSchema(t, "../docs/accls-check.schema.json"), out)
	diags := m["diagnostics"].([]any)
	if len(diags) != 3 {
		t.Fatalf("got %d diagnostics, want 3", len(diags))
	}
	d := diags[1].(map[string]any)
	start := d["range"].(map[string]any)["start"].(map[string]any)
	if d["code"] != "unclosed-bracket" || start["line"] != 6.0 || start["column"] != 39.0 || d["section"] != "2.1" {
		t.Errorf("second diagnostic = %v", d)
	}
	if n := d["notes"].([]any); len(n) != 1 {
		t.Errorf("notes = %v", n)
	}
	if s := m["summary"].(map[string]any); s["errors"] != 3.0 {
		t.Errorf("summary = %v", s)
	}
}

func TestCheckSARIFValidates(t *testing.T) {
	out, _, _ := run(t, "check", "--format", "sarif", "testdata/mistakes.c", "testdata/unicode.c")
	m := validate(t, compileSchema(t, "testdata/sarif-schema-2.1.0.json"), out)
	runObj := m["runs"].([]any)[0].(map[string]any)
	rules := runObj["tool"].(map[string]any)["driver"].(map[string]any)["rules"].([]any)
	byID := map[string]map[string]any{}
	for _, r := range rules {
		r := r.(map[string]any)
		byID[r["id"].(string)] = r
	}
	for _, res := range runObj["results"].([]any) {
		res := res.(map[string]any)
		rule, ok := byID[res["ruleId"].(string)]
		if !ok {
			t.Fatalf("result %v has no rule", res["ruleId"])
		}
		if int(res["ruleIndex"].(float64)) >= len(rules) || rules[int(res["ruleIndex"].(float64))].(map[string]any)["id"] != res["ruleId"] {
			t.Errorf("ruleIndex of %v is wrong", res["ruleId"])
		}
		help := rule["help"].(map[string]any)["text"].(string)
		if !strings.Contains(help, "OpenACC 3.3 section") {
			t.Errorf("rule %v help %q does not name the spec section", rule["id"], help)
		}
	}
	// unicode.c: "float ü; /* «ü» */ _Pragma(\"acc paralel\")": 'paralel' is at
	// byte column 36 but UTF-16 column 33 (ü, «, ü, » take 2 bytes, 1 unit).
	last := runObj["results"].([]any)[len(runObj["results"].([]any))-1].(map[string]any)
	region := last["locations"].([]any)[0].(map[string]any)["physicalLocation"].(map[string]any)["region"].(map[string]any)
	if region["startColumn"] != 33.0 || region["endColumn"] != 40.0 {
		t.Errorf("region = %v, want columns 33-40 in UTF-16 units", region)
	}
}

func TestHelpListsCommands(t *testing.T) {
	out, _, status := run(t, "help")
	if status != ExitOK || !strings.Contains(out, "check") {
		t.Errorf("help: %d %q", status, out)
	}
	if _, err := os.Stat("../docs/accls-check.schema.json"); err != nil {
		t.Error(err)
	}
}
