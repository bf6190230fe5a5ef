package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/pprof"
)

// ProfileEnv names a file to write a CPU profile of the whole command to
// (`go tool pprof bin/accls FILE`): the process's own cost, host-compiler
// probes and start-up included, which an in-process benchmark misses
// (issue 16).
const ProfileEnv = "ACCLS_CPUPROFILE"

// startProfile starts the CPU profile ProfileEnv asks for and returns
// what stops it.
func startProfile(stderr io.Writer) func() {
	name := os.Getenv(ProfileEnv)
	if name == "" {
		return func() {}
	}
	f, err := os.Create(name)
	if err == nil {
		err = pprof.StartCPUProfile(f)
	}
	if err != nil {
		fmt.Fprintf(stderr, "accls: %s: %v\n", ProfileEnv, err)
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}
