package accrt

import (
	"strings"

	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/kabi"
)

// LinkedProgram builds src, which calls routines other files define
// (OpenACC 3.3 §2.15.1), for d: src and each of libs (the programs of
// those files) are compiled separately and linked. Like Program, once
// per source and with the linked binary cached on disk.
func (d *Device) LinkedProgram(src string, libs []string, options string) (*Program, error) {
	return d.program(src+"\x00linked with\x00"+strings.Join(libs, "\x00"), options, func(key, options string) (*Program, error) {
		return d.linkProgram(key, src, libs, options)
	})
}

func (d *Device) linkProgram(key, src string, libs []string, options string) (*Program, error) {
	file, cached := d.cachedProgram(key, options)
	if cached != nil {
		return cached, nil
	}
	var parts []cl.Program
	defer func() {
		for _, p := range parts {
			p.Release()
		}
	}()
	for _, s := range append([]string{src}, libs...) {
		p, err := cl.ProgramFromSource(d.ctx, kabi.Prelude+s)
		if err != nil {
			return nil, clError(ErrImplementationDefined, err, "cannot create a kernel program on %s", d)
		}
		parts = append(parts, p)
		if err := p.Compile(d.CL, options); err != nil {
			return nil, d.buildFailure("compiler", err)
		}
	}
	p, err := cl.Link(d.ctx, d.CL, parts, "")
	if err != nil {
		return nil, d.buildFailure("linker", err)
	}
	keepBinary(file, p)
	return &Program{d: d, p: p, kernels: map[string]*Kernel{}}, nil
}

func (d *Device) buildFailure(what string, err error) error {
	if be, ok := err.(*cl.BuildError); ok {
		e := errorf(ErrImplementationDefined, "the OpenCL %s of %s rejected a kernel program that calls routines of other files; its log:\n%s", what, d, strings.TrimRight(be.Log, "\n"))
		e.RuntimeInfo = int64(be.Code)
		return e
	}
	return clError(ErrImplementationDefined, err, "cannot build a kernel program on %s", d)
}
