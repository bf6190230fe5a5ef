package fuzzrun

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/accls/accls/internal/progfuzz"
)

// ciSeeds are the programs CI runs differentially on the default OpenCL
// device (PoCL): a few, to stay within minutes on two cores; `make
// fuzz-programs` runs many more.
var ciSeeds = []int64{3, 9, 13}

// toolDir lays out accls the way bin/ does: accls, lib/libaccrt.a,
// include/*.h (ACCLS_RUNTIME_LIB names a prebuilt archive).
func toolDir(t *testing.T) string {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "lib"), 0o755)
	os.MkdirAll(filepath.Join(dir, "include"), 0o755)
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	lib := filepath.Join(dir, "lib", "libaccrt.a")
	if pre := os.Getenv("ACCLS_RUNTIME_LIB"); pre != "" {
		abs, _ := filepath.Abs(pre)
		if err := os.Symlink(abs, lib); err != nil {
			t.Fatal(err)
		}
	} else if out, err := exec.Command(goTool, "build", "-buildmode=c-archive", "-o", lib, "../../runtime/capi").CombinedOutput(); err != nil {
		t.Fatalf("building the runtime archive: %v\n%s", err, out)
	}
	for _, h := range []string{"openacc.h", "accrt.h"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "runtime", "include", h))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "include", h), b, 0o644)
	}
	if out, err := exec.Command(goTool, "build", "-o", filepath.Join(dir, "accls"), "../../cmd/accls").CombinedOutput(); err != nil {
		t.Fatalf("building accls: %v\n%s", err, out)
	}
	return dir
}

// TestFuzzSeeds: the CI seeds build and run both ways with equal output,
// and accls check agrees with accls compile.
func TestFuzzSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs programs on OpenCL")
	}
	tools := toolDir(t)
	cfg := Config{Accls: filepath.Join(tools, "accls"), Work: t.TempDir(), Timeout: 5 * time.Minute}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for _, seed := range ciSeeds {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if r := RunSeed(cfg, seed); r.Outcome != OK {
				t.Errorf("seed %d: %s\n%s\nthe program: go run ./cmd/accls-fuzz -print %d", seed, r.Outcome, r.Detail, seed)
			}
		}()
	}
	wg.Wait()
}

// A program whose accls build prints something else is reported wrong,
// with the lines that differ: the comparison can fail.
func TestDiffLinesNamesTheTest(t *testing.T) {
	got := diffLines("t1 aa\nt2 bb\n", "t1 aa\nt2 bc\n")
	if want := fmt.Sprintf("serial %q, accls %q", "t2 bb", "t2 bc"); got != want {
		t.Fatalf("diffLines = %q, want %q", got, want)
	}
	if Outcome(Wrong).String() != "wrong" || progfuzz.Generate(0, progfuzz.Options{}) == "" {
		t.Fatal("outcome names or the generator broke")
	}
}

func TestFailuresNameTheKind(t *testing.T) {
	prog := "/* t1: map1D */\n/* t2: reduce */\n"
	if got := crashedIn(prog, "t1 00\n"); got != "t2 (reduce)" {
		t.Errorf("crashedIn = %q", got)
	}
	if got := wrongIn(prog, "t1 aa\nt2 bb\n", "t1 ab\nt2 bb\n"); got != "t1 (map1D)" {
		t.Errorf("wrongIn = %q", got)
	}
}
