package checkcache

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/internal/cachedir/cachedirtest"
	"github.com/accls/accls/openclgen"
	"github.com/accls/accls/source"
)

const header = "#define N 64\nstatic inline float twice(float v) { return 2.0f * v; }\n"

const program = `#include <stdlib.h>
#include "params.h"

void scale(int n, float *restrict x) {
    #pragma acc parallel loop copy(x[0:n])
    for (int i = 0; i < n; i++)
        x[i] = x[i] * 3.0f;
}

float total(const float *x) {
    float s = 0.0f;
    #pragma acc parallel loop reduction(+:s) copyin(x[0:N])
    for (int i = 0; i < N; i++)
        s += x[i];
    return s;
}
`

// project writes the program and its header with modification times an
// hour old (not racy: cfront.FileStamp.Racy).
func project(t *testing.T) (dir, main string) {
	t.Helper()
	dir = t.TempDir()
	t.Setenv(cachedir.Env, filepath.Join(dir, "cache"))
	cachedirtest.WriteAged(t, filepath.Join(dir, "params.h"), header, time.Hour)
	main = filepath.Join(dir, "prog.c")
	cachedirtest.WriteAged(t, main, program, time.Hour)
	return dir, main
}

var opts = analysis.Options{Translator: openclgen.Limits}

// checkAs checks text as the file name and wants the result to come the
// way want says, with analysis.Check's diagnostics.
func checkAs(t *testing.T, name, text string, o analysis.Options, want How) {
	t.Helper()
	f := source.NewFile(name, []byte(text))
	got, how, err := Check(context.Background(), f, o)
	if err != nil {
		t.Fatal(err)
	}
	if how != want {
		t.Errorf("came %v, want %v", how, want)
	}
	full, err := analysis.Check(context.Background(), f, o)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, full.Diagnostics()) {
		t.Errorf("%v: diagnostics differ from Check's\n got: %v\nwant: %v", how, got, full.Diagnostics())
	}
}

func TestCheckReusesTheLastAnalysis(t *testing.T) {
	_, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)
	// an edit in a body, with a finding in it: the function alone again
	edited := strings.Replace(program, "x[i] * 3.0f", "x[i] * 3.0f + x[i+1]", 1)
	edited = strings.Replace(edited, "copy(x[0:n])", "copy(x[0:n]) copy(x[0:n])", 1)
	checkAs(t, main, edited, opts, Reanalysed)
	checkAs(t, main, edited, opts, Unchanged) // the text Reanalyse answered
	// another edit there: the old slice comes from the entry
	again := strings.Replace(edited, "3.0f", "4.0f", 1)
	checkAs(t, main, again, opts, Reanalysed)
	// two functions edited, more than an eighth of this small file's
	// body bytes (analysis/reanalyse_cost.go): a full analysis, kept in
	// turn
	both := strings.Replace(edited, "s += x[i]", "s += 2 * x[i]", 1)
	checkAs(t, main, both, opts, Analysed)
	checkAs(t, main, both, opts, Unchanged)
	// other options: an entry of their own
	info := opts
	info.Info = true
	checkAs(t, main, both, info, Analysed)
	checkAs(t, main, both, opts, Unchanged)
}

// Whatever the analysis read, changed, makes the entry stale: a header,
// a header created where the search would now find it, a compilation
// database above the file.
func TestCheckSeesChangedInputs(t *testing.T) {
	dir, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	cachedirtest.WriteAged(t, filepath.Join(dir, "params.h"), strings.Replace(header, "64", "128", 1), 30*time.Minute)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)

	db := `[{"directory": "` + dir + `", "file": "prog.c", "command": "cc -DEXTRA=1 -c prog.c"}]`
	cachedirtest.WriteAged(t, filepath.Join(dir, "compile_commands.json"), db, 20*time.Minute)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)

	inc := filepath.Join(dir, "inc")
	os.Mkdir(inc, 0o755)
	o := opts
	o.Frontend.IncludePaths = []string{inc}
	checkAs(t, main, program, o, Analysed)
	checkAs(t, main, program, o, Unchanged)
	// stdlib.h found in -I inc, before the system's, would change what the
	// file reads
	cachedirtest.WriteAged(t, filepath.Join(inc, "stdlib.h"), "#define EXIT_FAILURE 1\n", 10*time.Minute)
	checkAs(t, main, program, o, Analysed)
}

// A fresh clone writes every header anew, with its bytes as they were:
// the entry still applies.
func TestCheckAfterAFreshClone(t *testing.T) {
	dir, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	cachedirtest.WriteAged(t, filepath.Join(dir, "params.h"), header, 30*time.Minute)
	checkAs(t, main, program, opts, Unchanged)
	// the same size, other bytes: a full analysis
	cachedirtest.WriteAged(t, filepath.Join(dir, "params.h"), strings.Replace(header, "64", "32", 1), 20*time.Minute)
	checkAs(t, main, program, opts, Analysed)
}

// A damaged entry is a miss, and ACCLS_CACHE_DIR=off keeps nothing.
func TestCheckDamagedAndOff(t *testing.T) {
	dir, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	entry := theEntry(t, dir)
	data, _ := os.ReadFile(entry)
	os.WriteFile(entry, data[:len(data)/3], 0o644)
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Unchanged)

	t.Setenv(cachedir.Env, "off")
	checkAs(t, main, program, opts, Analysed)
	checkAs(t, main, program, opts, Analysed)
}

// theEntry is the one entry of the check folder under dir.
func theEntry(t *testing.T, dir string) string {
	t.Helper()
	entries, _ := filepath.Glob(filepath.Join(dir, "cache", "check", "*.gob"))
	if len(entries) != 1 {
		t.Fatalf("entries: %v", entries)
	}
	return entries[0]
}
