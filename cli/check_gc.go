package cli

import (
	"os"
	"runtime/debug"
	"sync"
)

// checkGC turns the collector off during `accls check`, a short-lived
// process whose heap is mostly the C front end's tree of the file, and
// lets the memory limit alone start it: a collection frees little that
// the process would use again before it exits. With Go's default the
// collector took a sixth of the CPU of a 10,000-line file; measured in
// user + system CPU (issue 16, docs/design/lsp.md), off saved another
// tenth over GOGC=400 at 10,000 lines (181 MiB resident instead of 127)
// and a fifth at 40,000 (670 MiB instead of 460). The limit bounds the
// heap as before; GOGC or GOMEMLIMIT, when set, win. The returned
// function puts the settings back once the last check running in the
// process is done, for a process that goes on (tests run checks in
// theirs).
func checkGC() (restore func()) {
	checkGCState.Lock()
	defer checkGCState.Unlock()
	if checkGCState.checks == 0 {
		checkGCState.percent, checkGCState.limit = -2, -1
		if os.Getenv("GOGC") == "" {
			checkGCState.percent = debug.SetGCPercent(-1)
		}
		if os.Getenv("GOMEMLIMIT") == "" {
			checkGCState.limit = debug.SetMemoryLimit(1 << 30)
		}
	}
	checkGCState.checks++
	return func() {
		checkGCState.Lock()
		defer checkGCState.Unlock()
		if checkGCState.checks--; checkGCState.checks > 0 {
			return
		}
		if checkGCState.percent != -2 {
			debug.SetGCPercent(checkGCState.percent)
		}
		if checkGCState.limit >= 0 {
			debug.SetMemoryLimit(checkGCState.limit)
		}
	}
}

// checkGCState is the collector's settings from before the checks that
// run now, and how many run.
var checkGCState struct {
	sync.Mutex
	checks  int
	percent int   // -2: not changed
	limit   int64 // -1: not changed
}
