package lsp

import (
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
)

// Each case is a document with the cursor at "‸"; the expectation reads
// kind [directive] [clause] [argN] [colon] [present=a,b].
var pragmaCases = []struct {
	lang, src, want string
}{
	{"c", "#pragma acc ‸", "directive"},
	{"c", "#pragma acc par‸", "directive"},
	{"c", "  #  pragma   acc enter ‸", "directive"},
	{"c", "#pragma acc parallel ‸", "clause parallel"},
	{"c", "#pragma acc parallel loop gang copy(a) ‸", "clause parallel loop present=copy,gang"},
	{"c", "#pragma acc parallel loop copyin(‸", "arg parallel loop copyin arg0"},
	{"c", "#pragma acc parallel loop copyin(readonly: ‸", "arg parallel loop copyin arg0 colon"},
	{"c", "#pragma acc parallel loop copyin(readonly: a, b‸", "arg parallel loop copyin arg1"},
	{"c", "#pragma acc loop reduction(+: s) gang(num: 4, ‸", "arg loop gang arg1 present=reduction"},
	{"c", "#pragma acc wait(‸", "arg wait dirarg"},
	{"c", "#pragma acc parallel \\\n    copy(a) \\\n    ‸", "clause parallel present=copy"},
	{"c", "_Pragma(\"acc kernels ‸\")", "clause kernels"},
	{"c", "#pragma acc nosuch ‸", "none"},
	{"c", "#pragma omp parallel ‸", "none"},
	{"c", "#pragma acc parallel // ‸", "none"},
	{"c", "x = 1; ‸", "none"},
	{"c", "#pragma ac‸", "none"},
	{"fortran", "  !$acc parallel loop ‸", "clause parallel loop"},
	{"fortran", "!$ACC END ‸", "directive"},
	{"fortran", "!$acc kernels copy(a) &\n!$acc& ‸", "clause kernels present=copy"},
	{"fortran", "!$acc loop reduction(‸", "arg loop reduction arg0"},
	{"fortran", "!$acc parallel ! ‸", "none"},
}

func describe(pc pragmaContext) string {
	var parts []string
	switch pc.kind {
	case ctxNone:
		return "none"
	case ctxDirective:
		parts = append(parts, "directive")
	case ctxClause:
		parts = append(parts, "clause", pc.directive)
	case ctxArg:
		parts = append(parts, "arg", pc.directive)
		if pc.dirArg {
			parts = append(parts, "dirarg")
		} else {
			parts = append(parts, pc.clause, "arg"+string(rune('0'+pc.argIndex)))
		}
		if pc.afterColon {
			parts = append(parts, "colon")
		}
	}
	var present []string
	for p := range pc.present {
		if p != pc.clause {
			present = append(present, p)
		}
	}
	if len(present) > 0 {
		sort.Strings(present)
		parts = append(parts, "present="+strings.Join(present, ","))
	}
	return strings.Join(parts, " ")
}

func TestPragmaContext(t *testing.T) {
	for _, tc := range pragmaCases {
		cursor := strings.Index(tc.src, "‸")
		text := strings.Replace(tc.src, "‸", "", 1)
		name := "x.c"
		if tc.lang == "fortran" {
			name = "x.f90"
		}
		snap := newSnapshot(pathURI("/tmp/"+name), tc.lang, 1, []byte(text))
		if got := describe(pragmaContextAt(snap, cursor)); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.src, got, tc.want)
		}
	}
}

func TestModeFor(t *testing.T) {
	for _, tc := range []struct {
		path, id string
		want     analysis.Mode
	}{
		{"/a.c", "c", analysis.ModeC},
		{"/a.cpp", "cpp", analysis.ModeC},
		{"/a.f", "fortran", analysis.ModeFortranFixed},
		{"/a.f90", "fortran", analysis.ModeFortranFree},
		{"untitled:1", "FortranFixedForm", analysis.ModeFortranFixed},
		{"untitled:2", "c", analysis.ModeC},
		{"/a.F90", "", analysis.ModeFortranFree},
		{"/notes.txt", "plaintext", 0},
	} {
		if got := modeFor(tc.path, tc.id); got != tc.want {
			t.Errorf("modeFor(%q, %q) = %v, want %v", tc.path, tc.id, got, tc.want)
		}
	}
}
