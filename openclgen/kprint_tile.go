package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/openclgen/plan"
)

// The tile form of a collapsed nest of two loops (plan.Part.Tile). In
// the flat form every lane turns its flat index into the two loop
// variables with a division and a remainder, and a gang's lanes sweep
// one stretch of a row; in the tile form the NDRange has the nest's two
// dimensions and a gang's lanes cover a tile of two rows. Measured on an
// NVIDIA H200 (bench/results/2026-11-26-nvidia-h200-session7*), with
// 256 lanes: Floyd-Warshall's steps 7.3 ms flat (128 lanes) -> 4.7 ms,
// gemm 3.24 -> 2.50 ms, a 2-D Jacobi step 2.46 -> 2.65 ms (the
// hand-written 64 x 4 tiles: 2.66 ms).

// tileForm reports whether the nest of p may take the tile form: two
// loops shared over gangs and vector lanes and nothing else, the whole
// kernel (no code around it runs redundantly on the gang's lanes), no
// reduction (whose partials are indexed by gang along dimension 0), and
// the launch's sizes the defaults (vector_length, num_gangs and the
// loops' size arguments pick gangs and lanes along one dimension).
func (k *kern) tileForm(p *plan.Part) bool {
	lp := p.Loop
	if len(p.Nest) != 2 || !p.Whole || k.routine != nil || k.c == nil || k.grid.Dims != 1 || p.Chunk != "" || k.pred != "" {
		return false
	}
	if lp.Levels != model.Gang|model.Vector || p.Lanes != model.Vector || k.worker || lp != k.firstGang {
		return false
	}
	if len(lp.Reductions) > 0 || len(k.l.gangR) > 0 {
		return false
	}
	return k.g.defaultLaunchSizes(k.c, k.l)
}

// defaultLaunchSizes reports a launch whose gangs, workers and lanes no
// clause sets, on any device type.
func (g *gen) defaultLaunchSizes(c *model.Construct, l *launch) bool {
	for _, name := range []string{"num_gangs", "num_workers", "vector_length"} {
		for _, ch := range g.dtChoices(c.Resolved, name) {
			if ch.cl != nil {
				return false
			}
		}
	}
	for _, name := range []string{"gang", "worker", "vector"} {
		if g.launchLevelSize(c, l, name) != "" {
			return false
		}
	}
	return true
}

// printTileForm prints the nest in the tile form: dimension 1 of the
// NDRange strides over the outer loop's iterations, dimension 0 over the
// inner loop's.
func (k *kern) printTileForm(p *plan.Part, ivs *nestIVs, body func()) {
	k.hasTile = true
	for d, x := range p.Nest {
		dim, it := 1-d, k.g.fresh("it")
		k.line("for (%[1]s %[2]s = (%[1]s)get_global_id(%[3]d); %[2]s < %[4]s; %[2]s += (%[1]s)get_global_size(%[3]d)) {", ixType, it, dim, ivs.tcs[d])
		k.depth++
		ivs.set(x, it)
	}
	body()
	for range p.Nest {
		k.depth--
		k.line("}")
	}
}

// maxTileGangs caps the tile form's gangs in all.
const maxTileGangs = 65535

// printTileSizes writes the NDRange of a launch in the tile form: gangs
// of the launch's lanes as two rows (one where the device allows a
// single lane), enough along dimension 0 to cover the inner loop (at
// most maxTileGangs), and along dimension 1 enough for two rows per lane,
// the gangs in all at most maxTileGangs (the lanes stride over the rest);
// 16 x 16 gangs where the host cannot count the iterations. ng is the
// gangs in all, which the 32-bit index condition reads. Two rows per
// lane or more ran faster on an H200 than one (a 2-D Jacobi step 2.61 ->
// 2.33 ms, Floyd-Warshall 4.83 -> 4.73 ms; gemm 2.51 -> 2.56 ms), and so
// did capping the gangs (the autoscope benchmark's
// 8190 x 8190 nest: 0.30 ms with one iteration per lane, 0.21 ms flat).
func (g *gen) printTileSizes(b *strings.Builder, s *launchSizes) {
	vl := s.vl
	r, c, g0, g1 := g.fresh("tr"), g.fresh("tc"), g.fresh("tg"), g.fresh("tg")
	fmt.Fprintf(b, "const size_t %[1]s = %[3]s >= 2 ? 2 : 1, %[2]s = %[3]s / %[1]s;\n", r, c, vl)
	if s.rows != "" {
		fmt.Fprintf(b, "const long %[1]s_n = %[3]s, %[2]s_n = %[4]s;\n", g0, g1, s.rowsInner, s.rows)
		fmt.Fprintf(b, "size_t %[1]s = %[1]s_n > 0 ? (size_t)((%[1]s_n + (long)%[3]s - 1) / (long)%[3]s) : 1, %[2]s = %[2]s_n > 0 ? (size_t)((%[2]s_n + 2 * (long)%[4]s - 1) / (2 * (long)%[4]s)) : 1;\n", g0, g1, c, r)
	} else {
		fmt.Fprintf(b, "size_t %s = 16, %s = 16;\n", g0, g1)
	}
	fmt.Fprintf(b, "if (%[1]s > %[3]d) %[1]s = %[3]d;\nif (%[2]s > %[3]d / %[1]s) %[2]s = %[3]d / %[1]s;\n", g0, g1, maxTileGangs)
	fmt.Fprintf(b, "size_t %s = %s * %s;\n", s.ng, g0, g1)
	fmt.Fprintf(b, "size_t %s[2] = {%s * %s, %s * %s}, %s[2] = {%s, %s};\n", s.gl, c, g0, r, g1, s.lc, c, r)
}
