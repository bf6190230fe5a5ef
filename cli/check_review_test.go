package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Two findings: an error on line 3 and a deprecated spelling with a quick
// fix on line 6.
const reviewSource = `void f(int n, float *x) {
  #pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; i++) x[i] = 0;
  #pragma acc parallel loop collapse(0) copy(x[0:n])
  for (int i = 0; i < n; i++) x[i] = 1;
  #pragma acc parallel loop pcopy(x[0:n])
  for (int i = 0; i < n; i++) x[i] = 2;
}
`

func writeReviewSource(t *testing.T) string {
	t.Helper()
	src := filepath.Join(t.TempDir(), "k.c")
	os.WriteFile(src, []byte(reviewSource), 0o644)
	return src
}

func TestCheckGitHubFormat(t *testing.T) {
	src := writeReviewSource(t)
	code, out, _ := runAccls(t, "check", "--format", "github", src)
	if code != ExitFound {
		t.Fatalf("exit %d\n%s", code, out)
	}
	want := "::error file=" + src + ",line=4,col=38,endLine=4,endColumn=39,title=accls bad-argument::'collapse' takes a positive integer constant; 0 is not positive\n"
	if !strings.Contains(out, want) {
		t.Errorf("no annotation %q in\n%s", want, out)
	}
	if !strings.Contains(out, "::warning file="+src+",line=6,") {
		t.Errorf("the deprecated spelling is no warning annotation:\n%s", out)
	}
	if got := githubProperty("a:b,c%"); got != "a%3Ab%2Cc%25" {
		t.Errorf("property escape %q", got)
	}
}

func TestCheckRDJSONFormat(t *testing.T) {
	src := writeReviewSource(t)
	_, out, _ := runAccls(t, "check", "--format=rdjson", src)
	var res rdResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if res.Source.Name != "accls" || len(res.Diagnostics) != 2 {
		t.Fatalf("source %+v, %d diagnostics\n%s", res.Source, len(res.Diagnostics), out)
	}
	d := res.Diagnostics[0]
	if d.Severity != "ERROR" || d.Code.Value != "bad-argument" || d.Location.Path != src || d.Location.Range.Start != (rdPosition{4, 38}) {
		t.Errorf("first diagnostic %+v", d)
	}
	if w := res.Diagnostics[1]; w.Severity != "WARNING" || len(w.Suggestions) == 0 || w.Suggestions[0].Text != "copy" {
		t.Errorf("the deprecated spelling's suggestion: %+v", w)
	}
}

// TestCheckChangedLines: only the findings on lines the diff adds or
// changes are reported, and only they decide the exit status.
func TestCheckChangedLines(t *testing.T) {
	src := writeReviewSource(t)
	diff := func(line int) string {
		return "--- a/k.c\n+++ " + src + "\n@@ -" + strconv.Itoa(line) + " +" + strconv.Itoa(line) + " @@\n-old\n+new\n"
	}
	var out, errb strings.Builder
	code := Main(&Env{Stdin: strings.NewReader(diff(6)), Stdout: &out, Stderr: &errb}, []string{"check", "--changed-lines", "-", src})
	if code != ExitOK || !strings.Contains(out.String(), ":6:") || strings.Contains(out.String(), ":4:") {
		t.Fatalf("diff of line 6: exit %d\n%s%s", code, out.String(), errb.String())
	}
	out.Reset()
	code = Main(&Env{Stdin: strings.NewReader(diff(4)), Stdout: &out, Stderr: &errb}, []string{"check", "--changed-lines", "-", src})
	if code != ExitFound || !strings.Contains(out.String(), ":4:") || strings.Contains(out.String(), ":6:") {
		t.Fatalf("diff of line 4: exit %d\n%s", code, out.String())
	}
}

// TestCheckChangedLinesGit reads the change from git diff in a work tree.
func TestCheckChangedLinesGit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) {
		cmd := exec.Command("git", append([]string{"-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
		cmd.Dir = dir
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, b)
		}
	}
	git("init", "-q")
	src := filepath.Join(dir, "k.c")
	os.WriteFile(src, []byte(reviewSource), 0o644)
	git("add", "k.c")
	git("commit", "-qm", "base")
	// The change touches line 6 only: the error of line 4 is old.
	os.WriteFile(src, []byte(strings.Replace(reviewSource, "pcopy(x[0:n])", "pcopy(x[0:n]) async", 1)), 0o644)
	t.Chdir(dir)
	code, out, stderr := runAccls(t, "check", "--changed-lines", "git", "k.c")
	if code != ExitOK || strings.Contains(out, ":4:") || !strings.Contains(out, "k.c:6:") {
		t.Fatalf("exit %d\n%s%s", code, out, stderr)
	}
	if code, _, stderr := runAccls(t, "check", "--changed-lines", "no-such.diff", "k.c"); code != ExitUsage || !strings.Contains(stderr, "no-such.diff") {
		t.Fatalf("a missing diff file: exit %d %q", code, stderr)
	}
}
