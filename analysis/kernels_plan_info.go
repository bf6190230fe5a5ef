package analysis

import (
	"fmt"
)

// The kernels plan in accls check --info (and accls compile --info,
// which prints the same analysis): which statements of a kernels region
// run on one gang, and which loops the host runs.

// CodeKernelsOneGang is the info that a statement of a kernels region
// runs on a single gang (work-group).
const CodeKernelsOneGang = "kernels-one-gang"

// CodeKernelsHostLoop is the info that a sequential loop of a kernels
// region runs on the host and launches its body's kernels each
// iteration, or why it cannot.
const CodeKernelsHostLoop = "kernels-host-loop"

// kernelsInfo reports the plan of each kernels construct.
func (a *analyzer) kernelsInfo() {
	for _, c := range a.m.Constructs {
		if c.KernelsPlan != nil {
			a.kernelInfos(c.KernelsPlan.Kernels)
		}
	}
}

func (a *analyzer) kernelInfos(ks []*Kernel) {
	for _, k := range ks {
		switch {
		case k.Launch == LaunchHostLoop:
			n := len(k.Body)
			a.infof(k.Loop.For.Header, CodeKernelsHostLoop, "this loop runs on the host (%s) and launches %d kernel%s per iteration", k.Reason, n, plural(int64(n)))
			a.kernelInfos(k.Body)
			continue
		case k.NotHost != "":
			a.infof(k.Loop.For.Header, CodeKernelsHostLoop, "this loop stays on the device as one kernel, not a host loop launching its parallel loops: %s", k.NotHost)
		}
		if k.Launch == LaunchOneGang && k.Levels != 0 {
			a.infof(k.Stmt.Span(), CodeKernelsOneGang, "this statement of the kernels region runs on one gang: %s", k.Reason)
		}
	}
}

// scheduleText says how compile runs a loop, for --info: "runs in
// parallel (gang, vector(128))", "runs in parallel (vector(128)) on one
// gang", "runs sequentially on the host".
func scheduleText(l *Loop) string {
	s := l.Schedule
	text := "runs sequentially"
	if s.Levels != 0 {
		text = fmt.Sprintf("runs in parallel (%s)", levelText(l, s.Levels))
	}
	switch s.Where {
	case OnOneGang:
		text += " on one gang"
	case OnHost:
		text += fmt.Sprintf(" on the host, launching %d kernel%s per iteration", len(s.Kernel.Body), plural(int64(len(s.Kernel.Body))))
	}
	return text
}
