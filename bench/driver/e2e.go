package main

import (
	"fmt"
	"math"
	"strings"
)

// The end-to-end and per-construct tables (docs/design/bench.md).

// geoMean is the geometric mean of a/b over the benchmarks where both
// versions ran, and how many those are.
func geoMean(names []string, res map[string]map[string]result, a, b string) (float64, int) {
	var ratios []float64
	for _, n := range names {
		x, y := res[n][a], res[n][b]
		if x.status == "ok" && y.status == "ok" && x.median > 0 && y.median > 0 {
			ratios = append(ratios, x.median/y.median)
		}
	}
	return geoMeanOf(ratios), len(ratios)
}

// geoMeanOf is the geometric mean of positive ratios; 0 for none.
func geoMeanOf(ratios []float64) float64 {
	if len(ratios) == 0 {
		return 0
	}
	s := 0.0
	for _, r := range ratios {
		s += math.Log(r)
	}
	return math.Exp(s / float64(len(ratios)))
}

// kindOf picks one kind of figure out of every version's results; a
// version whose program failed carries its status into every kind.
func kindOf(figs map[string]map[string]map[string]result, kind string) map[string]map[string]result {
	res := map[string]map[string]result{}
	for n, byV := range figs {
		res[n] = map[string]result{}
		for v, f := range byV {
			r, ok := f[kind]
			if k := f[kernelStep]; k.status != "ok" && k.status != "" {
				r = k
			} else if !ok {
				continue
			}
			res[n][v] = r
		}
	}
	return res
}

// writeE2ETable prints the end-to-end figure: the median of the data
// region with its copies and kernels, device initialised before the
// timer, and the first call alone (first-use costs such as a program build).
func writeE2ETable(b *strings.Builder, names []string, figs map[string]map[string]map[string]result) {
	res := kindOf(figs, endToEnd)
	dev := []string{"acc", "ocl"}
	head := []string{"accls", "hand-ocl"}
	gcc := ran(names, res, "gcc")
	if gcc {
		dev, head = append(dev, "gcc"), append(head, "gcc-acc")
	}
	fmt.Fprintf(b, "\nend to end: median ms of the data region with its copies in and out and the kernels (device initialised before the timer); first: the first call alone\n")
	fmt.Fprintf(b, "%-10s", "benchmark")
	for _, h := range head {
		fmt.Fprintf(b, " %10s", h)
	}
	fmt.Fprintf(b, " %9s", "acc/ocl")
	if gcc {
		fmt.Fprintf(b, " %9s", "acc/gcc")
	}
	for _, h := range head {
		fmt.Fprintf(b, " %12s", h+" 1st")
	}
	fmt.Fprintln(b)
	for _, n := range names {
		r := res[n]
		fmt.Fprintf(b, "%-10s", n)
		for _, v := range dev {
			fmt.Fprintf(b, " %10s", cell(r[v]))
		}
		fmt.Fprintf(b, " %9s", ratio(r["acc"], r["ocl"]))
		if gcc {
			fmt.Fprintf(b, " %9s", ratio(r["acc"], r["gcc"]))
		}
		for _, v := range dev {
			c := "-"
			if x := r[v]; x.status == "ok" && x.first > 0 {
				c = fmt.Sprintf("%.3f", x.first*1e3)
			}
			fmt.Fprintf(b, " %12s", c)
		}
		fmt.Fprintln(b)
	}
	for _, p := range [][2]string{{"ocl", "hand-written"}, {"gcc", "GCC"}} {
		if g, k := geoMean(names, res, "acc", p[0]); k > 0 {
			fmt.Fprintf(b, "geometric mean end to end accls/%s: %.3f (%d benchmarks)\n", p[1], g, k)
		}
	}
}

// writeLaunchTable prints the launch benchmark's cost per construct in µs:
// synchronous (OpenACC without async; OpenCL enqueue + clFinish per
// kernel) and asynchronous (async(1) and one wait; enqueue only and one
// clFinish).
func writeLaunchTable(b *strings.Builder, names []string, figs map[string]map[string]map[string]result) {
	if _, ok := figs["launch"]; !ok {
		return
	}
	fmt.Fprintf(b, "\nper construct (launch: a parallel loop of 1024 elements on present data, repeated): median µs\n")
	vs := []string{"acc", "ocl", "gcc", "serial", "omp"}
	head := []string{"accls", "hand-ocl", "gcc-acc", "serial", "omp"}
	gcc := ran([]string{"launch"}, kindOf(figs, kernelStep), "gcc")
	if !gcc {
		vs = append(vs[:2], vs[3:]...)
		head = append(head[:2], head[3:]...)
	}
	fmt.Fprintf(b, "%-6s", "mode")
	for _, h := range head {
		fmt.Fprintf(b, " %10s", h)
	}
	fmt.Fprintf(b, " %9s", "acc/ocl")
	if gcc {
		fmt.Fprintf(b, " %9s", "acc/gcc")
	}
	fmt.Fprintln(b)
	for _, kind := range []string{kernelStep, asyncKind} {
		r := kindOf(figs, kind)["launch"]
		label := "sync"
		if kind == asyncKind {
			label = "async"
		}
		fmt.Fprintf(b, "%-6s", label)
		for _, v := range vs {
			c := "-"
			if x, ok := r[v]; ok {
				c = cell(x)
				if x.status == "ok" {
					c = fmt.Sprintf("%.2f", x.median*1e6)
				}
			}
			fmt.Fprintf(b, " %10s", c)
		}
		fmt.Fprintf(b, " %9s", ratio(r["acc"], r["ocl"]))
		if gcc {
			fmt.Fprintf(b, " %9s", ratio(r["acc"], r["gcc"]))
		}
		fmt.Fprintln(b)
	}
}

// ran says whether version v has a result (of any status) for one of names.
func ran(names []string, res map[string]map[string]result, v string) bool {
	for _, n := range names {
		if res[n][v].status != "" {
			return true
		}
	}
	return false
}
