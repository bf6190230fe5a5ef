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
	"slices"
	"strings"
	"testing"
)

// TestConsumersDoNotImportGrammar holds issue 11's one-truth boundary:
// the directive parser is analysis's own, and the tools that show or
// translate a file (the language server, the command line, the
// generator) read analysis's model and directive view instead of
// re-deriving from the syntax tree. Here only direct imports count: lsp
// and cli reach grammar through analysis, which parses the directives;
// the generator does not at all (TestGeneratorDependsOnNoGrammar), nor
// its planning (openclgen/plan) and printing (openclgen/clc) layers.
func TestConsumersDoNotImportGrammar(t *testing.T) {
	const grammarPkg = "github.com/accls/accls/grammar"
	for _, pkg := range []string{"lsp", "cli", "openclgen", "openclgen/plan", "openclgen/clc"} {
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

// TestGeneratorDependsOnNoGrammar: the generator reads the semantic
// model (analysis/model), which does not depend on the directive grammar,
// so no grammar package is among its dependencies, direct or transitive;
// nor among the model package's, which every reader of the model gets.
func TestGeneratorDependsOnNoGrammar(t *testing.T) {
	const grammarPkg = "github.com/accls/accls/grammar"
	for _, pkg := range []string{"openclgen", "openclgen/plan", "openclgen/clc", "analysis/model"} {
		t.Run(pkg, func(t *testing.T) {
			out, err := exec.Command("go", "list", "-deps", "github.com/accls/accls/"+pkg).Output()
			if err != nil {
				t.Fatalf("go list -deps %s: %v", pkg, err)
			}
			deps := strings.Fields(string(out))
			if !slices.Contains(deps, "github.com/accls/accls/source") {
				t.Fatalf("go list -deps %s does not list source: %q", pkg, deps)
			}
			for _, dep := range deps {
				if dep == grammarPkg || strings.HasPrefix(dep, grammarPkg+"/") {
					t.Errorf("%s depends on %s: move what it needs of the directives into the model (analysis/model)", pkg, dep)
				}
			}
		})
	}
}

// TestGeneratorReadsNoSyntax: openclgen and its planning layer
// (openclgen/plan) read the resolved view (Construct.Resolved, DirRange,
// NameRange; DataAttr.MemberExpr), never the syntax the model keeps
// opaque for analysis (Construct.Syntax, DataAttr.Syntax): no selector of
// the generator picks a Syntax field of the model's types. Each package
// is type-checked against the export data of its dependencies (go list
// -export).
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
	for _, pkg := range []string{"openclgen", "openclgen/plan"} {
		t.Run(pkg, func(t *testing.T) {
			if modelFieldsRead(t, exports, pkg) == 0 {
				t.Fatalf("%s selects no field of the model: the check looked at nothing", pkg)
			}
		})
	}
}

// modelFieldsRead type-checks the package in folder ../pkg, reports each
// selection of a Syntax field of the model's types and returns how many
// model fields it selects.
func modelFieldsRead(t *testing.T, exports map[string]string, pkg string) int {
	files, err := filepath.Glob("../" + pkg + "/*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no %s files: %v", pkg, err)
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
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: imp, FakeImportC: true}
	if _, err := conf.Check("github.com/accls/accls/"+pkg, fset, parsed, info); err != nil {
		t.Fatalf("type-checking %s: %v", pkg, err)
	}
	const modelPkg = "github.com/accls/accls/analysis/model"
	fields := 0
	for e, sel := range info.Selections {
		if sel.Kind() != types.FieldVal || sel.Obj().Pkg() == nil || sel.Obj().Pkg().Path() != modelPkg {
			continue
		}
		fields++
		if sel.Obj().Name() == "Syntax" {
			t.Errorf("%s: %s reads the directive syntax (%s); read the resolved view instead", fset.Position(e.Pos()), pkg, types.ExprString(e))
		}
	}
	return fields
}
