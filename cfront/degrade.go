package cfront

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// maxAttempts bounds the translations of one file: each failed one leaves
// out at least one more part, and a file with more broken items than this
// is not worth reading piecewise.
const maxAttempts = 24

// Stages of leaving out a top-level item, each tried when the one before
// did not make the error go away.
const (
	keptWhole     = iota
	leftBody      // a function's body: its prototype stays declared
	leftDeclaring // the whole item, with "int name();" in its place
	leftWhole     // the whole item
)

// recovery is the state of reading one file piecewise: the text cc is
// given (items left out are blanked, so offsets never move and positions
// in the tree are positions in the file) and what was left out.
type recovery struct {
	u      *Unit
	text   []byte
	pre    *preludeUse // the header prelude the text is read after, or nil
	chunks []chunk
	layout bool        // chunks were split by the file's layout
	stage  map[int]int // chunk start → how much of it is left out
	// missingHeader is set once an #include was not found: the errors
	// that follow may be its consequences, so they are notes.
	missingHeader bool
	// lostNames are the names of the declarations left out whole: an
	// undeclared one of them elsewhere is a consequence, not an error.
	lostNames map[string]int // name → start of the item
	firstErr  ccError
}

// translateDegrading translates u's file, leaving out what cc cannot
// read: an #include that is not found, then the function body, function
// or declaration an error lies in. Each error in the file is reported at
// its place, as a C compiler would (c-error); the rest of the file is
// analysed. The file's directive prefix is read from the header prelude
// cache when it can be (prelude.go); where the prelude's translation
// meets an error in a header, the file is read whole instead, so that
// what follows is as without the cache.
func translateDegrading(u *Unit, cfg *cc.Config, predefined string, opts Options) *cc.AST {
	f := u.File
	if !headerCacheOff(opts) {
		if end, lines := directivePrefix(f.Text); end > 0 {
			if pre := preludeFor(cfg, predefined, f.Name, directiveText(f.Text, lines)); pre != nil {
				notes, skipped := u.Notes, u.Skipped
				use := pre.use(f.Text, f.Text[end:])
				if ast, ok := degrade(u, cfg, predefined, use, blankPrefix(f.Text, end, lines, pre.keep)); ok {
					u.prelude = pre
					preludeUses.Add(1)
					return ast
				}
				u.Notes, u.Skipped, u.pragmaOps = notes, skipped, nil
				pre.markBroken()
			}
		}
	}
	ast, _ := degrade(u, cfg, predefined, nil, append([]byte{}, f.Text...))
	return ast
}

// degrade translates text (the file's, or with its prefix blanked after
// the prelude pre). With a prelude, it gives up (false) on an error in
// a header or on failing, which the file read whole must decide.
func degrade(u *Unit, cfg *cc.Config, predefined string, pre *preludeUse, text []byte) (*cc.AST, bool) {
	f := u.File
	r := &recovery{u: u, text: text, pre: pre, chunks: splitChunks(f.Text, false), stage: map[int]int{}}
	r.markPragmaOperators()
	// A malformed #include is left out before cc sees it: cc's parser
	// can loop forever after one (modernc.org/cc/v4 v4.31.0).
	for i, ch := range r.chunks {
		if ch.kind != chunkPreproc {
			continue
		}
		if why := malformedInclude(string(f.Text[ch.start:ch.end])); why != "" {
			r.leaveOut(i, ch.start, why)
			r.report(ch.start, why, i)
		}
	}
	for attempt := 0; attempt < maxAttempts; attempt++ {
		// After a failure, parse first: it is cheaper than a translation,
		// and a syntax error makes the type checker's errors noise. Most
		// files translate at once, so the first attempt does not.
		var err error
		if attempt > 0 {
			err = parseOnly(cfg, predefined, f.Name, r.text, pre)
		}
		typeErrors := false
		if err == nil {
			var ast *cc.AST
			if ast, err = translate(cfg, predefined, f.Name, r.text, pre, &u.headerPragmas); err == nil {
				// What cc read from the prelude must be what the headers
				// gave (prelude_verify.go).
				return ast, pre == nil || pre.faithful(ast, f.Name)
			}
			typeErrors = attempt > 0 || parseOnly(cfg, predefined, f.Name, r.text, pre) == nil
		}
		errs := ccErrors(err)
		if pre != nil && inHeader(errs, f.Name) {
			return nil, false
		}
		if !r.step(errs, typeErrors) {
			break
		}
	}
	if pre != nil {
		return nil, false
	}
	r.fail()
	return nil, true
}

// inHeader reports whether one of errs lies outside the file and the
// front end's own sources.
func inHeader(errs []ccError, main string) bool {
	for _, e := range errs {
		switch e.file {
		case main, "", "<predefined>", "<builtin>", "<end>", pragmaOpSource:
		default:
			return true
		}
	}
	return false
}

// step leaves out the parts of the file errs lie in and reports whether
// it left out anything more.
func (r *recovery) step(errs []ccError, typeErrors bool) bool {
	f := r.u.File
	if r.firstErr.msg == "" && len(errs) > 0 {
		r.firstErr = errs[0]
	}
	// A missing header stops cc's preprocessor: what follows is noise.
	progress := false
	for _, e := range errs {
		if e.file != f.Name || !strings.Contains(e.msg, "include file not found") {
			continue
		}
		off := f.OffsetOf(e.line, e.col)
		if i := chunkAt(r.chunks, off); r.leaveOut(i, off, e.msg) {
			r.report(off, e.msg, i)
			r.missingHeader = true
			progress = true
		}
	}
	if progress {
		return true
	}
	var inMain []ccError
	foreign := false
	for _, e := range errs {
		switch e.file {
		case f.Name:
			inMain = append(inMain, e)
		case "", "<predefined>", "<builtin>", "<end>", "_Pragma_":
		default:
			foreign = true
		}
	}
	if len(inMain) == 0 && foreign {
		return r.dropHeaderIncludes(errs[0].msg)
	}
	// A missing '}' shows as an error at the end of the file, or in the
	// function after it: the file's layout tells where it is missing.
	if r.leaveUnclosed() {
		return true
	}
	// Parse errors cascade, so only the first is trusted; the type
	// checker's errors are independent and all count, the first of each
	// item only (the others are mostly its consequences).
	seen := map[int]bool{}
	for k, e := range inMain {
		if k > 0 && !typeErrors {
			break
		}
		off := f.OffsetOf(e.line, e.col)
		i := chunkAt(r.chunks, off)
		if seen[i] {
			continue
		}
		seen[i] = true
		if r.leaveOut(i, off, e.msg) {
			r.report(off, e.msg, i)
			progress = true
		}
	}
	return progress
}

// dropHeaderIncludes leaves out the file's own includes of a header it
// could not read, quoted ones first.
func (r *recovery) dropHeaderIncludes(msg string) bool {
	why := "a header it includes could not be read: " + cleanCCMessage(msg)
	for _, quoted := range []bool{true, false} {
		dropped := false
		for i, ch := range r.chunks {
			line := string(r.u.File.Text[ch.start:ch.end])
			if ch.kind != chunkPreproc || !isIncludeLine(line) || quoted && !strings.Contains(line, "\"") {
				continue
			}
			if r.leaveOut(i, ch.start, why) {
				r.u.note(r.u.File.Range(ch.start, ch.start), why+"; the analysis goes on without it")
				dropped = true
			}
		}
		if dropped {
			return true
		}
	}
	return false
}

func isIncludeLine(line string) bool {
	return strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "#")), "include")
}

// leaveOut blanks the next stage of chunk i, where an error at off lies:
// the body of a function when the error is in it, else the whole item. It
// reports whether it blanked anything more.
func (r *recovery) leaveOut(i, off int, why string) bool {
	if i < 0 {
		return false
	}
	ch := r.chunks[i]
	st := r.stage[ch.start]
	f := r.u.File
	next := leftWhole
	switch {
	case st >= leftWhole:
		return false
	case st == keptWhole && ch.kind == chunkFunc && ch.bodyStart > ch.start && off >= ch.bodyStart:
		next = leftBody
	case st < leftDeclaring && ch.kind == chunkFunc:
		next = leftDeclaring
	}
	r.stage[ch.start] = next
	sk := Skipped{Range: f.Range(ch.start, ch.end), Reason: cleanCCMessage(why)}
	if ch.kind == chunkFunc {
		sk.Func = ch.name
	}
	switch next {
	case leftBody:
		// "T f(params) { ... }" becomes "T f(params) ;": the function
		// stays declared, so its routine directive and its calls keep it.
		blank(r.text, ch.bodyStart, ch.end)
		r.text[ch.bodyStart] = ';'
		sk.Range = f.Range(ch.bodyStart, ch.end)
	case leftDeclaring:
		blank(r.text, ch.start, ch.end)
		r.declareInPlace(ch)
	default:
		r.loseNames(ch)
		blank(r.text, ch.start, ch.end)
	}
	r.setSkipped(sk)
	return true
}

// loseNames remembers the names a declaration left out whole may declare:
// its identifiers outside brackets, a lexical guess that errs on the
// side of more names.
func (r *recovery) loseNames(ch chunk) {
	if ch.kind == chunkPreproc {
		return
	}
	if r.lostNames == nil {
		r.lostNames = map[string]int{}
	}
	text := r.text[ch.start:ch.end]
	for i := 0; i < len(text); {
		if !ctext.IsIdentByte(text[i]) || text[i] >= '0' && text[i] <= '9' {
			i++
			continue
		}
		j := i
		for j < len(text) && ctext.IsIdentByte(text[j]) {
			j++
		}
		if _, ok := r.lostNames[string(text[i:j])]; !ok {
			r.lostNames[string(text[i:j])] = ch.start
		}
		i = j
	}
}

// declareInPlace writes "int name();" over a blanked function whose
// declarator cc cannot read, with the name where it was, so that calls
// to it elsewhere are not errors too (C89's implicit declaration).
func (r *recovery) declareInPlace(ch chunk) {
	end := ch.nameOff + len(ch.name)
	if ch.name == "" || ch.nameOff-ch.start < len("int ") || end+len("();") > ch.end {
		return
	}
	copy(r.text[ch.start:], "int")
	copy(r.text[ch.nameOff:], ch.name)
	copy(r.text[end:], "();")
}

// setSkipped records sk, replacing an earlier, smaller part of the same
// item.
func (r *recovery) setSkipped(sk Skipped) {
	for k, old := range r.u.Skipped {
		if sk.Range.Start.Offset <= old.Range.Start.Offset && old.Range.End.Offset <= sk.Range.End.Offset {
			r.u.Skipped[k] = sk
			return
		}
	}
	r.u.Skipped = append(r.u.Skipped, sk)
}

// fail gives up on the file: nothing of it is analysed.
func (r *recovery) fail() {
	u := r.u
	u.Skipped = []Skipped{{Range: u.File.Range(0, len(u.File.Text)), Reason: r.firstErr.msg}}
	u.Notes = nil
	e := r.firstErr
	if e.file == u.File.Name && !r.missingHeader {
		off := u.File.OffsetOf(e.line, e.col)
		u.cError(u.File.Range(off, tokenEnd(u.File.Text, off)), cleanCCMessage(e.msg),
			source.Note{File: u.File.Name, Range: u.File.Range(0, 0), Message: "the C front end could not read the rest of this file; only directive-level checks ran"})
		return
	}
	u.note(u.File.Range(0, 0), "the C front end could not read this file ("+cleanCCMessage(e.msg)+"); only directive-level checks ran")
}
