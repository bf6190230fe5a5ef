package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The C suite: every program in runtime/testdata is compiled with cc,
// linked with the runtime archive and OpenCL, and run; each checks its
// own results against the spec and exits non-zero with a message when one
// is wrong. Lines "//test: ..." in a program set its environment, the exit
// status and stderr text it must give, and how often it runs.

var libDir string // holds libaccrt.a

func TestMain(m *testing.M) {
	code := func() int {
		if lib := os.Getenv("ACCLS_RUNTIME_LIB"); lib != "" {
			libDir = filepath.Dir(lib)
			return m.Run()
		}
		dir, err := os.MkdirTemp("", "accrt-lib-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		defer os.RemoveAll(dir)
		goTool, err := exec.LookPath("go")
		if err != nil {
			goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
		}
		cmd := exec.Command(goTool, "build", "-buildmode=c-archive", "-o", filepath.Join(dir, "libaccrt.a"), ".")
		if out, err := cmd.CombinedOutput(); err != nil {
			fmt.Fprintf(os.Stderr, "building the runtime archive: %v\n%s", err, out)
			return 2
		}
		libDir = dir
		return m.Run()
	}()
	os.Exit(code)
}

type spec struct {
	env    []string
	exit   int
	stderr []string
	runs   int
	cflags []string
}

func readSpec(t *testing.T, file string) spec {
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := spec{runs: 1}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "//test:")
		if !ok {
			continue
		}
		key, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		val = strings.TrimSpace(val)
		switch key {
		case "env":
			s.env = append(s.env, val)
		case "exit":
			s.exit, _ = strconv.Atoi(val)
		case "stderr":
			s.stderr = append(s.stderr, val)
		case "runs":
			s.runs, _ = strconv.Atoi(val)
		case "cflags":
			s.cflags = append(s.cflags, strings.Fields(val)...)
		default:
			t.Fatalf("%s: unknown //test: %s", file, key)
		}
	}
	return s
}

func TestCPrograms(t *testing.T) {
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	files, _ := filepath.Glob("../testdata/*.c")
	if len(files) == 0 {
		t.Fatal("no C programs in runtime/testdata")
	}
	cache := t.TempDir() // program binaries of this run only
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".c")
		t.Run(name, func(t *testing.T) {
			s := readSpec(t, file)
			exe := filepath.Join(t.TempDir(), name)
			args := []string{"-std=gnu11", "-Wall", "-Werror", "-O1", "-g", "-D_OPENACC=202211", "-DCL_TARGET_OPENCL_VERSION=300",
				"-I../include", "-I../testdata", file, "-o", exe}
			args = append(args, s.cflags...)
			args = append(args, "-L"+libDir, "-laccrt", "-lOpenCL", "-lpthread", "-ldl", "-lm")
			if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
				t.Fatalf("compile: %v\n%s", err, out)
			}
			for run := 1; run <= s.runs; run++ {
				cmd := exec.Command(exe)
				cmd.Env = append(os.Environ(), "ACCLS_CACHE_DIR="+filepath.Join(cache, name), "ACCLS_TEST_RUN="+strconv.Itoa(run))
				cmd.Env = append(cmd.Env, s.env...)
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				start := time.Now()
				err := cmd.Run()
				code := 0
				if ee, ok := err.(*exec.ExitError); ok {
					code = ee.ExitCode()
				} else if err != nil {
					t.Fatal(err)
				}
				if code != s.exit {
					t.Fatalf("run %d: exit status %d, want %d (%v)\nstdout:\n%s\nstderr:\n%s", run, code, s.exit, time.Since(start), stdout.String(), stderr.String())
				}
				for _, want := range s.stderr {
					if !strings.Contains(stderr.String(), want) {
						t.Fatalf("run %d: stderr lacks %q:\n%s", run, want, stderr.String())
					}
				}
			}
		})
	}
}
