package main

import (
	"os/exec"
	"syscall"
	"time"
)

// runStats are one command's times and peak memory, the best of its runs.
type runStats struct {
	wall, cpu time.Duration
	rssMiB    float64
	err       error
}

// timeCommand runs a command n times and keeps the fastest run (the
// machine's other work only ever adds to a run's time).
func timeCommand(n int, name string, args ...string) runStats {
	best := runStats{}
	for i := 0; i < n; i++ {
		cmd := exec.Command(name, args...)
		t0 := time.Now()
		err := cmd.Run()
		wall := time.Since(t0)
		if cmd.ProcessState == nil {
			return runStats{err: err}
		}
		if _, exit := err.(*exec.ExitError); err != nil && !exit {
			return runStats{err: err}
		}
		cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		rss := 0.0
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			rss = float64(ru.Maxrss) / 1024
		}
		if i == 0 || cpu < best.cpu {
			best = runStats{wall: wall, cpu: cpu, rssMiB: rss}
		}
	}
	return best
}
