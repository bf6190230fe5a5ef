package lsp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tliron/glsp/protocol_3_16"
)

// Hover over a loop of a kernels region says what accls compile does
// with it (the analysis's kernels plan, §2.5.3): a sweep of a statement
// that runs on one gang shares out only that gang's lanes, a time loop
// around sweeps runs on the host; inlay hints mark both.
func TestHoverKernelsPlan(t *testing.T) {
	uri := protocol.DocumentUri("file:///k.c")
	text := "void f(int n, int m, float *restrict y, float *restrict b) {\n" +
		"#pragma acc kernels copy(y[0:n], b[0:n])\n" +
		"{\n" +
		"{\n" + // line 3: one gang (a write beside the gang loop)
		"y[0] = 5;\n" +
		"for (int i = 1; i < n; i++) y[i] = 3;\n" + // line 5
		"}\n" +
		"for (int t = 0; t < m; t++) {\n" + // line 7: a host loop
		"for (int i = 1; i < n - 1; i++) y[i] = b[i - 1] + b[i + 1];\n" + // line 8
		"for (int i = 1; i < n - 1; i++) b[i] = y[i];\n" +
		"}\n" +
		"}\n}\n"
	c, _ := openDoc(t, uri, text)
	for _, tc := range []struct {
		line int
		want []string
	}{
		{5, []string{"parallel, shared out at the vector level, on one gang", "§2.5.3", "the statement of the kernels region at line 4 runs on one gang"}},
		{7, []string{"sequential, on the host, launching 2 kernels per iteration", "§2.5.3"}},
		{8, []string{"parallel, shared out at the gang, vector level", "§2.9"}},
	} {
		got := c.hover(uri, tc.line, 1)
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("hover at line %d: %q does not say %q", tc.line+1, got, w)
			}
		}
	}
	var hints []inlayHint
	c.call(methodInlayHint, inlayHintParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		Range: protocol.Range{End: protocol.Position{Line: 20}}}, &hints)
	var labels []string
	for _, h := range hints {
		labels = append(labels, fmt.Sprintf("%d:%s", h.Position.Line, h.Label))
	}
	got := strings.Join(labels, " | ")
	for _, w := range []string{"3:one gang", "7:host loop: 2 kernels per iteration"} {
		if !strings.Contains(got, w) {
			t.Errorf("inlay hints %q lack %q", got, w)
		}
	}
	if code := c.close(); code != 0 {
		t.Errorf("exit status %d", code)
	}
}
