package analysis

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/accls/accls/source"
)

// Results on disk (issue 16). A full analysis of a big file costs the C
// front end's reading of every function, in every process: `accls check`
// run again after an edit in one function read them all again. Save
// writes what Reanalyse reads of a full analysis (its text, diagnostics,
// shape, limits and the per-function facts PrepareIncremental computes),
// and Load reads it back as a Result that serves as Reanalyse's prev in
// another process. What decides that an entry still applies (the files
// the front end read, the configuration) is the caller's: the check
// cache (internal/checkcache).

// savedVersion changes when the layout or meaning of a saved result does.
const savedVersion = 1

type savedResult struct {
	Version        int
	Name           string
	Text           []byte
	Mode           Mode
	Options        string // Options.Key
	Diags, Core    []source.Diagnostic
	Usable         bool
	Funcs          []savedFunc
	Skipped        []savedSpan
	Editable       []savedEdited
	Routines       []int
	Defined, Named []string
	Joins          map[string][]string
	Blanks         []savedBlank
	Model, Trans   []source.Diagnostic // limitParts
	TransKnown     bool
	// Slices are the old text's slices analysed so far, by sliceID: the
	// next edit in one of those functions analyses only its new slice.
	Slices map[string]savedSlice
}

type savedSlice struct {
	Core, Model, Trans []source.Diagnostic
	TransKnown         bool
}

// slicesKept bounds the old slices a saved result carries.
const slicesKept = 64

type savedFunc struct {
	Name                           string
	Valid, HasBody                 bool
	Start, End, BodyStart, BodyEnd int
}

type savedSpan struct{ Start, End int }

type savedEdited struct {
	Name             string
	HasSym           bool
	Start, Open, End int
}

type savedBlank struct {
	Known    bool // false: the function's braces are not in the text
	Keep     []savedSpan
	AfterDir bool
}

// Key names o, for the file called name, as far as it changes an
// analysis: the mode it reads the file in, the translator hook by its
// presence (the build that saved a result is the cache's to compare).
func (o Options) Key(name string) string {
	o.Mode = o.mode(&source.File{Name: name})
	tr := o.Translator != nil
	o.Translator = nil
	return fmt.Sprintf("%t %#v", tr, o)
}

// Save encodes what Reanalyse reads of r for Load in another process,
// with the old text's slices Reanalyse analysed since. It fails for a
// result that is neither a full analysis of a C file nor one Load gave.
// A file no slice can stand for is saved with its diagnostics alone:
// Reanalyse then declines every edit of it.
func (r *Result) Save() ([]byte, error) {
	if r == nil || r.inc == nil || r.inc.core == nil || (r.model == nil && !r.inc.loaded) {
		return nil, errors.New("not a full analysis")
	}
	s := savedResult{Version: savedVersion, Name: r.file.Name, Text: r.file.Text, Mode: r.mode,
		Options: r.inc.core.opts.Key(r.file.Name), Diags: r.diags, Core: r.inc.core.diags}
	if err := r.saveShape(&s); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&s); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// saveShape fills s with r's shape and what PrepareIncremental computes
// of it, when slices can stand for r's file.
func (r *Result) saveShape(s *savedResult) error {
	sh := r.shape()
	if !sh.usable {
		return nil
	}
	r.PrepareIncremental()
	lim := r.limits()
	if lim == nil {
		return errors.New("the translator's limits are unknown")
	}
	s.Usable, s.Routines = true, sh.routines
	s.Defined, s.Named = slices.Sorted(maps.Keys(r.definedFuncs())), slices.Sorted(maps.Keys(r.namedOutsideFuncs()))
	s.Joins, s.Model, s.Trans, s.TransKnown = r.deviceJoins(), lim.model, lim.trans, lim.transKnown
	for _, g := range sh.funcs {
		s.Funcs = append(s.Funcs, savedFunc{g.name, g.valid, g.hasBody, g.start, g.end, g.bodyStart, g.bodyEnd})
	}
	for _, k := range sh.skipped {
		s.Skipped = append(s.Skipped, savedSpan{k.start, k.end})
	}
	for _, fn := range sh.editable {
		s.Editable = append(s.Editable, savedEdited{fn.name, fn.hasSym, fn.start, fn.open, fn.end})
	}
	for _, b := range r.funcBlanks() {
		s.Blanks = append(s.Blanks, savedBlankOf(b))
	}
	s.Slices = r.savedSlices()
	return nil
}

// savedSlices are the old slices analysed so far, slicesKept at most.
func (r *Result) savedSlices() map[string]savedSlice {
	r.inc.mu.Lock()
	defer r.inc.mu.Unlock()
	out := map[string]savedSlice{}
	for id, sl := range r.inc.slices {
		if len(out) == slicesKept {
			break
		}
		out[id] = savedSlice{Core: sl.core, Model: sl.lim.model, Trans: sl.lim.trans, TransKnown: sl.lim.transKnown}
	}
	return out
}

func savedBlankOf(b *funcBlank) savedBlank {
	if b == nil {
		return savedBlank{}
	}
	out := savedBlank{Known: true, AfterDir: b.afterDir}
	for _, k := range b.keep {
		out.Keep = append(out.Keep, savedSpan{k.start, k.end})
	}
	return out
}

// Load reads back a result Save wrote, analysed with opts. The result has
// the file as it was then, its diagnostics, and what Reanalyse reads;
// no directives and no model.
func Load(data []byte, opts Options) (*Result, error) {
	var s savedResult
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&s); err != nil {
		return nil, err
	}
	f := source.NewFile(s.Name, s.Text)
	key := opts.Key(f.Name)
	opts.Mode = opts.mode(f)
	switch {
	case s.Version != savedVersion:
		return nil, errors.New("saved by another version")
	case s.Options != key:
		return nil, errors.New("saved with other options")
	case len(s.Blanks) != len(s.Funcs):
		return nil, errors.New("damaged")
	}
	inc := &incState{core: &checked{opts: opts, diags: s.Core}, loaded: true}
	if !s.Usable {
		inc.shape.set(&incShape{})
		return &Result{file: f, mode: s.Mode, diags: s.Diags, inc: inc}, nil
	}
	inc.slices = s.slices()
	inc.shape.set(s.shape())
	inc.lim.set(&limitParts{model: s.Model, trans: s.Trans, transKnown: s.TransKnown})
	inc.joins.set(s.Joins)
	inc.defined.set(setOf(s.Defined))
	inc.named.set(setOf(s.Named))
	inc.blanks.set(s.blanks())
	return &Result{file: f, mode: s.Mode, diags: s.Diags, inc: inc}, nil
}

func (s *savedResult) shape() *incShape {
	sh := &incShape{usable: true, routines: s.Routines}
	for _, g := range s.Funcs {
		sh.funcs = append(sh.funcs, baseFunc{name: g.Name, valid: g.Valid, start: g.Start, end: g.End,
			hasBody: g.HasBody, bodyStart: g.BodyStart, bodyEnd: g.BodyEnd})
	}
	for _, k := range s.Skipped {
		sh.skipped = append(sh.skipped, span{k.Start, k.End})
	}
	for _, fn := range s.Editable {
		sh.editable = append(sh.editable, &editedFunc{name: fn.Name, hasSym: fn.HasSym, start: fn.Start, open: fn.Open, end: fn.End})
	}
	return sh
}

func (s *savedResult) slices() map[string]*sliceRun {
	out := map[string]*sliceRun{}
	for id, sl := range s.Slices {
		out[id] = &sliceRun{core: sl.Core, lim: &limitParts{model: sl.Model, trans: sl.Trans, transKnown: sl.TransKnown}}
	}
	return out
}

func (s *savedResult) blanks() []*funcBlank {
	out := make([]*funcBlank, len(s.Blanks))
	for i, b := range s.Blanks {
		if !b.Known {
			continue
		}
		fb := &funcBlank{afterDir: b.AfterDir}
		for _, k := range b.Keep {
			fb.keep = append(fb.keep, span{k.Start, k.End})
		}
		out[i] = fb
	}
	return out
}

func setOf(names []string) map[string]bool {
	out := make(map[string]bool, len(names))
	for _, n := range names {
		out[n] = true
	}
	return out
}
