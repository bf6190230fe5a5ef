package grammar

import (
	"testing"

	"github.com/accls/accls/source"
)

// FuzzParse feeds arbitrary text to every mode. Whatever the input, the
// parser must not panic, every range must lie inside the file in order,
// and every diagnostic must carry a registered code.
func FuzzParse(f *testing.F) {
	seeds := []string{
		"#pragma acc parallel loop copyin(a[0:n], b) reduction(+:s) async(1) wait(devnum: 1: queues: 2)",
		"#pragma acc kernels if((size_t)n > 0 ? x : y) copy(p->q[0:n].r[i])\n#pragma acc loop gang(num: 4, static: *) tile(*, 2)",
		"_Pragma(\"acc parallel bind(\\\"x\\\")\") #pragma acc routine(f) seq",
		"#pragma acc parallel copyin(a[0:n] \\\n copy(b)",
		"!$acc parallel &\n!$acc& copy(a(1:n, :)) ! c\n!$acc end parallel",
		"c$acc loop\n!$acc+ reduction(.and.: x)",
		"#pragma acc wait(1,)\n#pragma acc enter",
		"#define P(x, y) _Pragma(#y)\nP // c\n(a /* , */, acc loop) _Pra\\\ngma\\\r\n(u8\"acc wait\" // c\n)",
	}
	for _, s := range seeds {
		for m := ModeC; m <= ModeFortranFixed; m++ {
			f.Add([]byte(s), uint8(m))
		}
	}
	f.Fuzz(func(t *testing.T, text []byte, m uint8) {
		mode := Mode(m%3 + 1)
		file := source.NewFile("fuzz", text)
		dirs, diags := ParseFile(file, mode)
		inFile := func(what string, r source.Range) {
			if r.Start.Offset < 0 || r.End.Offset > len(text) || r.Start.Offset > r.End.Offset {
				t.Fatalf("%s range %v (%d-%d) outside the file of %d bytes", what, r, r.Start.Offset, r.End.Offset, len(text))
			}
		}
		for _, d := range dirs {
			inFile("directive", d.Range)
			inFile("name", d.NameRange)
			for _, c := range d.Clauses {
				inFile("clause", c.Range)
				if c.Args != nil {
					for _, a := range c.Args.Args {
						inFile("argument", a.Range)
						if a.Value != nil {
							inFile("value", a.Value.Span())
						}
					}
				}
			}
		}
		for _, d := range diags {
			inFile("diagnostic", d.Range)
			if _, ok := source.LookupCode(d.Code); !ok {
				t.Fatalf("diagnostic %q has unregistered code %q", d.Message, d.Code)
			}
		}
	})
}
