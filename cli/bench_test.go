package cli

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// genLargeC writes a C file of `lines` lines holding `pragmas` OpenACC
// directives in functions of nine lines each, mixing clause kinds.
func genLargeC(lines, pragmas int) string {
	var b strings.Builder
	b.WriteString("#include <stddef.h>\n")
	n := 1
	fn := 0
	clauses := []string{
		"parallel loop copyin(a[0:n]) copyout(b[0:n]) async(1)",
		"kernels loop present(a[0:n], b[0:n]) reduction(+:s)",
		"parallel loop gang vector_length(128) firstprivate(x) copy(b[0:n])",
		"serial loop seq copy(a[0:n])",
	}
	for n+9 <= lines {
		fmt.Fprintf(&b, "void f%d(int n, float *restrict a, float *restrict b, float x)\n{\n    float s = 0;\n", fn)
		n += 3
		if fn < pragmas {
			fmt.Fprintf(&b, "#pragma acc %s\n", clauses[fn%len(clauses)])
		} else {
			b.WriteString("    /* no directive */\n")
		}
		b.WriteString("    for (int i = 0; i < n; i++) {\n        b[i] = a[i] * x + s;\n        s += a[i];\n    }\n}\n")
		n += 6
		fn++
	}
	return b.String()
}

// BenchmarkCheck10kLines times `accls check` (text output) on a generated
// 10,000-line C file with 1,000 pragmas.
func BenchmarkCheck10kLines(b *testing.B) {
	dir := b.TempDir()
	path := filepath.Join(dir, "large.c")
	src := genLargeC(10000, 1000)
	if got := strings.Count(src, "#pragma acc"); got != 1000 {
		b.Fatalf("generated %d pragmas", got)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if status := Main(&Env{Stdout: io.Discard, Stderr: io.Discard}, []string{"check", path}); status == ExitUsage {
			b.Fatalf("status %d", status)
		}
	}
}
