package main

import "testing"

// A spent budget stops the rounds where they are: the programs that ran
// keep their figures, the others have none, and no program starts after.
func TestRoundsStopAtTheBudget(t *testing.T) {
	started := 0
	run := func(n, v string) map[string]result {
		started++
		return map[string]result{kernelStep: {status: "ok", median: float64(started)}}
	}
	over := func() bool { return started >= 5 }
	figs := roundsOf([]string{"dot", "triad"}, []string{"acc", "ocl"}, 3, run, over)
	if started != 5 {
		t.Fatalf("%d programs started, want 5", started)
	}
	// round 1: dot acc (1), dot ocl (2), triad acc (3), triad ocl (4); round 2: dot acc (5)
	if r := figs["dot"]["acc"][kernelStep]; r.median != 3 { // median of 1 and 5
		t.Errorf("dot acc = %+v, want the median of runs 1 and 5", r)
	}
	if r := figs["triad"]["ocl"][kernelStep]; r.median != 4 {
		t.Errorf("triad ocl = %+v", r)
	}
	never := roundsOf([]string{"dot"}, []string{"acc"}, 2, run, func() bool { return true })
	if _, ran := never["dot"]["acc"]; ran {
		t.Errorf("a program ran after the budget was spent: %+v", never)
	}
}
