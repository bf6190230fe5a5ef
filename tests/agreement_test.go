package tests

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cli"
	"github.com/accls/accls/internal/annotest"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// agreementCorpora are the C files whose errors accls check and accls
// compile must agree on: the diagnostics testdata, the valid corpus, the
// translator limits' corpus, the cli's testdata and the conformance
// programs.
var agreementCorpora = []string{
	"../analysis/testdata/directives/*.c",
	"../analysis/testdata/semantic/*.c",
	"../analysis/testdata/semantic/info/*.c",
	"../analysis/testdata/valid/*.c",
	"../analysis/testdata/unsupported/*.c",
	"../cli/testdata/*.c",
	"conformance/*.c",
}

// checkPipeline is accls check's analysis, with the translator's limits
// (analysis.Options.Translator = openclgen.Limits), for the annotated
// corpus.
func checkPipeline(f *source.File) []source.Diagnostic {
	r, err := analysis.Check(context.Background(), f, analysis.Options{Mode: analysis.ModeC, Translator: openclgen.Limits})
	if err != nil {
		panic(err) // a background context is never done
	}
	return r.Diagnostics()
}

// runAccls runs the accls command in-process and returns its error lines
// ("FILE:LINE:COL: error: ..."), sorted, from stdout and stderr.
func runAccls(args ...string) []string {
	var out, errOut bytes.Buffer
	cli.Main(&cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut}, args)
	var found []string
	seen := map[string]bool{}
	for _, l := range strings.Split(out.String()+"\n"+errOut.String(), "\n") {
		if strings.Contains(l, ": error: ") && !seen[l] {
			seen[l] = true
			found = append(found, l)
		}
	}
	sort.Strings(found)
	return found
}

func corpusFiles(t *testing.T) []string {
	var files []string
	for _, pat := range agreementCorpora {
		m, err := filepath.Glob(pat)
		if err != nil || len(m) == 0 {
			t.Fatalf("%s: no files (%v)", pat, err)
		}
		files = append(files, m...)
	}
	return files
}

func readSource(t *testing.T, path string) *source.File {
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return source.NewFile(path, text)
}

// TestCheckAgreesWithCompile: over every corpus, the errors accls check
// reports (with the translator's limits) are the errors accls compile
// reports, files with none included.
func TestCheckAgreesWithCompile(t *testing.T) {
	for _, path := range corpusFiles(t) {
		check := runAccls("check", path)
		compile := runAccls("compile", "--emit-opencl", path)
		if !equalLines(check, compile) {
			t.Errorf("%s: check and compile disagree\ncheck:\n%s\ncompile:\n%s", path, lines(check), lines(compile))
		}
	}
}

// TestUnsupportedCorpus: the limits' corpus, annotated, through the check
// pipeline with the translator's limits.
func TestUnsupportedCorpus(t *testing.T) {
	annotest.Run(t, "../analysis/testdata/unsupported/*.c", checkPipeline)
}

func equalLines(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func lines(s []string) string {
	out := ""
	for _, l := range s {
		out += "  " + l + "\n"
	}
	return out
}
