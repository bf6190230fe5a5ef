// Package progfuzz generates random, valid, schedule-independent OpenACC C
// programs for differential testing: the same program built serially (the
// directives ignored) and with accls must print the same lines. Each
// program is a sequence of test functions; each prints one line, a hash of
// every result it computed. The rules that keep the programs
// schedule-independent are in docs/design/fuzz.md: no two iterations of a
// partitioned loop write one location except through a reduction or an
// atomic, none reads what another writes (but the loops of a kernels
// construct, which run in order, §2.5.2), and every value is exact in any
// order (integers without signed overflow; floating values that are
// multiples of a power of two small enough that every sum is exact).
package progfuzz

import (
	"fmt"
	"math/rand"
	"strings"
)

// Options tune the generated program.
type Options struct {
	// Tests is the number of test functions (default 6).
	Tests int
	// Skip names kinds of test to leave out (Kinds lists them), e.g. one
	// that hits a known bug; leaving none out keeps every seed's program.
	Skip []string
}

// Kinds lists the kinds of test a program is made of.
func Kinds() []string {
	var names []string
	seen := map[string]bool{}
	for _, k := range kinds {
		if !seen[k.name] {
			seen[k.name] = true
			names = append(names, k.name)
		}
	}
	return names
}

// Generate returns the C text of program number seed.
func Generate(seed int64, opt Options) string {
	if opt.Tests <= 0 {
		opt.Tests = 6
	}
	g := &gen{r: rand.New(rand.NewSource(seed)), skip: map[string]bool{}}
	for _, k := range opt.Skip {
		g.skip[k] = true
	}
	if len(g.skip) >= len(Kinds()) {
		g.skip = map[string]bool{}
	}
	for k := 0; k < opt.Tests; k++ {
		g.test()
	}
	return g.program(seed)
}

// gen holds one program under construction.
type gen struct {
	r       *rand.Rand
	top     strings.Builder // file-scope declarations and helper functions
	funcs   strings.Builder // the test functions
	calls   []string
	n       int // the current test's number
	counter int // fresh-name counter

	needOpenACC bool            // a test calls the runtime API (under #ifdef _OPENACC)
	skip        map[string]bool // kinds left out
}

const prelude = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

/* FNV-1a over the bits of each result; -0.0 is hashed as 0.0. */
static unsigned long long H = 1469598103934665603ULL;
static void hi(long long v) { H = (H ^ (unsigned long long)v) * 1099511628211ULL; }
static void hd(double v) {
  unsigned long long u;
  v = v + 0.0;
  memcpy(&u, &v, sizeof u);
  H = (H ^ u) * 1099511628211ULL;
}
static void done(const char *name) {
  printf("%s %016llx\n", name, H);
  fflush(stdout);
  H = 1469598103934665603ULL;
}
`

func (g *gen) program(seed int64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "/* accls-fuzz program, seed %d */\n", seed)
	b.WriteString(prelude)
	if g.needOpenACC {
		b.WriteString("#ifdef _OPENACC\n#include <openacc.h>\n#endif\n")
	}
	b.WriteString(g.top.String())
	b.WriteString(g.funcs.String())
	b.WriteString("\nint main(void) {\n")
	for _, c := range g.calls {
		fmt.Fprintf(&b, "  %s();\n", c)
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}

// test adds one test function of a random kind.
func (g *gen) test() {
	g.n++
	t := newTB(g)
	k := kinds[g.r.Intn(len(kinds))]
	for g.skip[k.name] {
		k = kinds[g.r.Intn(len(kinds))]
	}
	t.kind = k.name
	k.fn(t)
	t.finish()
}

// kinds are the kinds of test, the common ones listed twice.
var kinds = []struct {
	name string
	fn   func(*tb)
}{
	{"map1D", kindMap1D}, {"map1D", kindMap1D}, {"map2D", kindMap2D}, {"map3D", kindMap3D},
	{"reduce", kindReduce}, {"reduce", kindReduce}, {"rowReduce", kindRowReduce}, {"atomic", kindAtomic},
	{"private", kindPrivate}, {"data", kindData}, {"async", kindAsync}, {"routine", kindRoutine},
	{"struct", kindStruct}, {"VLA", kindVLA}, {"pointerInto", kindPointerInto}, {"declare", kindDeclare},
	{"kernelsChain", kindKernelsChain}, {"gangBody", kindGangBody}, {"devicePtr", kindDevicePtr},
	{"boundsChange", kindBoundsChange},
}

func (g *gen) pick(s ...string) string { return s[g.r.Intn(len(s))] }
func (g *gen) coin(p float64) bool     { return g.r.Float64() < p }
func (g *gen) between(lo, hi int) int  { return lo + g.r.Intn(hi-lo+1) }
