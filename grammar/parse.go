package grammar

import (
	"path/filepath"
)

// Mode says how to find directives in a file.
type Mode uint8

const (
	ModeC            Mode = iota + 1 // C and C++: #pragma acc, _Pragma("acc ...")
	ModeFortranFree                  // free-form Fortran: !$acc with & continuations
	ModeFortranFixed                 // fixed-form Fortran: c$acc, *$acc, !$acc in column 1
)

// ModeFor picks the mode from a file name's extension; ok is false for
// files accls does not read.
func ModeFor(filename string) (m Mode, ok bool) {
	switch filepath.Ext(filename) {
	case ".c", ".h", ".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".C", ".H", ".i", ".ii":
		return ModeC, true
	case ".f90", ".F90", ".f95", ".F95", ".f03", ".F03", ".f08", ".F08":
		return ModeFortranFree, true
	case ".f", ".F", ".for", ".FOR", ".f77", ".F77":
		return ModeFortranFixed, true
	}
	return 0, false
}

// LangOf returns the language a mode reads.
func (m Mode) Lang() Lang {
	if m == ModeC {
		return LangC
	}
	return LangFortran
}

// FirstDirective returns the offset where the first OpenACC directive of
// src starts ('#', '_Pragma' or the Fortran sentinel), without parsing
// any; ok is false when src has none. accls compile uses it to pass files
// without directives to the C compiler untouched.
func FirstDirective(src []byte, mode Mode) (offset int, ok bool) {
	var chunks []chunk
	switch mode {
	case ModeC:
		chunks = scanC(src)
	case ModeFortranFree:
		chunks = scanFortranFree(src)
	case ModeFortranFixed:
		chunks = scanFortranFixed(src)
	}
	if len(chunks) == 0 {
		return 0, false
	}
	return chunks[0].start, true
}
