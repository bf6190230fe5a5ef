package lsp

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"testing"
)

// readReply reads one framed message written by the stream.
func readReply(t *testing.T, r *bufio.Reader) map[string]any {
	t.Helper()
	n := -1
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length: "); ok {
			n, _ = strconv.Atoi(v)
		}
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func frame(body string) string { return fmt.Sprintf("Content-Length: %d\r\n\r\n%s", len(body), body) }

// TestStreamSkipsBadMessages feeds the stream bad frames and bodies; each
// gets its JSON-RPC error and the good message after them is returned.
func TestStreamSkipsBadMessages(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		code        float64
	}{
		{"bad JSON", frame(`{"jsonrpc":"2.0",`), -32700},
		{"no length", "Content-Type: x\r\n\r\n", -32700},
		{"bad length", "Content-Length: -4\r\n\r\n", -32700},
		{"junk header ignored, empty object judged", "garbage\r\nContent-Length: 2\r\n\r\n{}", -32600},
		{"not an object", frame(`[1]`), -32600},
		{"no method", frame(`{"jsonrpc":"2.0","id":1}`), -32600},
		{"bad id", frame(`{"jsonrpc":"2.0","id":[1],"method":"x"}`), -32600},
		{"bad method", frame(`{"jsonrpc":"2.0","id":2,"method":""}`), -32600},
		{"too long", frame(strings.Repeat(" ", maxMessage+1)), -32600},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server, client := net.Pipe()
			defer client.Close()
			s := newStream(server)
			go func() {
				io.WriteString(client, tc.input)
				io.WriteString(client, frame(`{"jsonrpc":"2.0","id":9,"method":"ok"}`))
			}()
			got := make(chan error, 1)
			var msg json.RawMessage
			go func() { got <- s.ReadObject(&msg) }()
			reply := readReply(t, bufio.NewReader(client))
			e, _ := reply["error"].(map[string]any)
			if e == nil || e["code"] != tc.code {
				t.Fatalf("reply %v, want error %v", reply, tc.code)
			}
			if err := <-got; err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(msg), `"method":"ok"`) {
				t.Errorf("next message %s", msg)
			}
		})
	}
}
