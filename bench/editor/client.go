package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// client is a real LSP client: it starts `accls lsp --stdio` and speaks
// JSON-RPC with it over pipes, as editors do.
type client struct {
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	id   int
	pubs chan publish
}

// publish is one textDocument/publishDiagnostics, with when it came.
type publish struct {
	version int
	n       int
	at      time.Time
}

func startServer(accls string) (*client, error) {
	cmd := exec.Command(accls, "lsp", "--stdio", "--debounce", "0", "--quiet")
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &client{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<20), pubs: make(chan publish, 1024)}
	go c.read()
	c.request("initialize", map[string]any{"processId": os.Getpid(), "rootUri": nil, "capabilities": map[string]any{}})
	c.send("initialized", map[string]any{}, false)
	return c, nil
}

func (c *client) send(method string, params any, request bool) {
	msg := map[string]any{"jsonrpc": "2.0", "method": method, "params": params}
	if request {
		c.id++
		msg["id"] = c.id
	}
	b, _ := json.Marshal(msg)
	fmt.Fprintf(c.in, "Content-Length: %d\r\n\r\n%s", len(b), b)
}

// request sends a request; its answer is read and dropped by read.
func (c *client) request(method string, params any) { c.send(method, params, true) }

// read hands on every publishDiagnostics; other messages are dropped.
func (c *client) read() {
	for {
		body, err := c.message()
		if err != nil {
			close(c.pubs)
			return
		}
		at := time.Now()
		var m struct {
			Method string `json:"method"`
			Params struct {
				Version     int               `json:"version"`
				Diagnostics []json.RawMessage `json:"diagnostics"`
			} `json:"params"`
		}
		if json.Unmarshal(body, &m) == nil && m.Method == "textDocument/publishDiagnostics" {
			c.pubs <- publish{version: m.Params.Version, n: len(m.Params.Diagnostics), at: at}
		}
	}
}

func (c *client) message() ([]byte, error) {
	n := -1
	for {
		line, err := c.out.ReadString('\n')
		if err != nil {
			return nil, err
		}
		line = strings.TrimSpace(line)
		if line == "" {
			break
		}
		if v, ok := strings.CutPrefix(line, "Content-Length:"); ok {
			n, _ = strconv.Atoi(strings.TrimSpace(v))
		}
	}
	if n < 0 {
		return nil, fmt.Errorf("no Content-Length")
	}
	body := make([]byte, n)
	_, err := io.ReadFull(c.out, body)
	return body, err
}

// wait returns the publications for version until count of them came.
func (c *client) wait(version, count int) ([]publish, error) {
	return c.waitUpTo(version, count, 0)
}

// waitUpTo is wait that, grace after the first publication (grace > 0),
// returns those that came: the server publishes an edit in a function
// body at once only when analysis.Reanalyse takes it.
func (c *client) waitUpTo(version, count int, grace time.Duration) ([]publish, error) {
	var got []publish
	timeout := time.After(5 * time.Minute)
	var enough <-chan time.Time
	for len(got) < count {
		select {
		case <-enough:
			return got, nil
		case p, ok := <-c.pubs:
			if !ok {
				return got, fmt.Errorf("the server ended")
			}
			if p.version == version {
				got = append(got, p)
				if len(got) == 1 && grace > 0 {
					enough = time.After(grace)
				}
			}
		case <-timeout:
			return got, fmt.Errorf("version %d: %d of %d publications in 5 minutes", version, len(got), count)
		}
	}
	return got, nil
}

// rss is the server's resident memory now and at its peak, in MiB.
func (c *client) rss() (now, peak float64) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", c.cmd.Process.Pid))
	if err != nil {
		return 0, 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(f[1], 64)
		switch f[0] {
		case "VmRSS:":
			now = kb / 1024
		case "VmHWM:":
			peak = kb / 1024
		}
	}
	return now, peak
}

func (c *client) stop() {
	c.request("shutdown", nil)
	c.send("exit", nil, false)
	c.in.Close()
	done := make(chan struct{})
	go func() { c.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		c.cmd.Process.Kill()
	}
}
