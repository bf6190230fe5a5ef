package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/sourcegraph/jsonrpc2"
	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// LSP error codes beyond JSON-RPC's own.
const (
	codeServerNotInitialized = -32002
	codeContentModified      = -32801
	codeRequestFailed        = -32803
)

// handle is the jsonrpc2 entry point: lifecycle rules, then the wrapped
// glsp handler, with every failure turned into the error code the LSP
// names. A panic in a feature answers the request with an internal error
// instead of ending the server.
func (s *Server) handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) (result any, err error) {
	defer func() {
		if p := recover(); p != nil {
			s.logf("panic in %s: %v\n%s", req.Method, p, debug.Stack())
			result, err = nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInternalError, Message: fmt.Sprintf("internal error in %s: %v", req.Method, p)}
		}
	}()

	s.conn.CompareAndSwap(nil, conn)
	s.mu.Lock()
	state := s.state
	s.mu.Unlock()
	switch {
	case req.Method == "exit":
		// The LSP wants the process gone; Serve returns when the
		// connection closes, with 0 only after shutdown.
		conn.Close()
		return nil, nil
	case state == stateNew && req.Method != protocol.MethodInitialize:
		if req.Notif {
			return nil, nil // notifications before initialize are dropped
		}
		return nil, &jsonrpc2.Error{Code: codeServerNotInitialized, Message: "the server is not initialized: send initialize first"}
	case state != stateNew && req.Method == protocol.MethodInitialize:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "initialize was already sent on this connection"}
	case state == stateShutdown:
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidRequest, Message: "the server is shutting down: only exit is accepted"}
	}

	gctx := &glsp.Context{
		Method:  req.Method,
		Notify:  s.notify,
		Call:    func(method string, params, result any) { _ = conn.Call(ctx, method, params, result) },
		Context: ctx,
	}
	if req.Params != nil {
		gctx.Params = *req.Params
	}
	if len(gctx.Params) == 0 || string(gctx.Params) == "null" {
		gctx.Params = json.RawMessage("{}")
	}
	res, validMethod, validParams, herr := s.dispatch(gctx)
	var rpcErr *jsonrpc2.Error
	switch {
	case !validMethod:
		if req.Notif {
			return nil, nil // unknown notifications ($/... included) are ignored
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "method not supported: " + req.Method}
	case !validParams:
		msg := "invalid parameters for " + req.Method
		if herr != nil {
			msg += ": " + herr.Error()
		}
		return nil, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: msg}
	case errors.As(herr, &rpcErr):
		return nil, rpcErr
	case herr != nil:
		return nil, &jsonrpc2.Error{Code: codeRequestFailed, Message: herr.Error()}
	}
	return res, nil
}

// dispatch is the wrapping handler: the methods glsp's protocol_3_16 lacks
// (LSP 3.17's inlay hints) come first, then glsp's own dispatch.
func (s *Server) dispatch(ctx *glsp.Context) (any, bool, bool, error) {
	switch ctx.Method {
	case methodInlayHint:
		var p inlayHintParams
		if err := json.Unmarshal(ctx.Params, &p); err != nil {
			return nil, true, false, err
		}
		r, err := s.inlayHints(&p)
		return r, true, true, err
	}
	return s.base().Handle(ctx)
}

// base is glsp's dispatch table, filled with this server's features. It
// is built per call because glsp's Handler keeps its own initialized flag,
// which the lifecycle check in handle already covers.
func (s *Server) base() *protocol.Handler {
	h := &protocol.Handler{
		Initialize:                      s.initialize,
		Initialized:                     func(*glsp.Context, *protocol.InitializedParams) error { return nil },
		Shutdown:                        s.shutdown,
		SetTrace:                        func(*glsp.Context, *protocol.SetTraceParams) error { return nil },
		CancelRequest:                   func(*glsp.Context, *protocol.CancelParams) error { return nil },
		WorkspaceDidChangeConfiguration: s.didChangeConfiguration,
		WorkspaceDidChangeWatchedFiles:  s.didChangeWatchedFiles,
		TextDocumentDidOpen:             s.didOpen,
		TextDocumentDidChange:           s.didChange,
		TextDocumentDidClose:            s.didClose,
		TextDocumentDidSave:             s.didSave,
		TextDocumentHover:               s.hover,
		TextDocumentCompletion:          s.completion,
		TextDocumentCodeAction:          s.codeAction,
		TextDocumentDocumentSymbol:      s.documentSymbol,
		TextDocumentSemanticTokensFull:  s.semanticTokensFull,
		TextDocumentSemanticTokensRange: s.semanticTokensRange,
		TextDocumentDefinition:          s.definition,
	}
	h.SetInitialized(true)
	return h
}

// invalidParams is the error for a request whose parameters name
// something that is not there (an unknown document, a position past its
// end).
func invalidParams(format string, args ...any) error {
	return &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: fmt.Sprintf(format, args...)}
}

// isCancelled reports errors that mean the connection is going away.
func isCancelled(err error) bool {
	return err != nil && (errors.Is(err, context.Canceled) || strings.Contains(err.Error(), "closed"))
}
