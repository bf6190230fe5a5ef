package cfront

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// C errors, reported as a C compiler's -fsyntax-only would: at their
// place, one for each item the front end had to leave out.

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     "c-error",
		Severity: source.Error,
		Title:    "the C code has an error",
		Help:     "Fix the C error (a C compiler reports it too). The part of the file it lies in is left out of the OpenACC analysis; the rest of the file is analysed.",
	})
}

// cError records a C error of the main file.
func (u *Unit) cError(r source.Range, msg string, notes ...source.Note) {
	u.Notes = append(u.Notes, source.Diagnostic{File: u.File.Name, Range: r, Severity: source.Error,
		Code: "c-error", Message: msg, Notes: notes})
}

// report says that the error msg at off made the front end leave out
// (part of) chunk i: an error at its place, with a note on what the
// analysis lost. After a missing header, errors are likely its
// consequences and are notes instead.
func (r *recovery) report(off int, msg string, i int) {
	f := r.u.File
	msg = cleanCCMessage(msg)
	at := f.Range(off, tokenEnd(f.Text, off))
	lost, lostAt := "the analysis goes on without it", f.Range(off, off)
	if i >= 0 {
		ch := r.chunks[i]
		lostAt = f.Range(ch.start, ch.start)
		switch {
		case ch.kind == chunkFunc && ch.name != "":
			lostAt = f.Range(ch.nameOff, ch.nameOff+len(ch.name))
			lost = fmt.Sprintf("function '%s' is left out of the OpenACC analysis", ch.name)
			if r.stage[ch.start] == leftBody {
				lost = fmt.Sprintf("the body of function '%s' is left out of the OpenACC analysis", ch.name)
			}
		case ch.kind != chunkPreproc:
			lost = "this declaration is left out of the OpenACC analysis"
		}
	}
	if r.missingHeader {
		r.u.note(at, msg+" (perhaps declared in the header that was not found); "+lost)
		return
	}
	if name, ok := strings.CutPrefix(msg, "use of undeclared identifier '"); ok && r.lostElsewhere(strings.TrimSuffix(name, "'"), i) {
		r.u.note(at, fmt.Sprintf("%s, declared by a declaration left out for its error; %s", msg, lost))
		return
	}
	r.u.cError(at, msg, source.Note{File: f.Name, Range: lostAt, Message: lost})
}

// ccSourceRef is the position in cc's own source that some of its
// messages end with: " (check.go:5317:check:)".
var ccSourceRef = regexp.MustCompile(`\s*\([a-z0-9_]+\.go:\d+:[^)]*\)\s*$`)

// ccUndefined is cc's message for an identifier nothing declares.
var ccUndefined = regexp.MustCompile(`^undefined: ([A-Za-z_$][A-Za-z0-9_$]*)$`)

// cleanCCMessage returns cc's message without cc's own source position,
// in a C compiler's words where cc's are terse.
func cleanCCMessage(msg string) string {
	msg = strings.TrimSpace(ccSourceRef.ReplaceAllString(msg, ""))
	switch {
	case strings.HasPrefix(msg, "TODO *cc.DeclarationSpecifiers missed/failed type check"):
		// cc's words for "struct s { ... } void f(...)" and the like.
		return "two or more data types in declaration specifiers (is a ';' missing after a struct, union or enum?)"
	case strings.HasPrefix(msg, "TODO "):
		return "this cannot be type-checked (" + strings.TrimPrefix(msg, "TODO ") + ")"
	}
	return ccUndefined.ReplaceAllString(msg, "use of undeclared identifier '$1'")
}

// tokenEnd returns the end of the token at off: a name or number, else
// one character.
func tokenEnd(text []byte, off int) int {
	if off >= len(text) {
		return off
	}
	j := off
	for j < len(text) && ctext.IsIdentByte(text[j]) {
		j++
	}
	if j == off && text[off] != '\n' {
		j++
	}
	return j
}

// lostElsewhere reports whether name may be declared by an item left out
// whole other than chunk i.
func (r *recovery) lostElsewhere(name string, i int) bool {
	at, ok := r.lostNames[name]
	return ok && (i < 0 || at != r.chunks[i].start)
}
