// Command editor is the editor benchmark of `make bench` (issue 16): on
// generated C files of 1,000 and 10,000 lines (internal/bigfile: parallel
// loops with data clauses and reductions, kernels, data regions,
// collapse), the time from an edit to its diagnostics through a real LSP
// client (accls lsp --stdio --debounce 0), the server's memory, and
// `accls check` (a file not checked before, checked again unchanged, and
// with one and with three functions edited) beside `gcc -fopenacc -fsyntax-only` on the
// same file.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/accls/accls/internal/bigfile"
)

func main() {
	accls := flag.String("accls", "bin/accls", "the accls command")
	out := flag.String("out", "bench/out/editor", "folder for the generated files")
	sizes := flag.String("lines", "1000,10000", "file sizes, in lines")
	edits := flag.Int("edits", 20, "edits of each kind, each typed and deleted")
	runs := flag.Int("runs", 5, "runs of each check command (the fastest is shown)")
	previews := flag.Bool("previews", true, "the server publishes an edited directive's diagnostics before the analysis (false: an accls from before issue 16)")
	flag.Parse()
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	loadavg, _ := os.ReadFile("/proc/loadavg")
	fmt.Printf("editor benchmark; load average %s\n", strings.Join(strings.Fields(string(loadavg))[:3], " "))
	for _, s := range strings.Split(*sizes, ",") {
		n, err := strconv.Atoi(s)
		if err != nil {
			fail(err)
		}
		benchSize(*accls, *out, n, *edits, *runs, *previews)
	}
}

func benchSize(accls, out string, lines, edits, runs int, previews bool) {
	text := bigfile.C(lines)
	path, _ := filepath.Abs(filepath.Join(out, fmt.Sprintf("big%d.c", lines)))
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("\n%s: %d lines, %d pragmas\n", filepath.Base(path), strings.Count(text, "\n"), bigfile.Pragmas(text))
	benchCheck(accls, out, path, text, runs)
	pragma, code, rss, peak, err := runEdits(accls, path, text, edits, previews)
	if err != nil {
		fmt.Printf("  lsp: %v\n", err)
		return
	}
	fmt.Printf("  lsp edit->diagnostics (ms, %d edits each)  p50     p95\n", len(code.final))
	fmt.Printf("    directive edit, its own diagnostics  %6s  %6s\n", ms(quantile(pragma.first, .5)), ms(quantile(pragma.first, .95)))
	fmt.Printf("    directive edit, whole analysis       %6s  %6s\n", ms(quantile(pragma.final, .5)), ms(quantile(pragma.final, .95)))
	fmt.Printf("    edit in a function, first publication %5s  %6s\n", ms(quantile(code.first, .5)), ms(quantile(code.first, .95)))
	fmt.Printf("    edit in a function, whole analysis   %6s  %6s\n", ms(quantile(code.final, .5)), ms(quantile(code.final, .95)))
	if code.whole > 0 {
		fmt.Printf("    (%d of %d edits in a function were published by the whole analysis alone)\n", code.whole, len(code.final))
	}
	fmt.Printf("  lsp server memory: RSS %.0f MiB after the edits, peak %.0f MiB\n", rss, peak)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "editor benchmark:", err)
	os.Exit(1)
}
