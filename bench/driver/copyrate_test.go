package main

import (
	"strings"
	"testing"
)

// copyrate prints only lines with a kind word (DIR:MODE:BYTES); the
// program passes when they all do, and one wrong copy fails it.
func TestCopyRateProgramStatus(t *testing.T) {
	out := "ACCBENCH copyrate acc h2d:update:4096 median_s=2e-06 min_s=1e-06 reps=7 bytes=4096 flops=0 check=ok err=0\n" +
		"ACCBENCH copyrate acc d2h:region:1048576 median_s=1e-04 min_s=9e-05 reps=7 bytes=1.04858e+06 flops=0 check=ok err=0\n"
	res := parseLines(out)
	if r := res["d2h:region:1048576"]; r.median != 1e-04 || r.status != "ok" {
		t.Errorf("d2h region = %+v", r)
	}
	if s := programStatus(copyRate, res).status; s != "ok" {
		t.Errorf("status of a passing copyrate = %q", s)
	}
	if s := programStatus("triad", res).status; s != "" {
		t.Errorf("a kernel benchmark without its kernel-step line passed: %q", s)
	}
	bad := parseLines(out + "ACCBENCH copyrate acc d2h:update:4096 median_s=2e-06 min_s=1e-06 reps=7 bytes=4096 flops=0 check=FAIL err=1024\n")
	if s := programStatus(copyRate, bad).status; s != "FAIL" {
		t.Errorf("status of a failing copyrate = %q", s)
	}
	if s := programStatus(copyRate, map[string]result{}).status; s != "" {
		t.Errorf("status of a copyrate that printed nothing = %q", s)
	}
}

// The table: rows by size with host to device first, the rate from the
// kind's exact size (not the rounded bytes=), and ratios of rates.
func TestCopyRateTable(t *testing.T) {
	const mib = 1 << 20
	fig := func(sec float64) result { return result{status: "ok", median: sec} }
	figs := map[string]map[string]map[string]result{copyRate: {
		"acc": {kernelStep: {status: "ok"},
			"h2d:update:1048576": fig(mib / 20e9), "d2h:update:1048576": fig(mib / 10e9),
			"h2d:region:1048576": fig(mib / 5e9), "d2h:region:1048576": fig(mib / 4e9),
			"h2d:update:4096": fig(4096 / 1e9)},
		"gcc": {kernelStep: {status: "ok"},
			"h2d:update:1048576": fig(mib / 10e9), "d2h:update:1048576": fig(mib / 10e9),
			"h2d:region:1048576": fig(mib / 10e9), "d2h:region:1048576": fig(mib / 2e9)},
		"ocl": {kernelStep: {status: "error", detail: "crashed"}},
	}}
	var b strings.Builder
	writeCopyTable(&b, figs)
	lines := strings.Split(b.String(), "\n")
	var rows []string
	for _, l := range lines {
		if strings.HasPrefix(l, "4 KiB") || strings.HasPrefix(l, "1 MiB") {
			rows = append(rows, strings.Join(strings.Fields(l), " "))
		}
	}
	want := []string{
		"4 KiB h2d | 1.00 - error - - | - - error - -",
		"1 MiB h2d | 20.00 10.00 error 2.00 - | 5.00 10.00 error 0.50 -",
		"1 MiB d2h | 10.00 10.00 error 1.00 - | 4.00 2.00 error 2.00 -",
	}
	if strings.Join(rows, "\n") != strings.Join(want, "\n") {
		t.Errorf("rows:\n%s\nwant:\n%s\ntable:\n%s", strings.Join(rows, "\n"), strings.Join(want, "\n"), b.String())
	}
	if !strings.Contains(b.String(), "HIGHER IS FASTER") {
		t.Errorf("the header does not say which way the ratio goes:\n%s", b.String())
	}
	if !strings.Contains(b.String(), "update h2d 2.000 (1 sizes), update d2h 1.000 (1 sizes), region h2d 0.500 (1 sizes), region d2h 2.000 (1 sizes)") {
		t.Errorf("geometric means:\n%s", b.String())
	}
	var none strings.Builder
	writeCopyTable(&none, map[string]map[string]map[string]result{})
	if none.Len() != 0 {
		t.Errorf("a table without copyrate: %q", none.String())
	}
}
