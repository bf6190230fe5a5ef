package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/accls/accls/internal/bigfile"
)

// runStats are one command's times and peak memory, the best of its runs.
type runStats struct {
	wall, cpu time.Duration
	rssMiB    float64
	err       error
}

// runSetup is what a timed command runs with: extra environment, and a
// step before each run (i counts the runs) that is not timed.
type runSetup struct {
	env    []string
	before func(i int) error
}

// timeCommand runs a command n times and keeps the fastest run (the
// machine's other work only ever adds to a run's time).
func timeCommand(n int, setup runSetup, name string, args ...string) runStats {
	best := runStats{}
	for i := 0; i < n; i++ {
		if setup.before != nil {
			if err := setup.before(i); err != nil {
				return runStats{err: err}
			}
		}
		cmd := exec.Command(name, args...)
		cmd.Env = append(os.Environ(), setup.env...)
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

// benchCheck times `accls check` of path (holding text) with a cache
// folder of its own under out: a file not checked before (the check
// cache's entries removed before each run; the header preludes and the
// host compiler's probe stay, as on a machine that has checked other
// files), the same file checked again unchanged, checked again with one
// function body edited (another function each run) against the analysis
// the first check kept, edited again in the function the last of those
// runs edited, with three functions edited (a patch), with nothing kept,
// and gcc's syntax check beside them.
func benchCheck(accls, out, path, text string, runs int) {
	cache := filepath.Join(out, "cache")
	env := []string{"ACCLS_CACHE_DIR=" + cache}
	restore := func(int) error { return os.WriteFile(path, []byte(text), 0o644) }
	fresh := func(i int) error {
		if err := restore(i); err != nil {
			return err
		}
		return os.RemoveAll(filepath.Join(cache, "check"))
	}
	printCheck("accls check, file not checked before", timeCommand(runs, runSetup{env, fresh}, accls, "check", path))
	printCheck("accls check, file unchanged", timeCommand(runs, runSetup{env, restore}, accls, "check", path))
	edited := func(i int) error { return os.WriteFile(path, []byte(editedFunction(text, []int{i}, "+0")), 0o644) }
	printCheck("accls check, one function edited", timeCommand(runs, runSetup{env, edited}, accls, "check", path))
	// another edit in the function the last run edited (the entry holds
	// the slice of the old text that run compared with)
	again := func(i int) error {
		return os.WriteFile(path, []byte(editedFunction(text, []int{runs - 1}, fmt.Sprintf("+%d", i+1))), 0o644)
	}
	printCheck("accls check, same function edited again", timeCommand(runs, runSetup{env, again}, accls, "check", path))
	// a patch (a pull, a review's fixes) that touches three functions
	// far apart, other ones each run, against the entry the last run left
	patch := func(i int) error {
		return os.WriteFile(path, []byte(editedFunction(text, []int{i, i + 7, i + 19}, "+0")), 0o644)
	}
	printCheck("accls check, three functions edited", timeCommand(runs, runSetup{env, patch}, accls, "check", path))
	printCheck("accls check, nothing kept (off)", timeCommand(runs, runSetup{[]string{"ACCLS_CACHE_DIR=off"}, restore}, accls, "check", path))
	restore(0)
	printCheck("gcc -fopenacc -fsyntax-only", timeCommand(runs, runSetup{}, "gcc", "-fopenacc", "-fsyntax-only", path))
}

// editedFunction is text with typed typed in a statement of the first
// function of each i-th block after the middle of the file.
func editedFunction(text string, is []int, typed string) string {
	blocks := strings.Count(text, "\n") / bigfile.BlockLines()
	lines := strings.SplitAfter(text, "\n")
	col := len("        y[i] = a * x[i]")
	for _, i := range is {
		at := bigfile.EditLine((blocks/2+i)%max(blocks, 1)) + 2
		if at < len(lines) && len(lines[at]) >= col {
			lines[at] = lines[at][:col] + typed + lines[at][col:]
		}
	}
	return strings.Join(lines, "")
}

func printCheck(name string, r runStats) {
	if r.err != nil {
		fmt.Printf("  %-40s %v\n", name, r.err)
		return
	}
	fmt.Printf("  %-40s wall %6s ms  cpu %6s ms  max RSS %4.0f MiB\n", name, ms(r.wall), ms(r.cpu), r.rssMiB)
}
