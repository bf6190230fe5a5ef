package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"
)

// maxAttempts bounds the translations of one file: each failed one blanks
// at least one more item, and a file with more broken items than this is
// not worth reading piecewise.
const maxAttempts = 24

// translateDegrading translates u's file, blanking out what cc cannot
// read: an #include that is not found, then the top-level item (function
// or declaration) an error lies in. Offsets never move, so positions in
// the tree are positions in the file.
func translateDegrading(u *Unit, cfg *cc.Config, predefined string) *cc.AST {
	f := u.File
	text := append([]byte(nil), f.Text...)
	chunks := splitChunks(f.Text)
	gone := map[int]bool{} // chunk index → blanked
	var first string
	drop := func(i int, why string) bool {
		if i < 0 || gone[i] {
			return false
		}
		gone[i] = true
		ch := chunks[i]
		blank(text, ch.start, ch.end)
		sk := Skipped{Range: f.Range(ch.start, ch.end), Reason: why}
		if ch.kind == chunkFunc {
			sk.Func = ch.name
		}
		u.Skipped = append(u.Skipped, sk)
		r := f.Range(ch.start, ch.start)
		switch ch.kind {
		case chunkFunc:
			r = f.Range(ch.nameOff, ch.nameOff+len(ch.name))
			u.note(r, fmt.Sprintf("function '%s' is not analysed: %s", ch.name, why))
		case chunkPreproc:
			u.note(r, fmt.Sprintf("%s; the analysis goes on without it", why))
		default:
			u.note(r, fmt.Sprintf("this declaration is left out of the analysis: %s", why))
		}
		return true
	}
	// A malformed #include is left out before cc sees it: cc's parser
	// can loop forever after one (modernc.org/cc/v4 v4.31.0).
	for i, ch := range chunks {
		if ch.kind != chunkPreproc {
			continue
		}
		if why := malformedInclude(string(f.Text[ch.start:ch.end])); why != "" {
			drop(i, why)
		}
	}
	for attempt := 0; attempt < maxAttempts; attempt++ {
		// After a failure, parse first: it is cheaper than a translation,
		// and a syntax error makes the type checker's errors noise. Most
		// files translate at once, so the first attempt does not.
		var err error
		if attempt > 0 {
			err = parseOnly(cfg, predefined, f.Name, text)
		}
		typeErrors := false
		if err == nil {
			var ast *cc.AST
			if ast, err = translate(cfg, predefined, f.Name, text, &u.headerPragmas); err == nil {
				return ast
			}
			typeErrors = attempt > 0 || parseOnly(cfg, predefined, f.Name, text) == nil
		}
		errs := ccErrors(err)
		if first == "" && len(errs) > 0 {
			first = errs[0].msg
		}
		progress := false
		// A missing header stops cc's preprocessor: what follows is noise.
		if miss := missingIncludes(errs, f.Name); len(miss) > 0 {
			for _, e := range miss {
				if drop(chunkAt(chunks, f.OffsetOf(e.line, e.col)), e.msg) {
					progress = true
				}
			}
			if progress {
				continue
			}
		}
		var inMain []ccError
		foreign := false
		for _, e := range errs {
			switch e.file {
			case f.Name:
				inMain = append(inMain, e)
			case "", "<predefined>", "<builtin>", "<end>":
			default:
				foreign = true
			}
		}
		if len(inMain) == 0 && foreign {
			// An error in a header the file includes: leave out the
			// file's own includes of it, quoted ones first.
			progress = dropIncludes(chunks, f.Text, drop, func(line string) bool {
				return strings.Contains(line, "\"")
			}, "a header it includes could not be read: "+errs[0].msg)
			if !progress {
				progress = dropIncludes(chunks, f.Text, drop, func(string) bool { return true },
					"a header it includes could not be read: "+errs[0].msg)
			}
		}
		// Parse errors cascade, so only the first is trusted; the type
		// checker's errors are independent and all count.
		for i, e := range inMain {
			if i > 0 && !typeErrors {
				break
			}
			if drop(chunkAt(chunks, f.OffsetOf(e.line, e.col)), e.msg) {
				progress = true
			}
		}
		if !progress {
			break
		}
	}
	u.Skipped = []Skipped{{Range: u.File.Range(0, len(u.File.Text)), Reason: first}}
	u.Notes = nil
	u.note(u.File.Range(0, 0), fmt.Sprintf("the C front end could not read this file (%s); only directive-level checks ran", first))
	return nil
}

// malformedInclude returns why an #include line has no usable file name,
// or "". (A missing file is left to cc, which reports only the includes
// its conditionals keep; a malformed one makes cc's parser loop.)
func malformedInclude(line string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "#"))
	switch {
	case strings.HasPrefix(rest, "include_next"):
		rest = rest[len("include_next"):]
	case strings.HasPrefix(rest, "include"):
		rest = rest[len("include"):]
	default:
		return ""
	}
	if rest != "" && isIdentByte(rest[0]) {
		return "" // #includefoo is another directive
	}
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.Index(rest, "/*"); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimSpace(rest)
	switch {
	case rest == "":
		return "#include without a file name"
	case rest[0] == '"' && strings.Count(rest, "\"") < 2, rest[0] == '<' && !strings.Contains(rest, ">"):
		return "#include with an unterminated file name"
	}
	return ""
}

func missingIncludes(errs []ccError, main string) []ccError {
	var out []ccError
	for _, e := range errs {
		if e.file == main && strings.Contains(e.msg, "include file not found") {
			out = append(out, e)
		}
	}
	return out
}

func dropIncludes(chunks []chunk, text []byte, drop func(int, string) bool, which func(string) bool, why string) bool {
	dropped := false
	for i, ch := range chunks {
		if ch.kind != chunkPreproc {
			continue
		}
		line := string(text[ch.start:ch.end])
		if !strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), "#")), "include") || !which(line) {
			continue
		}
		if drop(i, why) {
			dropped = true
		}
	}
	return dropped
}
