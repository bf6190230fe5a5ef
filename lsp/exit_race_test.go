package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/textproto"
	"strconv"
	"testing"
	"time"
)

// A client may answer the server's request (here the inlay-hint refresh
// sent after an analysis) in the same write as its exit notification.
// The server closes the connection on exit with the call still pending
// and then reads the answer: the JSON-RPC layer must drop it (jsonrpc2
// v0.2.0 sent it on the call's closed channel, a panic that ended the
// server with status 2 in a CI run).
func TestAnswerAfterExit(t *testing.T) {
	a, b := net.Pipe()
	done := make(chan int, 1)
	go func() { done <- New(Options{Debounce: time.Millisecond}).Serve(context.Background(), a) }()
	r := bufio.NewReader(b)
	send := func(msgs ...map[string]any) {
		var out []byte
		for _, m := range msgs {
			body, _ := json.Marshal(m)
			out = append(out, fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body)...)
		}
		if _, err := b.Write(out); err != nil {
			t.Fatal(err)
		}
	}
	// read returns the next message whose method (or, for an answer, id) is want.
	read := func(want string) map[string]any {
		for {
			h, err := textproto.NewReader(r).ReadMIMEHeader()
			if err != nil {
				t.Fatal(err)
			}
			n, _ := strconv.Atoi(h.Get("Content-Length"))
			body := make([]byte, n)
			if _, err := io.ReadFull(r, body); err != nil {
				t.Fatal(err)
			}
			var m map[string]any
			json.Unmarshal(body, &m)
			if m["method"] == want || fmt.Sprint(m["id"]) == want && m["method"] == nil {
				return m
			}
		}
	}
	caps := map[string]any{"workspace": map[string]any{"inlayHint": map[string]any{"refreshSupport": true}}}
	send(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": map[string]any{"capabilities": caps}})
	read("1")
	send(map[string]any{"jsonrpc": "2.0", "method": "initialized", "params": map[string]any{}},
		map[string]any{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": map[string]any{"textDocument": map[string]any{
			"uri": "file:///x.c", "languageId": "c", "version": 1, "text": "void f(int n, float *x) {\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) x[i] = 0;\n}\n"}}})
	refresh := read(methodInlayHintRefresh)
	send(map[string]any{"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
	read("2")
	send(map[string]any{"jsonrpc": "2.0", "method": "exit"}, map[string]any{"jsonrpc": "2.0", "id": refresh["id"], "result": nil})
	go io.Copy(io.Discard, r)
	select {
	case code := <-done:
		if code != 0 {
			t.Fatalf("exit status %d after shutdown", code)
		}
	case <-time.After(time.Minute):
		t.Fatal("the server did not end after exit")
	}
}
