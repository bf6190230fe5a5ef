package cli

import (
	"os"
	"runtime/debug"
)

// checkGC lets the collector run less often during `accls check`, a
// short-lived process whose heap is mostly the C front end's tree of the
// file: with Go's default the collector took a sixth of the CPU of a
// 10,000-line file (issue 16). A memory limit keeps the larger target
// from growing without bound; GOGC or GOMEMLIMIT, when set, win.
func checkGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}
