package tests

import (
	"context"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/annotest"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

// agreementCorpora are the C files whose errors accls check and accls
// compile must agree on: the diagnostics testdata, the valid corpus, the
// translator limits' corpus, the cli's testdata, the conformance
// programs and the generator's focused golden inputs.
var agreementCorpora = []string{
	"../analysis/testdata/directives/*.c",
	"../analysis/testdata/semantic/*.c",
	"../analysis/testdata/semantic/info/*.c",
	"../analysis/testdata/valid/*.c",
	"../analysis/testdata/unsupported/*.c",
	"../cli/testdata/*.c",
	"conformance/*.c",
	"../openclgen/testdata/golden/*.c",
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

// acclsErrors runs the accls command in-process (accls) and returns its
// error lines ("FILE:LINE:COL: error: ..."), sorted, from stdout and stderr.
func acclsErrors(args ...string) []string {
	_, out, errOut := accls(args...)
	var found []string
	seen := map[string]bool{}
	for _, l := range strings.Split(out+"\n"+errOut, "\n") {
		if strings.Contains(l, ": error: ") && !seen[l] {
			seen[l] = true
			found = append(found, l)
		}
	}
	sort.Strings(found)
	return found
}

// corpusFiles are the files of agreementCorpora, each pattern matching
// some.
func corpusFiles(t *testing.T) []string {
	var files []string
	for _, pat := range agreementCorpora {
		m := globAll(t, pat)
		if len(m) == 0 {
			t.Fatalf("%s: no files", pat)
		}
		files = append(files, m...)
	}
	return files
}

// globAll lists the files the patterns match, pattern by pattern.
func globAll(t *testing.T, pats ...string) []string {
	t.Helper()
	var files []string
	for _, pat := range pats {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	return files
}

// TestCheckAgreesWithCompile: over every corpus, the errors accls check
// reports (with the translator's limits) are the errors accls compile
// reports, files with none included.
func TestCheckAgreesWithCompile(t *testing.T) {
	for _, path := range corpusFiles(t) {
		check := acclsErrors("check", path)
		compile := acclsErrors("compile", "--emit-opencl", path)
		if !slices.Equal(check, compile) {
			t.Errorf("%s: check and compile disagree\ncheck:\n%s\ncompile:\n%s", path, lines(check), lines(compile))
		}
	}
}

// TestUnsupportedCorpus: the limits' corpus, annotated, through the check
// pipeline with the translator's limits.
func TestUnsupportedCorpus(t *testing.T) {
	annotest.Run(t, "../analysis/testdata/unsupported/*.c", checkPipeline)
}

func lines(s []string) string {
	out := ""
	for _, l := range s {
		out += "  " + l + "\n"
	}
	return out
}
