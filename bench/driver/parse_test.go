package main

import "testing"

// The program's lines: the kernel step without a kind word, the
// end-to-end figure and launch's asynchronous figure with one.
func TestParseLinesKinds(t *testing.T) {
	out := "noise\n" +
		"ACCBENCH triad acc e2e median_s=0.5 min_s=0.4 first_s=2.5 reps=7 check=ok err=0\n" +
		"ACCBENCH triad acc median_s=0.25 min_s=0.2 reps=7 bytes=100 flops=8 check=ok err=0\n" +
		"ACCBENCH launch acc async median_s=1e-05 min_s=9e-06 reps=7 bytes=0 flops=0 check=FAIL err=3\n"
	res := parseLines(out)
	if r := res[endToEnd]; r.median != 0.5 || r.first != 2.5 || r.status != "ok" {
		t.Errorf("e2e = %+v", r)
	}
	if r := res[kernelStep]; r.median != 0.25 || r.bytes != 100 || r.first != 0 || r.status != "ok" {
		t.Errorf("kernel step = %+v", r)
	}
	if r := res[asyncKind]; r.median != 1e-05 || r.status != "FAIL" {
		t.Errorf("async = %+v", r)
	}
}

// A failed program's status reaches every kind of figure.
func TestKindOfCarriesFailure(t *testing.T) {
	figs := map[string]map[string]map[string]result{
		"dot": {
			"acc": {kernelStep: {status: "error"}},
			"ocl": {kernelStep: {status: "ok", median: 1}, endToEnd: {status: "ok", median: 2}},
		},
	}
	e := kindOf(figs, endToEnd)["dot"]
	if e["acc"].status != "error" || e["ocl"].median != 2 {
		t.Errorf("e2e = %+v", e)
	}
	if g, k := geoMean([]string{"dot"}, kindOf(figs, endToEnd), "acc", "ocl"); k != 0 || g != 0 {
		t.Errorf("geoMean over a failed version = %v, %d", g, k)
	}
}
