package tests

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/cli"
)

// realisticKnownFailures lists the programs of realistic/ that accls does
// not yet compile or run correctly, each with the bullet of issue 12
// ("Why") that causes it. The list is kept true both ways: a program not
// listed must pass, and a listed program that starts passing fails the
// test until its entry (and the table in realistic/README.md) is removed.
var realisticKnownFailures = map[string]string{}

// TestRealistic builds each program of realistic/ (OpenACC C written in
// the styles HPC users write: benchmark kernels, stencil time loops,
// mini-apps with helper functions, OpenMP timers, macro-heavy code and the
// shapes of issue 12) as its users would, `accls compile -O2 -fopenmp`,
// and runs it on the default device and on acc_device_host; each program
// checks itself against a serial computation and prints a last line
// ending in "ok". A program with a file of the same name in
// realistic/lib/ is built from both files. Every program is also built by
// plain cc with the directives ignored, which must print "ok" as well, so
// a known failure is the compiler's and not the program's.
func TestRealistic(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs on OpenCL")
	}
	files, err := filepath.Glob(filepath.Join("realistic", "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no realistic programs found (%v)", err)
	}
	seen := map[string]bool{}
	for _, file := range files {
		file := file
		name := strings.TrimSuffix(filepath.Base(file), ".c")
		seen[name] = true
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			srcs := []string{file}
			if lib := filepath.Join("realistic", "lib", name+".c"); fileExists(lib) {
				srcs = append(srcs, lib)
			}
			checkPlainCC(t, name, srcs)
			failure := realisticFailure(t, name, srcs)
			known, isKnown := realisticKnownFailures[name]
			switch {
			case failure == "" && isKnown:
				t.Errorf("now passes: remove it from realisticKnownFailures and the table of realistic/README.md (was: %s)", known)
			case failure != "" && !isKnown:
				t.Errorf("%s", failure)
			case failure != "":
				t.Logf("known failure (issue 12: %s):\n%s", known, failure)
			}
		})
	}
	for name := range realisticKnownFailures {
		if !seen[name] {
			t.Errorf("realisticKnownFailures names %s, which is not in realistic/", name)
		}
	}
}

// realisticFailure builds and runs a program with accls; it returns what
// went wrong, or "" when both runs printed their "ok".
func realisticFailure(t *testing.T, name string, srcs []string) string {
	exe := filepath.Join(t.TempDir(), name)
	args := append([]string{"compile", "-O2", "-fopenmp"}, srcs...)
	code, _, stderr := accls(append(args, "-o", exe, "-lm")...)
	if code != cli.ExitOK {
		return fmt.Sprintf("accls compile: exit %d\n%s", code, stderr)
	}
	for _, env := range [][]string{nil, {"ACC_DEVICE_TYPE=host"}} {
		if out, err := runProgram(exe, env); err != nil || !endsOK(out) {
			return "run " + strings.Join(env, " ") + ": " + errString(err) + "\n" + out
		}
	}
	return ""
}

// checkPlainCC builds the program with cc, the directives ignored, and
// checks it prints its "ok": the program itself is right.
func checkPlainCC(t *testing.T, name string, srcs []string) {
	t.Helper()
	exe := filepath.Join(t.TempDir(), name+"-cc")
	args := append([]string{"-O2", "-w", "-fopenmp"}, srcs...)
	if out, err := exec.Command("cc", append(args, "-o", exe, "-lm")...).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v\n%s", err, out)
	}
	if out, err := runProgram(exe, nil); err != nil || !endsOK(out) {
		t.Fatalf("built by cc: %s\n%s", errString(err), out)
	}
}

// runProgram runs exe with a time limit; unlike run it reports a failure
// to its caller, which decides whether the failure is known.
func runProgram(exe string, env []string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return out.String(), err
}

func endsOK(out string) bool {
	return strings.HasSuffix(strings.TrimSpace(out), "ok")
}

func errString(err error) string {
	if err == nil {
		return "exit 0 without ok"
	}
	return err.Error()
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// TestRealisticMPI builds realistic/mpi/jacobi_rows.c, a 2-D Jacobi split
// by rows across ranks with halo rows through update self / update device
// and an MPI_Allreduce of a device max reduction, with
// `CC=mpicc accls compile`, and runs it on two ranks on the default device
// and on acc_device_host. Like TestAppMPIHalo it is skipped without Open
// MPI unless ACCLS_REQUIRE_MPI is set.
func TestRealisticMPI(t *testing.T) {
	exe := buildMPI(t, filepath.Join("realistic", "mpi", "jacobi_rows.c"))
	for _, env := range [][]string{nil, {"ACC_DEVICE_TYPE=host"}} {
		if out := runMPI(t, exe, env); !strings.Contains(out, "jacobi_rows: 2 ranks, 40 iterations") || !endsOK(out) {
			t.Fatalf("mpirun -np 2 %v:\n%s", env, out)
		}
	}
}
