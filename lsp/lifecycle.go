package lsp

import (
	"encoding/json"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"
)

// clientCaps is the part of the client's capabilities the server uses,
// read from the raw initialize parameters because glsp's 3.16 types lack
// the 3.17 ones (inlay hints).
type clientCaps struct {
	Workspace struct {
		InlayHint struct {
			RefreshSupport bool `json:"refreshSupport"`
		} `json:"inlayHint"`
		SemanticTokens struct {
			RefreshSupport bool `json:"refreshSupport"`
		} `json:"semanticTokens"`
	} `json:"workspace"`
	TextDocument struct {
		Hover struct {
			ContentFormat []string `json:"contentFormat"`
		} `json:"hover"`
		DocumentSymbol struct {
			Hierarchical bool `json:"hierarchicalDocumentSymbolSupport"`
		} `json:"documentSymbol"`
		Completion struct {
			CompletionItem struct {
				SnippetSupport bool `json:"snippetSupport"`
			} `json:"completionItem"`
		} `json:"completion"`
	} `json:"textDocument"`
}

// serverCapabilities adds LSP 3.17's inlay hints to glsp's 3.16 set.
type serverCapabilities struct {
	protocol.ServerCapabilities
	InlayHintProvider bool `json:"inlayHintProvider,omitempty"`
}

type initializeResult struct {
	Capabilities serverCapabilities                   `json:"capabilities"`
	ServerInfo   *protocol.InitializeResultServerInfo `json:"serverInfo,omitempty"`
}

func (s *Server) initialize(ctx *glsp.Context, params *protocol.InitializeParams) (any, error) {
	var raw struct {
		Capabilities clientCaps `json:"capabilities"`
	}
	_ = json.Unmarshal(ctx.Params, &raw) // the typed decode already succeeded
	c := raw.Capabilities
	s.mu.Lock()
	s.client = clientInfo{
		inlayHintRefresh: c.Workspace.InlayHint.RefreshSupport,
		semanticRefresh:  c.Workspace.SemanticTokens.RefreshSupport,
		hierarchicalSyms: c.TextDocument.DocumentSymbol.Hierarchical,
		snippets:         c.TextDocument.Completion.CompletionItem.SnippetSupport,
	}
	for _, f := range c.TextDocument.Hover.ContentFormat {
		if f == string(protocol.MarkupKindMarkdown) {
			s.client.markdown = true
		}
	}
	if params.InitializationOptions != nil {
		if err := s.settings.merge(params.InitializationOptions); err != nil {
			s.logf("initializationOptions: %v", err)
		}
	}
	s.state = stateRunning
	s.mu.Unlock()

	yes := true
	change := protocol.TextDocumentSyncKindIncremental
	version := s.opts.Version
	caps := serverCapabilities{
		ServerCapabilities: protocol.ServerCapabilities{
			TextDocumentSync: protocol.TextDocumentSyncOptions{
				OpenClose: &yes,
				Change:    &change,
				Save:      &protocol.SaveOptions{IncludeText: new(bool)},
			},
			HoverProvider: true,
			CompletionProvider: &protocol.CompletionOptions{
				// '(' and ',' and ':' open lists, modifiers and operators.
				TriggerCharacters: []string{" ", "(", ",", ":"},
			},
			CodeActionProvider: protocol.CodeActionOptions{
				CodeActionKinds: []protocol.CodeActionKind{protocol.CodeActionKindQuickFix, protocol.CodeActionKindRefactorRewrite},
			},
			DocumentSymbolProvider: true,
			DefinitionProvider:     true,
			SemanticTokensProvider: protocol.SemanticTokensOptions{
				Legend: semanticLegend,
				Full:   true,
				Range:  true,
			},
		},
		InlayHintProvider: true,
	}
	return initializeResult{
		Capabilities: caps,
		ServerInfo:   &protocol.InitializeResultServerInfo{Name: "accls", Version: &version},
	}, nil
}

func (s *Server) shutdown(*glsp.Context) error {
	s.mu.Lock()
	s.state = stateShutdown
	for _, d := range s.docs {
		d.stop()
	}
	s.mu.Unlock()
	return nil
}
