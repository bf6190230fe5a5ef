package cl

/*
#include "accrt_cl.h"
*/
import "C"

import (
	"unsafe"
)

// Separate compilation (OpenCL 1.2 §5.6.3, §5.6.4): a program that calls
// functions another program defines is compiled on its own and linked
// with it, each keeping its own types and static functions.

// Compile compiles the program for d without linking; a failure returns
// *BuildError.
func (p Program) Compile(d *Device, options string) error {
	co := C.CString(options)
	defer C.free(unsafe.Pointer(co))
	err := C.clCompileProgram(p.h, 1, &d.id, co, 0, nil, nil, nil, nil)
	if err == C.CL_SUCCESS {
		return nil
	}
	return p.buildError("clCompileProgram", d, err)
}

// Link links compiled programs into an executable one for d; a failure
// returns *BuildError with the linker's log.
func Link(c Context, d *Device, progs []Program, options string) (Program, error) {
	if len(progs) == 0 {
		return Program{}, &Error{Op: "clLinkProgram", Code: int32(C.CL_INVALID_VALUE)}
	}
	hs := make([]C.cl_program, len(progs))
	for i, p := range progs {
		hs[i] = p.h
	}
	co := C.CString(options)
	defer C.free(unsafe.Pointer(co))
	var err C.cl_int
	h := C.clLinkProgram(c.h, 1, &d.id, co, C.cl_uint(len(hs)), &hs[0], nil, nil, &err)
	if err == C.CL_SUCCESS {
		return Program{h}, nil
	}
	p := Program{h}
	e := p.buildError("clLinkProgram", d, err)
	p.Release()
	return Program{}, e
}

// buildError is a failed compile or link with the log the device gave.
func (p Program) buildError(op string, d *Device, err C.cl_int) error {
	log := ""
	if p.h != nil {
		if cl := C.accrt_cl_build_log(p.h, d.id); cl != nil {
			log = C.GoString(cl)
			C.free(unsafe.Pointer(cl))
		}
	}
	if err == C.CL_COMPILE_PROGRAM_FAILURE || err == C.CL_LINK_PROGRAM_FAILURE || log != "" {
		return &BuildError{Code: int32(err), Log: log}
	}
	return check(op, err)
}
