package lsp

import (
	"runtime"
	"testing"
)

// TestShortRunway: the server collects after a full analysis only when
// the next cycle could start within an edit's allocation (collect.go).
func TestShortRunway(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		goal, live, inUse, need uint64
		want                    bool
	}{
		// live 60, goal 120: the earliest trigger is at 102
		{120 * mib, 60 * mib, 70 * mib, 16 * mib, false},
		{120 * mib, 60 * mib, 86 * mib, 16 * mib, true},
		{120 * mib, 60 * mib, 101 * mib, 0, false},
		{120 * mib, 60 * mib, 102 * mib, 0, true},
		{120 * mib, 60 * mib, 125 * mib, 4 * mib, true}, // a cycle is running
		{0, 0, 10 * mib, 4 * mib, false},                // no reading
		{60 * mib, 60 * mib, 70 * mib, 4 * mib, false},  // nothing to go by
	} {
		if got := shortRunway(c.goal, c.live, c.inUse, c.need); got != c.want {
			t.Errorf("shortRunway(goal %d, live %d, in use %d, need %d MiB) = %v, want %v",
				c.goal/mib, c.live/mib, c.inUse/mib, c.need/mib, got, c.want)
		}
	}
}

// TestHeapSamples: the runtime has the metrics collect.go reads (a
// runtime without them would make the server never collect).
func TestHeapSamples(t *testing.T) {
	runtime.GC() // live is what the last cycle marked
	goal, live, inUse, allocs := heapSamples()
	if goal == 0 || live == 0 || inUse == 0 || allocs < inUse {
		t.Fatalf("heapSamples() = goal %d, live %d, in use %d, allocs %d", goal, live, inUse, allocs)
	}
}
