package cli

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
)

// ProfileEnv names a file to write a CPU profile of the whole command to
// (`go tool pprof bin/accls FILE`): the process's own cost, host-compiler
// probes and start-up included, which an in-process benchmark misses
// (issue 16).
const ProfileEnv = "ACCLS_CPUPROFILE"

// MemProfileEnv names a file to write the command's allocations to
// (`go tool pprof -sample_index=alloc_space bin/accls FILE`): what it
// allocated in all, which drives both the allocator's CPU and the
// page faults of a check whose collector is off (issue 16).
const MemProfileEnv = "ACCLS_MEMPROFILE"

// startProfile starts the profiles ProfileEnv and MemProfileEnv ask for
// and returns what stops them.
func startProfile(stderr io.Writer) func() {
	stopCPU := startCPUProfile(stderr)
	name := os.Getenv(MemProfileEnv)
	if name == "" {
		return stopCPU
	}
	runtime.MemProfileRate = 64 << 10 // finer than the default 512 KiB
	return func() {
		stopCPU()
		runtime.GC() // the profile counts what was allocated up to the last collection
		f, err := os.Create(name)
		if err == nil {
			err = pprof.Lookup("allocs").WriteTo(f, 0)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "accls: %s: %v\n", MemProfileEnv, err)
		}
	}
}

// startCPUProfile starts the CPU profile ProfileEnv asks for and returns
// what stops it.
func startCPUProfile(stderr io.Writer) func() {
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
