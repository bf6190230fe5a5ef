package main

import (
	"flag"
	"sort"
	"strings"
	"time"
)

// Rounds: a GPU's figures move between processes (where the host buffers
// land, the clocks the device is at), by up to a third on the H200 for
// copy-bound end-to-end figures, which one process per version cannot
// tell from a real difference. With -rounds K every program runs K times,
// the versions of a benchmark one after another in each round, and each
// figure is the median of the K runs' figures (docs/design/bench.md).
var (
	rounds      = flag.Int("rounds", 1, "runs of each program, interleaved; each figure is the median over them")
	versionList = flag.String("versions", "", "comma-separated versions to run (default all: acc,ocl,gcc,serial,omp)")
	// budget: a borrowed GPU machine's time is bounded; a run cut off from
	// outside writes no table at all, one that stops itself writes what ran.
	budget = flag.Duration("budget", 0, "start no program after this much wall time (0: no limit); the tables hold what ran")
)

// runVersions are the versions -versions keeps.
func runVersions() []string {
	if *versionList == "" {
		return versions
	}
	keep := map[string]bool{}
	for _, v := range strings.Split(*versionList, ",") {
		keep[strings.TrimSpace(v)] = true
	}
	var out []string
	for _, v := range versions {
		if keep[v] {
			out = append(out, v)
		}
	}
	return out
}

// runRounds runs every version of every benchmark -rounds times and
// returns each one's figures, combined over the rounds.
func runRounds(all []string) map[string]map[string]map[string]result {
	var deadline time.Time
	if *budget > 0 {
		deadline = time.Now().Add(*budget)
	}
	return roundsOf(all, runVersions(), max(*rounds, 1), runOne, func() bool {
		return !deadline.IsZero() && time.Now().After(deadline)
	})
}

// roundsOf runs run(n, v) k times for every benchmark and version, the
// versions of a benchmark one after another in each round, until over
// says the budget is spent; a program that never ran has no figures.
func roundsOf(all, vs []string, k int, run func(n, v string) map[string]result, over func() bool) map[string]map[string]map[string]result {
	runs := map[string]map[string][]map[string]result{}
	for _, n := range all {
		runs[n] = map[string][]map[string]result{}
	}
	for range k {
		for _, n := range all {
			for _, v := range vs {
				if over() {
					break
				}
				runs[n][v] = append(runs[n][v], run(n, v))
			}
		}
	}
	figs := map[string]map[string]map[string]result{}
	for _, n := range all {
		figs[n] = map[string]map[string]result{}
		for v, rs := range runs[n] {
			figs[n][v] = combineRuns(rs)
		}
	}
	return figs
}

// combineRuns is one program's figures over its runs: per kind, the first
// run that did not pass (a wrong result in any run is the result), else
// the median of the medians and of the first calls, and the least min.
func combineRuns(rs []map[string]result) map[string]result {
	out := map[string]result{}
	kinds := map[string]bool{}
	for _, r := range rs {
		for k := range r {
			kinds[k] = true
		}
	}
	for k := range kinds {
		var ok []result
		var bad *result
		for _, r := range rs {
			x, has := r[k]
			if !has {
				continue
			}
			if x.status != "ok" {
				if bad == nil {
					bad = &x
				}
				continue
			}
			ok = append(ok, x)
		}
		if bad != nil {
			out[k] = *bad
			continue
		}
		c := ok[0]
		c.median = medianOf(ok, func(r result) float64 { return r.median })
		c.first = medianOf(ok, func(r result) float64 { return r.first })
		for _, x := range ok {
			c.min = min(c.min, x.min)
		}
		out[k] = c
	}
	return out
}

func medianOf(rs []result, f func(result) float64) float64 {
	xs := make([]float64, len(rs))
	for i, r := range rs {
		xs[i] = f(r)
	}
	sort.Float64s(xs)
	if len(xs)%2 == 1 {
		return xs[len(xs)/2]
	}
	return (xs[len(xs)/2-1] + xs[len(xs)/2]) / 2
}
