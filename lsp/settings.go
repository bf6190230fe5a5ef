package lsp

import (
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/cfront"
	"github.com/accls/accls/openclgen"
)

// Settings are what the client may configure, under "accls" in its
// settings (VS Code: accls.includePaths, ...) or directly in
// initializationOptions.
type Settings struct {
	IncludePaths []string `json:"includePaths,omitempty"`
	Defines      []string `json:"defines,omitempty"` // NAME or NAME=VALUE
	// CompileCommands is a compile_commands.json file or the folder that
	// holds one; empty: look in the file's folder and its parents (and
	// their build/ folders).
	CompileCommands string `json:"compileCommands,omitempty"`
	// DeviceType selects the device_type-specific rules ("" = any).
	DeviceType string `json:"deviceType,omitempty"`
	// Info adds info-level feedback, like `accls check --info`.
	Info bool `json:"info,omitempty"`
	// ReportUnsupported false leaves out the [unsupported] errors (valid
	// OpenACC accls compile cannot translate yet), like `accls check
	// --no-unsupported`; unset means true.
	ReportUnsupported *bool `json:"reportUnsupported,omitempty"`
}

// merge reads settings from a client value. Fields the value leaves out
// keep their current values.
func (st *Settings) merge(v any) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var wrapped struct {
		Accls json.RawMessage `json:"accls"`
	}
	if json.Unmarshal(data, &wrapped) == nil && len(wrapped.Accls) > 0 && string(wrapped.Accls) != "null" {
		data = wrapped.Accls
	}
	next := *st
	if st.ReportUnsupported != nil {
		v := *st.ReportUnsupported // unmarshal writes through the pointer: not into st
		next.ReportUnsupported = &v
	}
	if err := json.Unmarshal(data, &next); err != nil {
		return fmt.Errorf("accls settings: %v", err)
	}
	*st = next
	return nil
}

func (s *Server) didChangeConfiguration(_ *glsp.Context, p *protocol.DidChangeConfigurationParams) error {
	if p.Settings == nil {
		return nil
	}
	s.mu.Lock()
	err := s.settings.merge(p.Settings)
	s.mu.Unlock()
	if err != nil {
		s.showMessage(protocol.MessageTypeWarning, err.Error())
		return nil
	}
	cfront.ForgetCompileCommands()
	s.reanalyseAll()
	return nil
}

// analysisOptions are the settings in force for a file, with what its
// compile_commands.json entry adds (the C front end reads it).
func (s *Server) analysisOptions(path string) analysis.Options {
	s.mu.Lock()
	st := s.settings
	s.mu.Unlock()
	opts := analysis.Options{
		Frontend: cfront.Options{
			IncludePaths: append([]string(nil), st.IncludePaths...),
			Defines:      append([]string(nil), st.Defines...),
			// cfront reads the database and adds the file's entry;
			// untitled documents have no path, so no entry.
			CompileCommands:   st.CompileCommands,
			NoCompileCommands: !filepath.IsAbs(path),
		},
		Info:       st.Info,
		DeviceType: st.DeviceType,
	}
	opts.Translator = openclgen.Limits // what accls compile would refuse
	opts.NoUnsupported = st.ReportUnsupported != nil && !*st.ReportUnsupported
	return opts
}
