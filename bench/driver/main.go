// Command driver builds and runs the accls benchmarks of bench/ and prints
// one table (see docs/design/bench.md).
//
//	go run ./bench/driver                       # build and run on the default device (make bench)
//	go run ./bench/driver -mode build -out DIR  # build only, for another machine
//	DIR/driver -mode run -out DIR -size large   # run what was built, there
//
// Each benchmark NAME is bench/NAME/{acc,ocl,cpu}.c. Versions: acc (accls),
// ocl (hand-written OpenCL), gcc (GCC OpenACC with nvptx offloading, only
// when -gcc and the offload compiler is installed), serial and omp (cpu.c
// without and with -fopenmp). A program prints one ACCBENCH line; a wrong
// result (check=FAIL, or a crash) fails the run; an accls compile error
// marked [unsupported] shows as "unsupported" and fails nothing.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// The benchmarks in table order; memBound: rated in GB/s against the triad.
// launch is the per-construct microbenchmark: its own table, in µs;
// copyrate the copies' rate per transfer size: its own table, in GB/s.
var benches = []struct {
	name     string
	memBound bool
}{
	{"triad", true}, {"dot", true}, {"gemm", false}, {"atax", true}, {"jacobi2d", true},
	{"stencil3d", true}, {"histogram", true}, {"autoscope", true}, {"rowsum", true},
	{"jacobi1d", true}, {"wavefront", true}, {"floyd", true}, {"mvpair", true}, {"launch", false},
	{"copyrate", false},
}

// ownTable: the microbenchmarks, which have no row in the kernel-step and
// end-to-end tables but a table of their own.
func ownTable(n string) bool { return n == "launch" || n == copyRate }

// The kinds of figure a program prints, one ACCBENCH line each: the kernel
// step (no kind word), the end-to-end function ("e2e") and, for launch,
// the asynchronous constructs ("async").
const (
	kernelStep = ""
	endToEnd   = "e2e"
	asyncKind  = "async"
)

var versions = []string{"acc", "ocl", "gcc", "serial", "omp"}

type result struct {
	median, min  float64
	first        float64 // e2e: the first call alone
	bytes, flops float64
	status       string // "ok", "FAIL", "unsupported", "error", "" (not built)
	detail       string
}

type compileFig struct {
	acclsWall, gccWall time.Duration
	acclsRSS, gccRSS   int64 // KiB
	acclsErr           string
}

var (
	mode     = flag.String("mode", "all", "all (build and run), build, or run")
	root     = flag.String("root", "bench", "the bench/ folder (sources)")
	out      = flag.String("out", "bench/out", "folder for binaries and results")
	size     = flag.String("size", "", "small (default) or large; ACCBENCH_SIZE otherwise")
	device   = flag.String("device", "", "ACC_DEVICE_TYPE for the device versions (nvidia, radeon, opencl)")
	accls    = flag.String("accls", "bin/accls", "the accls executable")
	cc       = flag.String("cc", "gcc", "the C compiler")
	gccAcc   = flag.String("gcc", "auto", "build GCC OpenACC (nvptx) versions: yes, no, auto (when the offload compiler is installed)")
	only     = flag.String("only", "", "comma-separated benchmarks to run (default all)")
	table    = flag.String("table", "", "also write the table to this file")
	timeout  = flag.Duration("timeout", 3*time.Minute, "limit for one program")
	cpuReps  = flag.String("cpu-reps", "", "ACCBENCH_REPS for serial and omp (default: as the others; large: 3)")
	devLabel = flag.String("label", "", "device name for the table's title (default: from clinfo when present)")
)

func main() {
	flag.Parse()
	if *size == "" {
		*size = os.Getenv("ACCBENCH_SIZE")
	}
	if *size == "" {
		*size = "small"
	}
	if *device == "" {
		*device = os.Getenv("ACC_DEVICE_TYPE")
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fatal(err)
	}
	sel := map[string]bool{}
	for _, s := range strings.Split(*only, ",") {
		if s != "" {
			sel[s] = true
		}
	}
	var names []string
	for _, b := range benches {
		if len(sel) == 0 || sel[b.name] {
			names = append(names, b.name)
		}
	}
	failed := false
	if *mode == "all" || *mode == "build" {
		figs, ok := build(names)
		failed = failed || !ok
		writeCompileTable(names, figs)
	}
	if *mode == "all" || *mode == "run" {
		if !run(names) {
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(2)
}

// timed runs a command and returns its wall time, peak RSS (KiB, largest
// process of the tree) and combined output.
func timed(env []string, name string, args ...string) (time.Duration, int64, string, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	var rss int64
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			rss = ru.Maxrss
		}
	}
	return wall, rss, buf.String(), err
}

func wantGCC() bool {
	switch *gccAcc {
	case "yes":
		return true
	case "no":
		return false
	}
	_, err := os.Stat("/usr/lib/gcc/x86_64-linux-gnu/12/accel/nvptx-none")
	return err == nil && strings.EqualFold(*device, "nvidia")
}

func bin(name, v string) string { return filepath.Join(*out, name+"_"+v) }

// build compiles every version of every benchmark into -out.
func build(names []string) (map[string]*compileFig, bool) {
	ok := true
	figs := map[string]*compileFig{}
	gcc := wantGCC()
	for _, n := range names {
		src := func(f string) string { return filepath.Join(*root, n, f) }
		f := &compileFig{}
		figs[n] = f
		os.Remove(bin(n, "acc") + ".unsupported")
		wall, rss, msg, err := timed(nil, *accls, "compile", "-O2", src("acc.c"), "-o", bin(n, "acc"))
		f.acclsWall, f.acclsRSS = wall, rss
		if err != nil {
			os.Remove(bin(n, "acc"))
			if strings.Contains(msg, "[unsupported]") {
				f.acclsErr = "unsupported"
				first := strings.SplitN(strings.TrimSpace(msg), "\n", 2)[0]
				os.WriteFile(bin(n, "acc")+".unsupported", []byte(first+"\n"), 0o644)
				fmt.Printf("%s: accls: %s\n", n, first)
			} else {
				f.acclsErr = "error"
				fmt.Printf("%s: accls compile failed:\n%s\n", n, msg)
				ok = false
			}
		}
		tmp := filepath.Join(*out, n+"_plain")
		f.gccWall, f.gccRSS, msg, err = timed(nil, *cc, "-O2", src("acc.c"), "-o", tmp, "-lm")
		os.Remove(tmp)
		if err != nil {
			fmt.Printf("%s: %s -O2 failed:\n%s\n", n, *cc, msg)
			ok = false
		}
		steps := [][]string{
			{"ocl", "-O3", src("ocl.c"), "-o", bin(n, "ocl"), "-lOpenCL", "-lm"},
		}
		// copyrate has no host version: there is nothing to copy.
		if _, err := os.Stat(src("cpu.c")); err == nil {
			steps = append(steps,
				[]string{"serial", "-O3", src("cpu.c"), "-o", bin(n, "serial"), "-lm"},
				[]string{"omp", "-O3", "-fopenmp", src("cpu.c"), "-o", bin(n, "omp"), "-lm"})
		}
		if gcc {
			steps = append(steps, []string{"gcc", "-O3", "-fopenacc", "-foffload=nvptx-none",
				"-foffload=-lm", "-foffload=-O3", src("acc.c"), "-o", bin(n, "gcc"), "-lm"})
		}
		for _, s := range steps {
			if _, _, msg, err := timed(nil, *cc, s[1:]...); err != nil {
				fmt.Printf("%s: %s version failed to build:\n%s\n", n, s[0], msg)
				ok = false
			}
		}
	}
	return figs, ok
}

func writeCompileTable(names []string, figs map[string]*compileFig) {
	var b strings.Builder
	fmt.Fprintf(&b, "Compile time (wall) and peak memory of one benchmark's OpenACC file: accls compile -O2 (translation, cc and link) beside %s -O2 of the same file (pragmas ignored)\n", *cc)
	fmt.Fprintf(&b, "%-10s %12s %10s %12s %10s %8s\n", "benchmark", "accls s", "accls MiB", "gcc -O2 s", "gcc MiB", "time x")
	for _, n := range names {
		f := figs[n]
		note := ""
		if f.acclsErr != "" {
			note = " (" + f.acclsErr + ")"
		}
		fmt.Fprintf(&b, "%-10s %12.3f %10.1f %12.3f %10.1f %8.1f%s\n", n, f.acclsWall.Seconds(),
			float64(f.acclsRSS)/1024, f.gccWall.Seconds(), float64(f.gccRSS)/1024,
			f.acclsWall.Seconds()/f.gccWall.Seconds(), note)
	}
	fmt.Print(b.String())
	os.WriteFile(filepath.Join(*out, "compile.txt"), []byte(b.String()), 0o644)
}

// runOne runs one binary and parses its ACCBENCH lines, one result per
// kind of figure (kernelStep, endToEnd, asyncKind).
func runOne(n, v string) map[string]result {
	path := bin(n, v)
	if _, err := os.Stat(path + ".unsupported"); err == nil && v == "acc" {
		msg, _ := os.ReadFile(path + ".unsupported")
		return map[string]result{kernelStep: {status: "unsupported", detail: strings.TrimSpace(string(msg))}}
	}
	if _, err := os.Stat(path); err != nil {
		return map[string]result{}
	}
	abs, _ := filepath.Abs(path)
	env := []string{"ACCBENCH_SIZE=" + *size}
	if *device != "" && (v == "acc" || v == "ocl" || v == "gcc") {
		env = append(env, "ACC_DEVICE_TYPE="+*device)
	}
	if v == "serial" || v == "omp" {
		r := *cpuReps
		if r == "" && *size == "large" {
			r = "3"
		}
		if r != "" {
			env = append(env, "ACCBENCH_REPS="+r, "ACCBENCH_WARMUP=1")
		}
	}
	if v == "gcc" {
		lib, _ := filepath.Abs(filepath.Join(*out, "lib"))
		env = append(env, "LD_LIBRARY_PATH="+lib+":"+os.Getenv("LD_LIBRARY_PATH"))
	}
	cmd := exec.Command(abs, v)
	cmd.Env = append(os.Environ(), env...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Start(); err != nil {
		return map[string]result{kernelStep: {status: "error", detail: err.Error()}}
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	select {
	case err = <-done:
	case <-time.After(*timeout):
		cmd.Process.Kill()
		<-done
		err = errors.New("timed out")
	}
	outText := buf.String()
	logf, _ := os.OpenFile(filepath.Join(*out, "runs.log"), os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if logf != nil {
		fmt.Fprintf(logf, "== %s %s (%v)\n%s", n, v, err, outText)
		logf.Close()
	}
	res := parseLines(outText)
	r := programStatus(n, res)
	if err != nil || r.status != "ok" {
		if r.status != "FAIL" {
			r.status = "error"
		}
		r.detail = strings.TrimSpace(lastLines(outText, 3))
		if err != nil {
			r.detail += " (" + err.Error() + ")"
		}
	}
	res[kernelStep] = r
	return res
}

// programStatus is a program's kernel-step result, whose status stands
// for the whole program: a FAIL on any line fails it; copyrate prints
// only lines of a kind, so its status is theirs.
func programStatus(n string, res map[string]result) result {
	r, has := res[kernelStep]
	if !has && n == copyRate && len(res) > 0 {
		r = result{status: "ok"}
	}
	for _, x := range res {
		if x.status != "ok" && r.status == "ok" {
			r.status = x.status
		}
	}
	return r
}

// parseLines reads a program's ACCBENCH lines: "ACCBENCH name version
// [kind] key=value ...".
func parseLines(text string) map[string]result {
	res := map[string]result{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 3 || f[0] != "ACCBENCH" {
			continue
		}
		kind, kvs := kernelStep, f[3:]
		if len(kvs) > 0 && !strings.Contains(kvs[0], "=") {
			kind, kvs = kvs[0], kvs[1:]
		}
		var r result
		for _, kv := range kvs {
			k, val, _ := strings.Cut(kv, "=")
			x, _ := strconv.ParseFloat(val, 64)
			switch k {
			case "median_s":
				r.median = x
			case "min_s":
				r.min = x
			case "first_s":
				r.first = x
			case "bytes":
				r.bytes = x
			case "flops":
				r.flops = x
			case "check":
				r.status = val
			}
		}
		res[kind] = r
	}
	return res
}

func lastLines(s string, k int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(l) > k {
		l = l[len(l)-k:]
	}
	return strings.Join(l, " | ")
}

func deviceName() string {
	if *devLabel != "" {
		return *devLabel
	}
	if *device == "" {
		return "default OpenCL device"
	}
	return "ACC_DEVICE_TYPE=" + *device
}

func run(all []string) bool {
	res := map[string]map[string]result{}             // the kernel step
	figs := map[string]map[string]map[string]result{} // every kind
	ok := true
	var names []string // the kernel-step table's rows
	for _, n := range all {
		if !ownTable(n) {
			names = append(names, n)
		}
	}
	figs = runRounds(all)
	for _, n := range all {
		res[n] = map[string]result{}
		for _, v := range versions {
			f, ran := figs[n][v]
			if !ran {
				continue
			}
			r := f[kernelStep]
			res[n][v] = r
			if r.status == "FAIL" || r.status == "error" {
				ok = false
				fmt.Fprintf(os.Stderr, "bench: %s %s: %s %s\n", n, v, r.status, r.detail)
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "accls benchmarks, %s, size %s, %s\n", deviceName(), *size, time.Now().UTC().Format("2006-01-02 15:04 UTC"))
	fmt.Fprintf(&b, "kernel time: median ms of the timed runs after warm-up (host clock around the synchronous compute step, data on the device)\n")
	if *rounds > 1 {
		fmt.Fprintf(&b, "each figure: the median over %d interleaved runs of each program\n", *rounds)
	}
	// The device's bandwidth: the best triad GB/s of the device versions.
	peak := 0.0
	if t, ok := res["triad"]; ok {
		for _, v := range []string{"acc", "ocl", "gcc"} {
			if r := t[v]; r.status == "ok" && r.median > 0 {
				peak = math.Max(peak, r.bytes/r.median/1e9)
			}
		}
	}
	hasGCC := false
	for _, n := range names {
		if res[n]["gcc"].status != "" {
			hasGCC = true
		}
	}
	fmt.Fprintf(&b, "%-10s %10s %10s", "benchmark", "accls", "hand-ocl")
	if hasGCC {
		fmt.Fprintf(&b, " %10s", "gcc-acc")
	}
	fmt.Fprintf(&b, " %10s %10s %9s", "serial", "omp", "acc/ocl")
	if hasGCC {
		fmt.Fprintf(&b, " %9s", "acc/gcc")
	}
	fmt.Fprintf(&b, "  %-24s %s\n", "accls achieved", "hand-ocl achieved")
	for _, n := range names {
		r := res[n]
		fmt.Fprintf(&b, "%-10s %10s %10s", n, cell(r["acc"]), cell(r["ocl"]))
		if hasGCC {
			fmt.Fprintf(&b, " %10s", cell(r["gcc"]))
		}
		fmt.Fprintf(&b, " %10s %10s %9s", cell(r["serial"]), cell(r["omp"]), ratio(r["acc"], r["ocl"]))
		if hasGCC {
			fmt.Fprintf(&b, " %9s", ratio(r["acc"], r["gcc"]))
		}
		mem := false
		for _, bb := range benches {
			if bb.name == n {
				mem = bb.memBound
			}
		}
		fmt.Fprintf(&b, "  %-24s %s\n", achieved(r["acc"], mem, peak), achieved(r["ocl"], mem, peak))
	}
	if peak > 0 {
		fmt.Fprintf(&b, "device bandwidth (best triad): %.1f GB/s\n", peak)
	}
	var notes []string
	for _, n := range names {
		for _, v := range versions {
			if r := res[n][v]; r.status != "ok" && r.status != "" {
				notes = append(notes, fmt.Sprintf("  %s %s: %s: %s", n, v, r.status, r.detail))
			}
		}
	}
	if len(notes) > 0 {
		sort.Strings(notes)
		fmt.Fprintf(&b, "not measured:\n%s\n", strings.Join(notes, "\n"))
	}
	if g, k := geoMean(names, res, "acc", "ocl"); k > 0 {
		fmt.Fprintf(&b, "geometric mean accls/hand-written: %.3f (%d benchmarks)\n", g, k)
	} else {
		fmt.Fprintf(&b, "geometric mean accls/hand-written: n/a\n")
	}
	if g, k := geoMean(names, res, "acc", "gcc"); k > 0 {
		fmt.Fprintf(&b, "geometric mean accls/GCC: %.3f (%d benchmarks)\n", g, k)
	}
	writeE2ETable(&b, names, figs)
	writeLaunchTable(&b, all, figs)
	writeCopyTable(&b, figs)
	fmt.Print(b.String())
	os.WriteFile(filepath.Join(*out, "table.txt"), []byte(b.String()), 0o644)
	if *table != "" {
		if err := os.WriteFile(*table, []byte(b.String()), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
		}
	}
	return ok
}

func cell(r result) string {
	switch r.status {
	case "ok":
		return fmt.Sprintf("%.3f", r.median*1e3)
	case "":
		return "-"
	}
	return r.status
}

func ratio(a, b result) string {
	if a.status != "ok" || b.status != "ok" || b.median == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a.median/b.median)
}

func achieved(r result, mem bool, peak float64) string {
	if r.status != "ok" || r.median == 0 {
		return "-"
	}
	if !mem {
		return fmt.Sprintf("%.1f GFLOP/s", r.flops/r.median/1e9)
	}
	gbs := r.bytes / r.median / 1e9
	if peak > 0 {
		return fmt.Sprintf("%.1f GB/s (%.0f%%)", gbs, 100*gbs/peak)
	}
	return fmt.Sprintf("%.1f GB/s", gbs)
}

var _ = io.Discard
