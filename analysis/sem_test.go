package analysis

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/accls/accls/internal/annotest"
	"github.com/accls/accls/source"
)

// The semantic rules, one annotated file per rule: the offending line
// carries the expected diagnostic.
func TestSemanticRules(t *testing.T) {
	annotest.Run(t, "testdata/semantic/*.c", func(f *source.File) []source.Diagnostic {
		return checkFile(f, Options{})
	})
}

// Implicit data attributes, autoscoping and dependence analysis, checked
// through the --info feedback.
func TestSemanticInfo(t *testing.T) {
	annotest.Run(t, "testdata/semantic/info/*.c", func(f *source.File) []source.Diagnostic {
		return checkFile(f, Options{Info: true})
	})
}

// Valid programs report no error, no warning, and nothing the C front end
// could not read.
func TestValidCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/valid/*.c")
	if err != nil || len(files) == 0 {
		t.Fatalf("no valid programs: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			text, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			f := source.NewFile(path, text)
			for _, d := range checkFile(f, Options{Info: true}) {
				if d.Severity == source.Error || d.Severity == source.Warning || d.Code == "c-frontend" {
					t.Errorf("%s", d)
				}
			}
		})
	}
}
