package main

import "C"

import "github.com/accls/accls/runtime/accrt"

// __accrt_settle waits, at the program's exit, for the synchronous
// constructs whose completion the runtime deferred
// (runtime/accrt/deferred.go), so that a kernel's failure is still
// reported and no kernel runs while the process ends. Called from an
// atexit handler of prof_site.c.
//
//export __accrt_settle
func __accrt_settle() {
	if d, err := accrt.SettleAll(); err != nil {
		raise(err, d)
	}
}
