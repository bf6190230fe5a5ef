package lsp

import (
	"runtime"
	"runtime/metrics"
	"sync/atomic"
)

// The collector and the edit path (issue 16, session 9). A full analysis
// of a large file allocates more than the live heap, so Go's collector
// runs cycles during it, and the analysis ends wherever the pacer happens
// to be: often a few megabytes short of the point where the next cycle
// starts. The next edit's reanalysis (quick.go), or the snapshot made
// before it, then started a mark of the whole heap (the server's live
// heap is about 90 MiB on 10,000 lines) and ran beside it and its assists:
// about one edit in ten took 30-60 ms more, which was the function edit's
// p95, and small changes in what an analysis allocates moved it by 10 ms
// either way (the "regression" of session 8). So when a full analysis is
// stored and the heap has less runway left than an edit takes, the worker
// collects before it publishes: the edit that follows starts with the
// pacer's whole runway. The collection costs a mark of the live heap
// (about 50 ms of CPU on 10,000 lines, in about 4 of 10 analyses there),
// off the edit's path; with runway enough, none is run.

// reanalyseAlloc is what the last reanalysis allocated, in bytes (the
// process's allocations while it ran).
var reanalyseAlloc atomic.Uint64

// minEditAlloc is the runway asked for before any reanalysis was
// measured: a slice of a small file with stdio.h allocates about this.
const minEditAlloc = 4 << 20

// heapSamples reads the collector's state: its heap goal, the heap the
// last cycle marked live, the heap in use, the bytes allocated so far.
func heapSamples() (goal, live, inUse, allocs uint64) {
	s := []metrics.Sample{
		{Name: "/gc/heap/goal:bytes"},
		{Name: "/gc/heap/live:bytes"},
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/gc/heap/allocs:bytes"},
	}
	metrics.Read(s)
	for _, x := range s {
		if x.Value.Kind() != metrics.KindUint64 {
			return 0, 0, 0, 0 // not this runtime's: never collect
		}
	}
	return s[0].Value.Uint64(), s[1].Value.Uint64(), s[2].Value.Uint64(), s[3].Value.Uint64()
}

// allocated returns the bytes allocated by the process so far.
func allocated() uint64 {
	_, _, _, a := heapSamples()
	return a
}

// shortRunway reports whether the next cycle could start within need
// more bytes of allocation. The pacer starts a cycle no later than the
// goal and no earlier than 70% of the way from the live heap to it
// (runtime/mgcpacer.go, minTriggerRatio): the earliest point is assumed.
func shortRunway(goal, live, inUse, need uint64) bool {
	if goal == 0 || goal <= live {
		return false
	}
	earliest := live + (goal-live)*7/10
	return inUse+need >= earliest
}

// collectForEdits collects when the next edit would meet a collection:
// twice the last reanalysis's allocation, at least minEditAlloc.
func collectForEdits() bool {
	goal, live, inUse, _ := heapSamples()
	need := max(2*reanalyseAlloc.Load(), minEditAlloc)
	if !shortRunway(goal, live, inUse, need) {
		return false
	}
	runtime.GC()
	return true
}
