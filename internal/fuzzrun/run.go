// Package fuzzrun runs the programs of internal/progfuzz differentially:
// each is built serially with the C compiler (the directives ignored) and
// with accls compile, both are run, and their outputs must be identical;
// accls check must report an error exactly when accls compile fails.
package fuzzrun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/accls/accls/internal/progfuzz"
)

// Config says how to build and run the programs.
type Config struct {
	Accls   string        // the accls executable
	CC      string        // the C compiler of the serial build (default cc)
	Work    string        // a scratch folder
	Keep    string        // where programs that did not pass are kept ("" keeps none)
	Timeout time.Duration // per build and per run
	Opts    progfuzz.Options
}

// Outcome classifies one seed.
type Outcome int

const (
	OK        Outcome = iota
	Wrong             // both ran and printed different results
	Crash             // accls compile failed on a valid program, or its build crashed, failed or timed out
	Disagree          // accls check and accls compile disagree about errors
	Refused           // compile reported an [unsupported] translator limit (and check agreed)
	GenBroken         // the serial build failed: a generator bug
)

var outcomeNames = [...]string{"ok", "wrong", "crash", "disagree", "refused", "generator-bug"}

func (o Outcome) String() string { return outcomeNames[o] }

// Result is what one seed gave.
type Result struct {
	Seed    int64
	Outcome Outcome
	Detail  string // the first lines that explain it
}

// RunSeed generates program seed and runs it both ways.
func RunSeed(cfg Config, seed int64) Result {
	dir := filepath.Join(cfg.Work, fmt.Sprintf("seed-%d", seed))
	os.RemoveAll(dir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Result{seed, GenBroken, err.Error()}
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "prog.c")
	os.WriteFile(src, []byte(progfuzz.Generate(seed, cfg.Opts)), 0o644)
	r := runBoth(cfg, dir, src)
	r.Seed = seed
	if r.Outcome != OK && cfg.Keep != "" {
		keep(cfg.Keep, dir, r)
	}
	return r
}

func runBoth(cfg Config, dir, src string) Result {
	cc := cfg.CC
	if cc == "" {
		cc = "cc"
	}
	serial := filepath.Join(dir, "serial")
	if out, err := cfg.cmd(dir, nil, cc, "-O1", "-Wno-unknown-pragmas", src, "-o", serial, "-lm"); err != nil {
		return Result{Outcome: GenBroken, Detail: "serial build: " + firstLines(out, err)}
	}
	want, err := cfg.cmd(dir, nil, serial)
	if err != nil {
		return Result{Outcome: GenBroken, Detail: "serial run: " + firstLines(want, err)}
	}
	os.WriteFile(filepath.Join(dir, "serial.txt"), []byte(want), 0o644)
	checkOut, checkErr := cfg.cmd(dir, nil, cfg.Accls, "check", src)
	os.WriteFile(filepath.Join(dir, "check.txt"), []byte(checkOut), 0o644)
	acc := filepath.Join(dir, "acc")
	compOut, compErr := cfg.cmd(dir, nil, cfg.Accls, "compile", "-O1", src, "-o", acc, "-lm")
	os.WriteFile(filepath.Join(dir, "compile.txt"), []byte(compOut), 0o644)
	if timedOut(checkErr) || timedOut(compErr) {
		return Result{Outcome: Crash, Detail: "accls timed out: " + firstLines(checkOut+compOut, errors.Join(checkErr, compErr))}
	}
	if (checkErr == nil) != (compErr == nil) {
		return Result{Outcome: Disagree, Detail: fmt.Sprintf("check: %v, compile: %v\n%s", exitText(checkErr), exitText(compErr), firstLines(checkOut+compOut, nil))}
	}
	if compErr != nil {
		if strings.Contains(compOut, "[unsupported]") {
			return Result{Outcome: Refused, Detail: unsupportedLine(compOut)}
		}
		return Result{Outcome: Crash, Detail: "accls compile: " + firstLines(compOut, compErr)}
	}
	// Each program runs once: no kernel cache (it would only cost time).
	got, err := cfg.cmd(dir, []string{"ACCLS_CACHE_DIR=off"}, acc)
	os.WriteFile(filepath.Join(dir, "accls.txt"), []byte(got), 0o644)
	prog, _ := os.ReadFile(src)
	if err != nil {
		return Result{Outcome: Crash, Detail: fmt.Sprintf("accls build run, in %s: %s", crashedIn(string(prog), got), firstLines(got, err))}
	}
	if got != want {
		return Result{Outcome: Wrong, Detail: diffLines(want, got) + "\nin " + wrongIn(string(prog), want, got)}
	}
	return Result{Outcome: OK}
}

// cmd runs argv in dir under the timeout; stdout and stderr together.
func (cfg Config) cmd(dir string, env []string, argv ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), cfg.Timeout)
	defer cancel()
	c := exec.CommandContext(ctx, argv[0], argv[1:]...)
	c.Dir = dir
	c.Env = append(os.Environ(), env...)
	c.WaitDelay = 5 * time.Second
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	err := c.Run()
	if ctx.Err() != nil {
		err = context.DeadlineExceeded
	}
	return out.String(), err
}

func timedOut(err error) bool { return errors.Is(err, context.DeadlineExceeded) }

func exitText(err error) string {
	if err == nil {
		return "no error"
	}
	return err.Error()
}

func firstLines(out string, err error) string {
	lines := strings.SplitN(strings.TrimSpace(out), "\n", 9)
	if len(lines) > 8 {
		lines = lines[:8]
	}
	s := strings.Join(lines, "\n")
	if err != nil {
		s = err.Error() + "\n" + s
	}
	return s
}

// unsupportedLine is the first [unsupported] diagnostic, without its
// position, so that equal limits group together in the summary.
func unsupportedLine(out string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "[unsupported]") {
			if i := strings.Index(l, "error: "); i >= 0 {
				return l[i+len("error: "):]
			}
			return l
		}
	}
	return ""
}

// diffLines names the tests whose lines differ.
func diffLines(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var s []string
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			s = append(s, fmt.Sprintf("serial %q, accls %q", a, b))
		}
	}
	return strings.Join(s, "\n")
}

// keep copies the program and what it printed to keep/seed-N.
func keep(root, dir string, r Result) {
	dst := filepath.Join(root, fmt.Sprintf("%s-seed-%d", r.Outcome, r.Seed))
	os.MkdirAll(dst, 0o755)
	for _, f := range []string{"prog.c", "serial.txt", "accls.txt", "check.txt", "compile.txt"} {
		if b, err := os.ReadFile(filepath.Join(dir, f)); err == nil {
			os.WriteFile(filepath.Join(dst, f), b, 0o644)
		}
	}
	os.WriteFile(filepath.Join(dst, "result.txt"), []byte(r.Outcome.String()+"\n"+r.Detail+"\n"), 0o644)
}

// kindOf is test's kind, from the comment the generator puts before it.
func kindOf(prog, test string) string {
	m := regexp.MustCompile(`/\* ` + regexp.QuoteMeta(test) + `: (\w+) \*/`).FindStringSubmatch(prog)
	if m == nil {
		return test
	}
	return test + " (" + m[1] + ")"
}

// crashedIn is the test after the last one the program printed.
func crashedIn(prog, got string) string {
	n := 1
	for _, l := range strings.Split(got, "\n") {
		var k int
		if _, err := fmt.Sscanf(l, "t%d ", &k); err == nil {
			n = k + 1
		}
	}
	return kindOf(prog, fmt.Sprintf("t%d", n))
}

// wrongIn names the tests whose lines differ.
func wrongIn(prog, want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var s []string
	for i := range w {
		if i < len(g) && w[i] != g[i] {
			test, _, _ := strings.Cut(w[i], " ")
			s = append(s, kindOf(prog, test))
		}
	}
	return strings.Join(s, ", ")
}
