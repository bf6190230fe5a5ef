package progfuzz

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/cli"
)

func TestGenerateIsDeterministic(t *testing.T) {
	for seed := int64(0); seed < 20; seed++ {
		if Generate(seed, Options{}) != Generate(seed, Options{}) {
			t.Fatalf("seed %d: two programs", seed)
		}
	}
	if Generate(1, Options{}) == Generate(2, Options{}) {
		t.Fatal("seeds 1 and 2 gave one program")
	}
}

// Every feature the generator knows appears in the first seeds.
func TestGenerateCoversFeatures(t *testing.T) {
	var all strings.Builder
	for seed := int64(0); seed < 60; seed++ {
		all.WriteString(Generate(seed, Options{}))
	}
	text := all.String()
	for _, want := range []string{
		"#pragma acc parallel loop", "#pragma acc kernels loop", "#pragma acc serial loop", "#pragma acc kernels copyin",
		"collapse(2)", "collapse(3)", "tile(", "private(", "firstprivate(",
		"reduction(+:", "reduction(*:", "reduction(max:", "reduction(min:", "reduction(&:", "reduction(|:",
		"reduction(^:", "reduction(&&:", "reduction(||:",
		"#pragma acc data ", "#pragma acc enter data", "#pragma acc exit data", "#pragma acc update device(",
		"#pragma acc update self(", "#pragma acc declare create(", "#pragma acc declare copyin(",
		"async(1)", "async(2)", "deviceptr(", "acc_malloc(", "static const ", "wait(1)", "#pragma acc atomic capture", "#pragma acc atomic write",
		"#pragma acc atomic read", "#pragma acc routine seq", "struct ", "a[n][m]", "= &", "loop worker", "loop vector",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no program of seeds 0-59 has %q", want)
		}
	}
}

// accls check finds nothing wrong in the generated programs: they are
// valid OpenACC, and everything in them is translated.
func TestGeneratedProgramsCheckClean(t *testing.T) {
	dir := t.TempDir()
	n := int64(30)
	if testing.Short() {
		n = 10
	}
	for seed := int64(0); seed < n; seed++ {
		file := filepath.Join(dir, "prog.c")
		os.WriteFile(file, []byte(Generate(seed, Options{})), 0o644)
		var out bytes.Buffer
		code := cli.Main(&cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out}, []string{"check", file})
		if code != cli.ExitOK || out.Len() > 0 {
			t.Errorf("seed %d: accls check exit %d:\n%s", seed, code, out.String())
		}
	}
}
