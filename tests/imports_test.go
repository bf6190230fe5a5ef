package tests

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestConsumersDoNotImportGrammar holds issue 11's one-truth boundary:
// the directive parser is analysis's own, and the tools that show or
// translate a file (the language server, the command line, the
// generator) read analysis's model and directive view instead of
// re-deriving from the syntax tree. Only direct imports count: analysis
// itself uses grammar, so every consumer depends on it indirectly.
func TestConsumersDoNotImportGrammar(t *testing.T) {
	const grammarPkg = "github.com/accls/accls/grammar"
	for _, pkg := range []string{"lsp", "cli", "openclgen"} {
		t.Run(pkg, func(t *testing.T) {
			out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, "github.com/accls/accls/"+pkg).Output()
			if err != nil {
				t.Fatalf("go list %s: %v", pkg, err)
			}
			imports := strings.Fields(string(out))
			if len(imports) == 0 {
				t.Fatalf("go list %s lists no imports", pkg)
			}
			for _, imp := range imports {
				if imp != grammarPkg {
					continue
				}
				t.Errorf("%s imports %s: read analysis's directive view (analysis/syntax.go) instead", pkg, grammarPkg)
			}
		})
	}
}

// TestGeneratorReadsNoSyntax: openclgen reads the resolved view
// (Construct.Resolved, DirRange, NameRange; DataAttr.MemberExpr), never
// the syntax tree analysis keeps beside it (Construct.Dir, DataAttr.Clause,
// DataAttr.Arg), even without importing grammar: no expression of the
// generator has a type of the grammar package. The package is type-checked
// against the export data of its dependencies (go list -export).
func TestGeneratorReadsNoSyntax(t *testing.T) {
	out, err := exec.Command("go", "list", "-export", "-deps", "-f", "{{.ImportPath}}={{.Export}}", "github.com/accls/accls/openclgen").Output()
	if err != nil {
		t.Fatalf("go list -export: %v", err)
	}
	exports := map[string]string{}
	for _, l := range strings.Fields(string(out)) {
		if path, file, ok := strings.Cut(l, "="); ok && file != "" {
			exports[path] = file
		}
	}
	files, err := filepath.Glob("../openclgen/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no openclgen files: %v", err)
	}
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
	}
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		return os.Open(exports[path])
	})
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{Importer: imp, FakeImportC: true}
	if _, err := conf.Check("github.com/accls/accls/openclgen", fset, parsed, info); err != nil {
		t.Fatalf("type-checking openclgen: %v", err)
	}
	const grammarPkg = "github.com/accls/accls/grammar"
	for e, tv := range info.Types {
		if strings.Contains(types.TypeString(tv.Type, nil), grammarPkg+".") {
			t.Errorf("%s: openclgen handles the syntax tree (%s); read analysis's resolved view instead", fset.Position(e.Pos()), tv.Type)
		}
	}
}
