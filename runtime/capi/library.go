package main

/*
#include "library.h"
*/
import "C"

import (
	"strings"
	"unsafe"

	"github.com/accls/accls/runtime/accrt"
)

// linkMarker is openclgen's mark of a program that calls routines of other
// files (openclgen/routine_extern.go).
const linkMarker = "/* accls: calls routines of other files */\n"

// moduleProgram builds module m for d: on its own, or, when it calls
// routines of other files, linked with every registered library but
// itself.
func moduleProgram(d *accrt.Device, m *C.accrt_module_t) (*accrt.Program, error) {
	src, opts := C.GoString(m.source), ""
	if m.options != nil {
		opts = C.GoString(m.options)
	}
	if !strings.Contains(src, linkMarker) {
		return d.Program(src, opts)
	}
	var libs []string
	for l := C.accrt_library_list(); l != nil; l = l.next {
		if unsafe.Pointer(l.module) == unsafe.Pointer(m) || l.module.source == nil {
			continue
		}
		libs = append(libs, C.GoString(l.module.source))
	}
	return d.LinkedProgram(src, libs, opts)
}

// buildModules builds every registered module for d (acc_init): the
// kernels' compile or cache load then happens before the user's timers
// start, not at the first construct. A module that fails to build is left
// for its first launch, which reports the error where it matters (a
// program may never launch the kernels a device cannot build).
func buildModules(d *accrt.Device) {
	if d.IsHost() {
		return
	}
	for e := C.accrt_module_list(); e != nil; e = e.next {
		m := (*C.accrt_module_t)(unsafe.Pointer(e.module))
		if m == nil || m.source == nil {
			continue
		}
		moduleProgram(d, m)
	}
}
