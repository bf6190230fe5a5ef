package tests

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/cli"
)

// TestAppMPIHalo builds an MPI + OpenACC program as its users do,
// `CC=mpicc accls compile` (the C front end finds <mpi.h> through mpicc),
// and runs it on two ranks with mpirun; each rank picks its device by its
// rank on the node and exchanges halo cells through the host around the
// MPI calls (update self / update device), and checks its part against
// a serial computation of the whole ring.
func TestAppMPIHalo(t *testing.T) {
	exe := buildMPI(t, filepath.Join("mpi", "heat1d.c"), "-DSTEPS=20")
	if out := runMPI(t, exe, nil); !strings.Contains(out, "heat1d: 2 ranks, 20 steps, ok") {
		t.Fatalf("mpirun -np 2:\n%s", out)
	}
}

// buildMPI compiles src with `CC=mpicc accls compile -O2 FLAGS`. Without
// Open MPI the test is skipped, unless ACCLS_REQUIRE_MPI=1 (make test)
// makes that a failure.
func buildMPI(t *testing.T, src string, flags ...string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("compiles and runs an MPI program on OpenCL")
	}
	_, err1 := exec.LookPath("mpirun")
	_, err2 := exec.LookPath("mpicc")
	if err1 != nil || err2 != nil {
		if os.Getenv("ACCLS_REQUIRE_MPI") != "" {
			t.Fatal("mpicc and mpirun are needed (Debian: openmpi-bin libopenmpi-dev; scripts/deps.sh installs them)")
		}
		t.Skip("Open MPI is not installed")
	}
	t.Setenv("CC", "mpicc")
	exe := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(src), ".c"))
	args := append(append([]string{"compile", "-O2"}, flags...), src, "-o", exe, "-lm")
	if code, _, stderr := accls(args...); code != cli.ExitOK {
		t.Fatalf("CC=mpicc accls compile %s: exit %d\n%s", src, code, stderr)
	}
	return exe
}

// runMPI runs exe on two ranks with the extra environment env and returns
// its output; a failed run fails the test.
func runMPI(t *testing.T, exe string, env []string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "mpirun", "--oversubscribe", "-np", "2", exe)
	// CI runs as root; Open MPI refuses that unless told.
	cmd.Env = append(append(os.Environ(), "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1", "OMPI_MCA_btl=self,vader"), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("mpirun -np 2 %s %v: %v\n%s", filepath.Base(exe), env, err, out)
	}
	return string(out)
}
