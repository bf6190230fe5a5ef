// Package lsp is accls's language server. It speaks LSP 3.17 over a stream
// (stdio or TCP) on top of glsp's protocol types, and asks package
// analysis for everything it shows.
//
// glsp hands requests to the server one at a time, so nothing slow runs on
// the request path: each open document is a series of immutable snapshots,
// one per version; a background worker per document waits until edits
// pause, analyses the newest snapshot and publishes its diagnostics.
// Requests answer from the text of the newest snapshot (directive-level
// features) and from the newest completed analysis (features that need
// the semantic model). See docs/design/lsp.md.
package lsp

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sourcegraph/jsonrpc2"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// Options configure a server.
type Options struct {
	// Debounce is how long edits must pause before a document is
	// analysed again; 0 analyses at once (accls lsp's flag defaults to
	// DefaultDebounce).
	Debounce time.Duration
	// Log receives one line per notable event (nil: discarded). Stdio
	// servers log to stderr, which clients show in their output panel.
	Log io.Writer
	// Version is reported in serverInfo.
	Version string
	// Settings apply until the client sends its own.
	Settings Settings
	// Preview publishes the directive-level diagnostics of an edited
	// directive at once, before the analysis of the new text is done
	// (preview.go), and the whole file's after an edit inside a function
	// body that analysis.Reanalyse takes (quick.go); accls lsp turns it
	// on.
	Preview bool
}

// DefaultDebounce is the pause in edits after which analysis starts.
const DefaultDebounce = 150 * time.Millisecond

// lifecycle states of a connection.
const (
	stateNew = iota
	stateRunning
	stateShutdown
)

// Server is one client connection's language server.
type Server struct {
	opts Options

	ctx    context.Context // cancelled when the connection ends
	cancel context.CancelFunc
	// conn is set by the first message handled: jsonrpc2 starts reading
	// before NewConn returns.
	conn atomic.Pointer[jsonrpc2.Conn]
	wg   sync.WaitGroup // background workers
	sem  chan struct{}  // bounds analyses running at once

	mu       sync.Mutex
	state    int
	docs     map[protocol.DocumentUri]*document
	settings Settings
	client   clientInfo

	// settled, when set (by tests), is told of each analysis's
	// diagnostics as they are published: what a document settles on.
	settled func(uri protocol.DocumentUri, version protocol.Integer, diags []protocol.Diagnostic)
	// quickPublished, when set (by tests), is told of each publication
	// of quick.go.
	quickPublished func(uri protocol.DocumentUri, version protocol.Integer, diags []protocol.Diagnostic)
}

// clientInfo is what the client said it can do.
type clientInfo struct {
	inlayHintRefresh bool
	semanticRefresh  bool
	hierarchicalSyms bool
	markdown         bool
	snippets         bool
}

// New returns a server that is ready to Serve one connection.
func New(opts Options) *Server {
	opts.Debounce = max(opts.Debounce, 0)
	if opts.Log == nil {
		opts.Log = io.Discard
	}
	n := runtime.GOMAXPROCS(0)
	return &Server{
		opts:     opts,
		sem:      make(chan struct{}, n),
		docs:     map[protocol.DocumentUri]*document{},
		settings: opts.Settings,
	}
}

// Serve runs the protocol on rwc until the client sends exit or the stream
// ends. It returns the exit status the LSP asks for: 0 after shutdown, 1
// otherwise.
func (s *Server) Serve(ctx context.Context, rwc io.ReadWriteCloser) int {
	s.ctx, s.cancel = context.WithCancel(ctx)
	defer s.cancel()
	conn := jsonrpc2.NewConn(s.ctx, newStream(rwc), jsonrpc2.HandlerWithError(s.handle).SuppressErrClosed(),
		jsonrpc2.SetLogger(logger{s}))
	select {
	case <-conn.DisconnectNotify():
	case <-ctx.Done():
		conn.Close()
	}
	s.cancel()
	s.wg.Wait()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.state == stateShutdown {
		return 0
	}
	return 1
}

// logf writes one line to the server's log.
func (s *Server) logf(format string, args ...any) {
	fmt.Fprintf(s.opts.Log, "accls lsp: "+format+"\n", args...)
}

// logger adapts jsonrpc2's logging to the server's log.
type logger struct{ s *Server }

func (l logger) Printf(format string, args ...any) { fmt.Fprintf(l.s.opts.Log, format, args...) }

// notify sends a notification to the client; it is safe from any
// goroutine.
func (s *Server) notify(method string, params any) {
	conn := s.conn.Load()
	if conn == nil {
		return
	}
	if err := conn.Notify(s.ctx, method, params); err != nil && err != jsonrpc2.ErrClosed {
		s.logf("sending %s: %v", method, err)
	}
}

// showMessage tells the user something through the client's UI.
func (s *Server) showMessage(typ protocol.MessageType, msg string) {
	s.notify(protocol.ServerWindowShowMessage, protocol.ShowMessageParams{Type: typ, Message: msg})
}
