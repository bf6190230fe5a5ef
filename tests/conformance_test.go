// Package tests is the conformance suite of accls compile: self-checking
// OpenACC C programs in conformance/, each compiled with accls compile and
// run on the default OpenCL device, compiled with plain cc (the pragmas
// ignored) and run, and run again on acc_device_host through the
// generated host path; the three outputs must agree. Every kernel the
// suite generates must also compile for AMD GPUs (amdgpu_test.go).
package tests

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/accls/accls/cli"
)

// rtDir is a folder laid out like bin/: lib/libaccrt.a, include/*.h.
var rtDir string

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(func() int {
		dir, err := os.MkdirTemp("", "accls-conformance-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		defer os.RemoveAll(dir)
		os.MkdirAll(filepath.Join(dir, "lib"), 0o755)
		os.MkdirAll(filepath.Join(dir, "include"), 0o755)
		lib := filepath.Join(dir, "lib", "libaccrt.a")
		if pre := os.Getenv("ACCLS_RUNTIME_LIB"); pre != "" {
			abs, _ := filepath.Abs(pre)
			if err := os.Symlink(abs, lib); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 2
			}
		} else if !testing.Short() {
			goTool, err := exec.LookPath("go")
			if err != nil {
				goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
			}
			if out, err := exec.Command(goTool, "build", "-buildmode=c-archive", "-o", lib, "../runtime/capi").CombinedOutput(); err != nil {
				fmt.Fprintf(os.Stderr, "building the runtime archive: %v\n%s", err, out)
				return 2
			}
		}
		for _, h := range []string{"openacc.h", "accrt.h"} {
			b, err := os.ReadFile(filepath.Join("..", "runtime", "include", h))
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 2
			}
			os.WriteFile(filepath.Join(dir, "include", h), b, 0o644)
		}
		rtDir = dir
		os.Setenv("ACCLS_RUNTIME_DIR", dir)
		// Each program runs once: a kernel cache would only cost time
		// (and must not fill the user's).
		os.Setenv("ACCLS_CACHE_DIR", "off")
		return m.Run()
	}())
}

// programs lists the suite's C programs.
func programs(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("conformance", "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no conformance programs found (%v)", err)
	}
	return files
}

// accls runs the accls command line in-process.
func accls(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := cli.Main(&cli.Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// spec is what "//test: KEY VALUE" lines of a program ask.
type spec struct {
	noHost bool     // "no-host": no plain cc build (the program needs the runtime's device semantics)
	env    []string // "env NAME=VALUE" for the device run
}

func readSpec(t *testing.T, file string) spec {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var s spec
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "//test:")
		if !ok {
			continue
		}
		key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		switch key {
		case "no-host":
			s.noHost = true
		case "env":
			s.env = append(s.env, strings.TrimSpace(val))
		default:
			t.Fatalf("%s: unknown //test: key %q", file, key)
		}
	}
	return s
}

// run runs exe with a time limit and returns its standard output.
func run(t *testing.T, what, exe string, env []string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\nstdout:\n%s\nstderr:\n%s", what, err, out.String(), errb.String())
	}
	return out.String()
}

func TestConformance(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs on OpenCL")
	}
	for _, file := range programs(t) {
		file := file
		name := strings.TrimSuffix(filepath.Base(file), ".c")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s := readSpec(t, file)
			dir := t.TempDir()
			exe := filepath.Join(dir, name)
			code, _, stderr := accls("compile", "-O2", "-I", "conformance", file, "-o", exe, "-lm")
			if code != cli.ExitOK {
				t.Fatalf("accls compile: exit %d\n%s", code, stderr)
			}
			device := run(t, "on the device", exe, s.env)
			if device == "" {
				t.Fatalf("the program printed nothing: each prints its results")
			}
			host := run(t, "on acc_device_host", exe, append(append([]string(nil), s.env...), "ACC_DEVICE_TYPE=host"))
			if host != device {
				t.Errorf("device and host-path outputs differ:\ndevice:\n%s\nhost path:\n%s", device, host)
			}
			if s.noHost {
				return
			}
			plain := filepath.Join(dir, name+"-cc")
			cc := exec.Command("cc", "-O2", "-w", "-Iconformance", "-I"+filepath.Join(rtDir, "include"), file, "-o", plain,
				filepath.Join(rtDir, "lib", "libaccrt.a"), "-lOpenCL", "-lpthread", "-ldl", "-lm")
			if out, err := cc.CombinedOutput(); err != nil {
				t.Fatalf("cc: %v\n%s", err, out)
			}
			if got := run(t, "built by cc", plain, nil); got != device {
				t.Errorf("accls and plain cc outputs differ:\naccls:\n%s\ncc:\n%s", device, got)
			}
		})
	}
}
