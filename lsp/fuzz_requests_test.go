package lsp

import (
	"encoding/json"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// request sends one request at a random place of the current text and
// checks the answer: no error (the test client fails on any, internal
// errors included), a shape the protocol allows, positions in the
// document. glsp handles messages in order, so the answer is about the
// text the client has now.
func (s *fuzzSession) request() {
	e := s.ed
	doc := protocol.TextDocumentIdentifier{URI: s.uri}
	at := protocol.TextDocumentPositionParams{TextDocument: doc, Position: e.position(e.offset(e.r.Intn(4)))}
	a, b := e.offset(e.r.Intn(4)), e.offset(e.r.Intn(4))
	rng := protocol.Range{Start: e.position(min(a, b)), End: e.position(max(a, b))}
	var method string
	var params, typed any
	switch e.r.Intn(8) {
	case 0:
		method, params, typed = "textDocument/hover", protocol.HoverParams{TextDocumentPositionParams: at}, &protocol.Hover{}
	case 1:
		method, params, typed = "textDocument/completion", protocol.CompletionParams{TextDocumentPositionParams: at}, &protocol.CompletionList{}
	case 2:
		method, params, typed = methodInlayHint, inlayHintParams{TextDocument: doc, Range: rng}, &[]inlayHint{}
	case 3:
		method, params, typed = "textDocument/semanticTokens/full", protocol.SemanticTokensParams{TextDocument: doc}, &protocol.SemanticTokens{}
	case 4:
		method, params, typed = "textDocument/semanticTokens/range", protocol.SemanticTokensRangeParams{TextDocument: doc, Range: rng}, &protocol.SemanticTokens{}
	case 5:
		method, params, typed = "textDocument/codeAction", protocol.CodeActionParams{TextDocument: doc, Range: rng,
			Context: protocol.CodeActionContext{Diagnostics: []protocol.Diagnostic{}}}, &[]protocol.CodeAction{}
	case 6:
		method, params, typed = "textDocument/definition", protocol.DefinitionParams{TextDocumentPositionParams: at}, &protocol.Location{}
	default:
		method, params, typed = "textDocument/documentSymbol", protocol.DocumentSymbolParams{TextDocument: doc}, &[]protocol.SymbolInformation{} // the test client asks for no hierarchy
	}
	var raw json.RawMessage
	s.c.call(method, params, &raw)
	s.checkAnswer(method, raw, typed)
}

// checkAnswer decodes an answer into its protocol type and checks its
// positions against the current text.
func (s *fuzzSession) checkAnswer(method string, raw json.RawMessage, typed any) {
	if string(raw) == "null" {
		return // "no result" is a valid answer to every request sent
	}
	switch method {
	case "textDocument/completion":
		if len(raw) > 0 && raw[0] == '[' {
			typed = &[]protocol.CompletionItem{}
		}
	}
	if err := json.Unmarshal(raw, typed); err != nil {
		s.tb.Fatalf("%s: answer %s is not a %T: %v", method, raw, typed, err)
	}
	s.checkPositions(method, raw, s.ed.text)
	if toks, ok := typed.(*protocol.SemanticTokens); ok {
		s.checkTokens(method, toks.Data)
	}
}

// checkTokens decodes relative semantic tokens and requires each to lie
// on one line of the text with a type and modifiers of the legend.
func (s *fuzzSession) checkTokens(method string, data []protocol.UInteger) {
	if len(data)%5 != 0 {
		s.tb.Fatalf("%s: %d integers, not a multiple of 5", method, len(data))
	}
	lens := lineLengths(s.ed.text)
	line, ch := 0, 0
	for i := 0; i < len(data); i += 5 {
		if data[i] > 0 {
			line, ch = line+int(data[i]), 0
		}
		ch += int(data[i+1])
		if line >= len(lens) || ch+int(data[i+2]) > lens[line] || int(data[i+3]) >= len(semanticLegend.TokenTypes) || data[i+4]>>len(semanticLegend.TokenModifiers) != 0 {
			s.tb.Fatalf("%s: token %v at %d:%d is not in the document or not in the legend", method, data[i:i+5], line, ch)
		}
	}
}
