package analysis

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/accls/accls/source"
)

// FuzzAnalyze feeds the semantic analysis arbitrary C: it must never stop
// on an internal error (the recover at Analyze's boundary turns a panic
// into a note, which this target treats as a failure).
func FuzzAnalyze(f *testing.F) {
	for _, dir := range []string{"testdata/semantic", "testdata/semantic/info", "testdata/valid"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.c"))
		for _, p := range files {
			if text, err := os.ReadFile(p); err == nil {
				f.Add(string(text))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src string) {
		file := source.NewFile("fuzz.c", []byte(src))
		for _, d := range checkFile(file, Options{Info: true}) {
			if strings.Contains(d.Message, "internal error") {
				t.Fatalf("%s", d)
			}
		}
	})
}
