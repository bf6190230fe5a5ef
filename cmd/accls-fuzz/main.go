// Command accls-fuzz is the differential fuzzer of accls: for each seed
// of a range it generates a random, valid, schedule-independent OpenACC C
// program (internal/progfuzz), builds it serially with cc and with accls
// compile, runs both, and compares their outputs; accls check must agree
// with accls compile. Programs that do not pass are kept with what they
// printed. docs/design/fuzz.md describes it.
//
//	accls-fuzz -seeds 0:200 -j 2 -keep .scratch/fuzz
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/accls/accls/internal/fuzzrun"
	"github.com/accls/accls/internal/progfuzz"
)

func main() {
	seeds := flag.String("seeds", "0:100", "the seeds A:B to run (A included, B not)")
	jobs := flag.Int("j", 2, "programs run at once")
	timeout := flag.Duration("timeout", 120*time.Second, "limit of each build and each run")
	accls := flag.String("accls", "", "the accls executable (default: accls beside this command, else on PATH)")
	cc := flag.String("cc", "cc", "the C compiler of the serial build")
	keepDir := flag.String("keep", "fuzz-out", "folder where programs that do not pass are kept")
	tests := flag.Int("tests", 0, "test functions per program (0: the generator's default)")
	print := flag.Int64("print", -1, "print the program of this seed and exit")
	skip := flag.String("skip", "", "kinds of test to leave out, comma-separated ("+strings.Join(progfuzz.Kinds(), ", ")+")")
	verbose := flag.Bool("v", false, "print a line for every seed, the ones that pass too")
	flag.Parse()
	if *print >= 0 {
		fmt.Print(progfuzz.Generate(*print, progfuzz.Options{Tests: *tests, Skip: skipList(*skip)}))
		return
	}
	lo, hi, err := parseSeeds(*seeds)
	if err != nil {
		fmt.Fprintln(os.Stderr, "accls-fuzz:", err)
		os.Exit(2)
	}
	exe, err := findAccls(*accls)
	if err != nil {
		fmt.Fprintln(os.Stderr, "accls-fuzz:", err)
		os.Exit(2)
	}
	work, err := os.MkdirTemp("", "accls-fuzz-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "accls-fuzz:", err)
		os.Exit(2)
	}
	cfg := fuzzrun.Config{Accls: exe, CC: *cc, Work: work, Keep: *keepDir, Timeout: *timeout, Opts: progfuzz.Options{Tests: *tests, Skip: skipList(*skip)}}
	code := run(cfg, lo, hi, *jobs, *verbose)
	os.RemoveAll(work)
	os.Exit(code)
}

func skipList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

func parseSeeds(s string) (int64, int64, error) {
	a, b, ok := strings.Cut(s, ":")
	lo, err1 := strconv.ParseInt(a, 10, 64)
	hi, err2 := strconv.ParseInt(b, 10, 64)
	if !ok || err1 != nil || err2 != nil || hi < lo {
		return 0, 0, fmt.Errorf("-seeds %q: want A:B with A <= B", s)
	}
	return lo, hi, nil
}

func findAccls(flagged string) (string, error) {
	if flagged != "" {
		return filepath.Abs(flagged)
	}
	if self, err := os.Executable(); err == nil {
		beside := filepath.Join(filepath.Dir(self), "accls")
		if _, err := os.Stat(beside); err == nil {
			return beside, nil
		}
	}
	return exec.LookPath("accls")
}

// run fuzzes seeds [lo, hi) with jobs workers, prints each program that
// does not pass as it ends and a summary; 1 when any is wrong or crashed.
func run(cfg fuzzrun.Config, lo, hi int64, jobs int, verbose bool) int {
	seeds := make(chan int64)
	results := make(chan fuzzrun.Result)
	var wg sync.WaitGroup
	for w := 0; w < max(jobs, 1); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range seeds {
				results <- fuzzrun.RunSeed(cfg, s)
			}
		}()
	}
	go func() {
		for s := lo; s < hi; s++ {
			seeds <- s
		}
		close(seeds)
		wg.Wait()
		close(results)
	}()
	count := map[fuzzrun.Outcome]int{}
	limits := map[string]int{}
	for r := range results {
		count[r.Outcome]++
		switch r.Outcome {
		case fuzzrun.OK:
			if verbose {
				fmt.Printf("seed %d: ok\n", r.Seed)
			}
		case fuzzrun.Refused:
			limits[r.Detail]++
			if verbose {
				fmt.Printf("seed %d: refused: %s\n", r.Seed, r.Detail)
			}
		default:
			fmt.Printf("seed %d: %s\n  %s\n", r.Seed, r.Outcome, strings.ReplaceAll(r.Detail, "\n", "\n  "))
		}
	}
	var keys []string
	for k := range limits {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("refused %d×: %s\n", limits[k], k)
	}
	fmt.Printf("accls-fuzz: seeds %d:%d run %d, ok %d, wrong %d, crash %d, disagree %d, compile-refused %d, generator-bug %d\n",
		lo, hi, hi-lo, count[fuzzrun.OK], count[fuzzrun.Wrong], count[fuzzrun.Crash], count[fuzzrun.Disagree],
		count[fuzzrun.Refused], count[fuzzrun.GenBroken])
	if count[fuzzrun.Wrong]+count[fuzzrun.Crash]+count[fuzzrun.Disagree]+count[fuzzrun.GenBroken] > 0 {
		return 1
	}
	return 0
}
