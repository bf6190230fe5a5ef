package lsp

import (
	"strings"
	"testing"

	"github.com/tliron/glsp/protocol_3_16"
)

// A directive a macro expansion yields (C99 6.10.9) is at the invocation:
// its diagnostics point there and hovering the invocation shows it; the
// tokens of the definition's text are listed once however many times the
// macro is expanded.
func TestMacroPragmaInvocation(t *testing.T) {
	uri := protocol.DocumentUri("file:///m.c")
	text := "#define PAR_LOOP _Pragma(\"acc parallel loop present(a[0:n])\")\n" +
		"void f(int n, double *a) {\n  PAR_LOOP\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n" +
		"void g(int n, double *b) {\n  PAR_LOOP\n  for (int i = 0; i < n; i++) b[i] = 0;\n}\n"
	c, p := openDoc(t, uri, text)
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Range.Start.Line != 6 || !strings.Contains(p.Diagnostics[0].Message, "'a' in 'present' is not declared") {
		t.Fatalf("diagnostics %+v", p.Diagnostics)
	}
	if h := c.hover(uri, 2, 4); !strings.Contains(h, "`PAR_LOOP` expands to `#pragma acc parallel loop present(a[0:n])`") {
		t.Errorf("hover %s", h)
	}
	var toks protocol.SemanticTokens
	c.call("textDocument/semanticTokens/full", protocol.SemanticTokensParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}}, &toks)
	// parallel loop, present: one directive and one clause token.
	if len(toks.Data) != 2*5 {
		t.Errorf("semantic tokens %v", toks.Data)
	}
	if code := c.close(); code != 0 {
		t.Errorf("exit status %d", code)
	}
}
