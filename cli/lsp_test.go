package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

func TestLSPNeedsOneTransport(t *testing.T) {
	for _, args := range [][]string{{"lsp"}, {"lsp", "--stdio", "--tcp", "127.0.0.1:0"}} {
		var out, errb bytes.Buffer
		if code := Main(&Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errb}, args); code != ExitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, ExitUsage)
		}
		if !strings.Contains(errb.String(), "--stdio or --tcp") {
			t.Errorf("%v: stderr %q", args, errb.String())
		}
	}
}

// TestLSPOverStdio runs a whole session on the command's standard streams.
func TestLSPOverStdio(t *testing.T) {
	frame := func(s string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(s), s) }
	in := frame(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}`) +
		frame(`{"jsonrpc":"2.0","id":2,"method":"shutdown"}`) +
		frame(`{"jsonrpc":"2.0","method":"exit"}`)
	var out, errb bytes.Buffer
	code := Main(&Env{Stdin: strings.NewReader(in), Stdout: &out, Stderr: &errb}, []string{"lsp", "--stdio", "--quiet", "--clientProcessId=1"})
	if code != ExitOK {
		t.Fatalf("exit %d; stderr %s", code, errb.String())
	}
	if !strings.Contains(out.String(), `"name":"accls"`) || !strings.Contains(out.String(), `"id":2,"result":null`) {
		t.Errorf("output %s", out.String())
	}
}
