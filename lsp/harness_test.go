package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"runtime"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// testClient is an LSP client in the test process, connected to a server
// over an in-memory pipe, for Go tests and benchmarks. (The protocol tests
// in protocol-tests/ drive the real binary through a real client.)
type testClient struct {
	tb    testing.TB
	srv   *Server
	conn  *jsonrpc2.Conn
	diags chan protocol.PublishDiagnosticsParams
	done  chan int
}

func newTestClient(tb testing.TB, opts Options) *testClient {
	tb.Helper()
	return newTestClientWith(tb, opts, nil)
}

// newTestClientWith is newTestClient with setup run on the server before
// it serves.
func newTestClientWith(tb testing.TB, opts Options, setup func(*Server)) *testClient {
	tb.Helper()
	a, b := net.Pipe()
	c := &testClient{tb: tb, diags: make(chan protocol.PublishDiagnosticsParams, 1024), done: make(chan int, 1)}
	srv := New(opts)
	if setup != nil {
		setup(srv)
	}
	c.srv = srv
	go func() { c.done <- srv.Serve(context.Background(), a) }()
	c.conn = jsonrpc2.NewConn(context.Background(), jsonrpc2.NewBufferedStream(b, jsonrpc2.VSCodeObjectCodec{}),
		jsonrpc2.HandlerWithError(func(_ context.Context, _ *jsonrpc2.Conn, req *jsonrpc2.Request) (any, error) {
			if req.Method == protocol.ServerTextDocumentPublishDiagnostics && req.Params != nil {
				var p protocol.PublishDiagnosticsParams
				if err := json.Unmarshal(*req.Params, &p); err == nil {
					c.diags <- p
				}
			}
			return nil, nil
		}))
	var res json.RawMessage
	c.call("initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}, &res)
	c.notify("initialized", map[string]any{})
	return c
}

func (c *testClient) call(method string, params, result any) {
	c.tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := c.conn.Call(ctx, method, params, result); err != nil {
		c.tb.Fatalf("%s: %v", method, err)
	}
}

func (c *testClient) notify(method string, params any) {
	c.tb.Helper()
	if err := c.conn.Notify(context.Background(), method, params); err != nil {
		c.tb.Fatalf("%s: %v", method, err)
	}
}

// waitVersion returns the diagnostics published for a document version.
func (c *testClient) waitVersion(uri protocol.DocumentUri, version int) protocol.PublishDiagnosticsParams {
	c.tb.Helper()
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case p := <-c.diags:
			if p.URI == uri && p.Version != nil && int(*p.Version) == version {
				return p
			}
		case <-timeout:
			c.tb.Fatalf("no diagnostics for %s version %d", uri, version)
		}
	}
}

// openDoc starts a server that answers at once (1 ms debounce) and opens
// one C document in it.
func openDoc(tb testing.TB, uri protocol.DocumentUri, text string) (*testClient, protocol.PublishDiagnosticsParams) {
	tb.Helper()
	c := newTestClient(tb, Options{Debounce: time.Millisecond})
	return c, c.open(uri, text)
}

// open opens a C document as version 1 and returns its diagnostics.
func (c *testClient) open(uri protocol.DocumentUri, text string) protocol.PublishDiagnosticsParams {
	c.tb.Helper()
	c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
		URI: uri, LanguageID: "c", Version: 1, Text: text}})
	return c.waitVersion(uri, 1)
}

// change sends one version of a document's changes.
func (c *testClient) change(uri protocol.DocumentUri, version int, changes ...any) {
	c.tb.Helper()
	c.notify("textDocument/didChange", protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri}, Version: protocol.Integer(version)},
		ContentChanges: changes,
	})
}

// analyse returns the diagnostics of text opened afresh as uri, which it
// then closes.
func (c *testClient) analyse(uri protocol.DocumentUri, text string) []protocol.Diagnostic {
	c.tb.Helper()
	ds := c.open(uri, text).Diagnostics
	c.notify("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
	return ds
}

// hover returns the hover text at a position of a document.
func (c *testClient) hover(uri protocol.DocumentUri, line, character int) string {
	c.tb.Helper()
	var h protocol.Hover
	c.call("textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: protocol.TextDocumentPositionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri},
		Position:     protocol.Position{Line: protocol.UInteger(line), Character: protocol.UInteger(character)}}}, &h)
	return fmt.Sprint(h.Contents)
}

func (c *testClient) close() int {
	var res json.RawMessage
	c.call("shutdown", nil, &res)
	c.notify("exit", nil)
	code := <-c.done
	c.conn.Close()
	return code
}

func TestHarnessRoundTrip(t *testing.T) {
	uri := protocol.DocumentUri("file:///h.c")
	c, p := openDoc(t, uri, "void f(void) {\n#pragma acc parallel nope\n{}\n}\n")
	if len(p.Diagnostics) != 1 || p.Diagnostics[0].Range.Start.Line != 1 {
		t.Fatalf("diagnostics %+v", p.Diagnostics)
	}
	if code := c.close(); code != 0 {
		t.Errorf("exit status %d", code)
	}
}

// TestClosedDocumentsLeaveNothingRunning opens and closes many documents
// with edits in flight; their workers must all end.
func TestClosedDocumentsLeaveNothingRunning(t *testing.T) {
	c := newTestClient(t, Options{Debounce: time.Millisecond})
	base := runtime.NumGoroutine()
	for i := 0; i < 200; i++ {
		uri := protocol.DocumentUri(fmt.Sprintf("file:///leak/%d.c", i))
		c.notify("textDocument/didOpen", protocol.DidOpenTextDocumentParams{TextDocument: protocol.TextDocumentItem{
			URI: uri, LanguageID: "c", Version: 1, Text: "void f(int *a) {\n#pragma acc parallel copy(a[0:1]) x\n a[0] = 1;\n}\n"}})
		c.change(uri, 2, protocol.TextDocumentContentChangeEventWhole{Text: "int y;\n"})
		c.notify("textDocument/didClose", protocol.DidCloseTextDocumentParams{TextDocument: protocol.TextDocumentIdentifier{URI: uri}})
	}
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > base+2 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > base+2 {
		t.Errorf("%d goroutines left running, %d before", n, base)
	}
	if code := c.close(); code != 0 {
		t.Errorf("exit status %d", code)
	}
}
