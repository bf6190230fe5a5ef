package lsp

import (
	"context"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/checkcache"
	"github.com/accls/accls/source"
)

// snapshot is one version of a document. It never changes once made;
// an edit makes a new one. Work derived from the text alone (the directive
// parse) is computed on first use and kept with the snapshot.
type snapshot struct {
	uri     protocol.DocumentUri
	path    string // file system path, or the URI when it has none
	langID  string
	version protocol.Integer
	mode    analysis.Mode // 0: not a language accls reads
	// cpp marks C++, whose directives are checked but whose code the C
	// front end cannot read.
	cpp  bool
	file *source.File

	parseOnce sync.Once
	dirs      []*analysis.Directive

	// quick is set on an edit's snapshot that quick.go reanalyses;
	// quicked is closed once it did (or gave up).
	quick     bool
	quicked   chan struct{}
	quickOnce sync.Once
}

// quickDone tells the full analysis that quick.go is done with snap.
func (snap *snapshot) quickDone() {
	snap.quickOnce.Do(func() { close(snap.quicked) })
}

func newSnapshot(uri protocol.DocumentUri, langID string, version protocol.Integer, text []byte) *snapshot {
	path := uriPath(uri)
	return &snapshot{
		uri:     uri,
		path:    path,
		langID:  langID,
		version: version,
		mode:    modeFor(path, langID),
		cpp:     isCPlusPlus(path, langID),
		file:    source.NewFile(path, text),
		quicked: make(chan struct{}),
	}
}

// directives parses all the directives of the snapshot's text, once.
// Requests use it only while the analysis of the snapshot (which holds
// the same directives) is not done.
func (s *snapshot) directives() []*analysis.Directive {
	s.parseOnce.Do(func() {
		if s.mode != 0 {
			s.dirs = analysis.ParseDirectives(s.file, s.mode)
		}
	})
	return s.dirs
}

// parseRegion parses the directives on the lines that [start, end]
// touches, widened over continuation lines. The text before the region is
// blanked but keeps its newlines, so offsets, lines and columns in the
// result are the document's own.
func (s *snapshot) parseRegion(start, end int) []*analysis.Directive {
	if s.mode == 0 {
		return nil
	}
	return analysis.ParseDirectives(s.regionFile(s.region(start, end)), s.mode)
}

// region widens [start, end] to whole lines and over continuation lines,
// returning the offsets of the first line's start and the last line's end.
func (s *snapshot) region(start, end int) (ls, le int) {
	f := s.file
	cont := byte('\\')
	if s.mode != analysis.ModeC {
		cont = '&'
	}
	first, last := f.Pos(start).Line, f.Pos(end).Line
	for first > 1 && endsWith(f, first-2, cont) {
		first--
	}
	for last < f.LineCount() && endsWith(f, last-1, cont) {
		last++
	}
	ls, _ = lineBounds(f, first-1)
	_, le = lineBounds(f, last-1)
	return ls, le
}

// regionFile is the text up to le with everything before ls blanked but
// its newlines, so that offsets, lines and columns in what is parsed
// from it are the document's own.
func (s *snapshot) regionFile(ls, le int) *source.File {
	f := s.file
	text := make([]byte, le)
	for i, c := range f.Text[:ls] {
		if c == '\n' {
			text[i] = '\n'
		} else {
			text[i] = ' '
		}
	}
	copy(text[ls:], f.Text[ls:le])
	return source.NewFile(s.path, text)
}

// endsWith reports whether the 0-based line ends with c before blanks.
func endsWith(f *source.File, line int, c byte) bool {
	s, e := lineBounds(f, line)
	for e > s && (f.Text[e-1] == ' ' || f.Text[e-1] == '\t') {
		e--
	}
	return e > s && f.Text[e-1] == c
}

// modeFor decides how to read a document: a Fortran file's extension tells
// free from fixed form; otherwise the client's language id decides, and
// the extension when the id says nothing.
func modeFor(path, langID string) analysis.Mode {
	byExt, extOK := analysis.ModeFor(path)
	id := strings.ToLower(langID)
	switch {
	case strings.Contains(id, "fortran"):
		if extOK && byExt != analysis.ModeC {
			return byExt
		}
		if strings.Contains(id, "fixed") {
			return analysis.ModeFortranFixed
		}
		return analysis.ModeFortranFree
	case id == "c" || id == "cpp" || id == "cuda-cpp" || id == "objective-c" || id == "objective-cpp":
		return analysis.ModeC
	}
	if extOK {
		return byExt
	}
	return 0
}

func isCPlusPlus(path, langID string) bool {
	switch strings.ToLower(langID) {
	case "cpp", "cuda-cpp", "objective-cpp":
		return true
	case "c":
		return false
	}
	switch filepath.Ext(path) {
	case ".cc", ".cpp", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".C", ".H", ".ii":
		return true
	}
	return false
}

// uriPath turns a file: URI into a path; other URIs stay as they are.
func uriPath(uri protocol.DocumentUri) string {
	u, err := url.Parse(string(uri))
	if err != nil || u.Scheme != "file" {
		return string(uri)
	}
	return filepath.FromSlash(u.Path)
}

// pathURI turns a path into a file: URI.
func pathURI(path string) protocol.DocumentUri {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return protocol.DocumentUri((&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String())
}

// document is an open document: its newest snapshot, its newest completed
// analysis, and the worker that keeps the analysis current.
type document struct {
	mu     sync.Mutex
	snap   *snapshot
	result *result // nil until the first analysis completes

	wake chan struct{} // a new snapshot (or new settings) to analyse
	// quickWake tells quick.go's loop of a new snapshot.
	quickWake chan struct{}
	// refused is set when a whole-document request was turned away while
	// the document was analysed; the client is asked to refresh after.
	refused atomic.Bool
	// keepNext asks that the next full analysis be kept on disk
	// (kept.go): set when the document is opened or saved.
	keepNext atomic.Bool
	// kept is the file's entry read back (kept.go) when keptRead, until
	// the document's first analysis; keptDrops counts dropKept, so that a
	// reading that a drop overtook is not kept (guarded by mu).
	kept      *checkcache.Kept
	keptRead  bool
	keptDrops int
	cancel    context.CancelFunc
	// abort cancels the analysis in flight, if any: a new snapshot makes
	// its result useless (guarded by mu).
	abort context.CancelFunc

	// pubMu orders the publications of previews (preview.go) and of
	// analyses; pub is the last one sent.
	pubMu sync.Mutex
	pub   published
}

func (d *document) latest() *snapshot {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.snap
}

// current returns the newest analysis when it was made from the newest
// snapshot, or nil: positions in an older one may no longer match.
func (d *document) current() (*snapshot, *result) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.result != nil && d.result.snap == d.snap {
		return d.snap, d.result
	}
	return d.snap, nil
}

// poke tells the worker there is something new to analyse; pokes that
// arrive while one is pending merge into it.
func (d *document) poke() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

func (d *document) stop() {
	if d.cancel != nil {
		d.cancel()
	}
}

// doc returns the open document for uri or an error fit for the client.
func (s *Server) doc(uri protocol.DocumentUri) (*document, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d, ok := s.docs[uri]
	if !ok {
		return nil, invalidParams("document %s is not open", uri)
	}
	return d, nil
}
