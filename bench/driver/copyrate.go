package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// The copy-rate table (bench/copyrate, docs/design/bench.md): GB/s per
// transfer size and direction, for copies on present data (update) and
// for a fresh data region (region: allocation and release included).

const copyRate = "copyrate"

// copyKind is one figure of copyrate: its ACCBENCH kind word is
// DIR:MODE:BYTES (h2d:update:4096).
type copyKind struct {
	dir, mode string
	bytes     int64
}

func parseCopyKind(k string) (copyKind, bool) {
	f := strings.Split(k, ":")
	if len(f) != 3 {
		return copyKind{}, false
	}
	b, err := strconv.ParseInt(f[2], 10, 64)
	if err != nil || b <= 0 {
		return copyKind{}, false
	}
	return copyKind{f[0], f[1], b}, true
}

func (c copyKind) String() string { return fmt.Sprintf("%s:%s:%d", c.dir, c.mode, c.bytes) }

// copyRows are the (size, direction) rows present in any version's
// figures, by size, host to device first.
func copyRows(byV map[string]map[string]result) []copyKind {
	seen := map[copyKind]bool{}
	for _, f := range byV {
		for k := range f {
			if c, ok := parseCopyKind(k); ok {
				c.mode = ""
				seen[c] = true
			}
		}
	}
	var rows []copyKind
	for c := range seen {
		rows = append(rows, c)
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].bytes != rows[j].bytes {
			return rows[i].bytes < rows[j].bytes
		}
		return rows[i].dir > rows[j].dir // h2d before d2h
	})
	return rows
}

// gbs is a figure's rate in GB/s, 0 when it did not pass.
func gbs(r result, bytes int64) float64 {
	if r.status != "ok" || r.median <= 0 {
		return 0
	}
	return float64(bytes) / r.median / 1e9
}

func rateCell(r result, bytes int64, has bool) string {
	switch {
	case !has:
		return "-"
	case r.status != "ok":
		return r.status
	}
	return fmt.Sprintf("%.2f", gbs(r, bytes))
}

func rateRatio(a, b float64) string {
	if a == 0 || b == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", a/b)
}

func sizeLabel(b int64) string {
	switch {
	case b >= 1<<30 && b%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", b>>30)
	case b >= 1<<20 && b%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", b>>20)
	case b >= 1<<10 && b%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", b>>10)
	}
	return fmt.Sprintf("%d B", b)
}

// writeCopyTable prints copyrate's figures: one row per size and
// direction, GB/s for accls, gcc-acc and hand-ocl and the ratios of the
// rates, for both modes, then the geometric mean of acc/gcc per
// direction and mode over the sizes.
func writeCopyTable(b *strings.Builder, figs map[string]map[string]map[string]result) {
	byV, ok := figs[copyRate]
	if !ok {
		return
	}
	vs, head := []string{"acc", "gcc", "ocl"}, []string{"accls", "gcc-acc", "hand-ocl"}
	gcc := len(byV["gcc"]) > 0
	if !gcc {
		vs, head = []string{"acc", "ocl"}, []string{"accls", "hand-ocl"}
	}
	modes := []string{"update", "region"}
	fmt.Fprintf(b, "\ncopy rate (copyrate: a contiguous array of ints): GB/s, median of the timed copies; HIGHER IS FASTER, so acc/gcc and acc/ocl above 1: accls faster\n")
	fmt.Fprintf(b, "update: update device/self on present data (hand-ocl: blocking write/read of a buffer, malloc'd host memory); region: a fresh data region with copyin/copyout, allocation and release included (hand-ocl: create, write/read, release)\n")
	ratios := []string{"acc/ocl"}
	if gcc {
		ratios = []string{"acc/gcc", "acc/ocl"}
	}
	width := 10*len(head) + 9*len(ratios) // one group's columns
	fmt.Fprintf(b, "%-13s", "")
	for _, g := range []string{"update on present data", "fresh data region"} {
		fmt.Fprintf(b, " | %-*s", width-1, g)
	}
	fmt.Fprintf(b, "\n%-8s %-4s", "size", "dir")
	for range modes {
		fmt.Fprintf(b, " |")
		for _, h := range head {
			fmt.Fprintf(b, " %9s", h)
		}
		for _, h := range ratios {
			fmt.Fprintf(b, " %8s", h)
		}
	}
	fmt.Fprintln(b)
	vsGCC := map[string][]float64{} // accls/GCC rates by direction and mode
	for _, row := range copyRows(byV) {
		fmt.Fprintf(b, "%-8s %-4s", sizeLabel(row.bytes), row.dir)
		for _, m := range modes {
			k := copyKind{row.dir, m, row.bytes}.String()
			fmt.Fprintf(b, " |")
			rate := map[string]float64{}
			for _, v := range vs {
				r, has := copyFigure(byV[v], k)
				rate[v] = gbs(r, row.bytes)
				fmt.Fprintf(b, " %9s", rateCell(r, row.bytes, has))
			}
			if gcc {
				fmt.Fprintf(b, " %8s", rateRatio(rate["acc"], rate["gcc"]))
				if rate["acc"] > 0 && rate["gcc"] > 0 {
					vsGCC[row.dir+" "+m] = append(vsGCC[row.dir+" "+m], rate["acc"]/rate["gcc"])
				}
			}
			fmt.Fprintf(b, " %8s", rateRatio(rate["acc"], rate["ocl"]))
		}
		fmt.Fprintln(b)
	}
	var means []string
	for _, m := range modes {
		for _, d := range []string{"h2d", "d2h"} {
			if l := vsGCC[d+" "+m]; len(l) > 0 {
				means = append(means, fmt.Sprintf("%s %s %.3f (%d sizes)", m, d, geoMeanOf(l), len(l)))
			}
		}
	}
	if len(means) > 0 {
		fmt.Fprintf(b, "geometric mean of the rates accls/GCC (above 1: accls faster): %s\n", strings.Join(means, ", "))
	}
}

// copyFigure is one version's figure of kind k; a program that failed
// carries its status into every figure.
func copyFigure(f map[string]result, k string) (result, bool) {
	if s := f[kernelStep]; s.status != "ok" && s.status != "" {
		return s, true
	}
	r, has := f[k]
	return r, has
}
