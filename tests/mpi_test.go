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
// a serial computation of the whole ring. ACCLS_REQUIRE_MPI=1 (make test)
// makes a missing Open MPI a failure.
func TestAppMPIHalo(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs an MPI program on OpenCL")
	}
	mpirun, err1 := exec.LookPath("mpirun")
	_, err2 := exec.LookPath("mpicc")
	if err1 != nil || err2 != nil {
		if os.Getenv("ACCLS_REQUIRE_MPI") != "" {
			t.Fatal("mpicc and mpirun are needed (Debian: openmpi-bin libopenmpi-dev; scripts/deps.sh installs them)")
		}
		t.Skip("Open MPI is not installed")
	}
	t.Setenv("CC", "mpicc")
	exe := filepath.Join(t.TempDir(), "heat1d")
	if code, _, stderr := accls("compile", "-O2", "-DSTEPS=20", filepath.Join("mpi", "heat1d.c"), "-o", exe, "-lm"); code != cli.ExitOK {
		t.Fatalf("CC=mpicc accls compile: exit %d\n%s", code, stderr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, mpirun, "--oversubscribe", "-np", "2", exe)
	// CI runs as root; Open MPI refuses that unless told.
	cmd.Env = append(os.Environ(), "OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1", "OMPI_MCA_btl=self,vader")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "heat1d: 2 ranks, 20 steps, ok") {
		t.Fatalf("mpirun -np 2: %v\n%s", err, out)
	}
}
