package cfront

import (
	"bytes"

	"github.com/accls/accls/internal/ctext"
)

// malformedInclude returns why an #include line (from its '#' to its
// end) has no usable file name, or "". (A missing file is left to cc,
// which reports only the includes its conditionals keep; a malformed one
// makes cc's parser loop.) Comments and splices may stand around the
// name; inside a "..." or <...> header name nothing is a comment (C11
// §6.4.7), so "dir//x.h" is whole.
func malformedInclude(line string) string {
	b := []byte(line)
	s := ctext.NewScanner(b, 1) // past the '#'
	verb := s.Next()
	if v := string(s.Text(verb)); verb.Kind != ctext.Ident || v != "include" && v != "include_next" {
		return ""
	}
	name := s.Next()
	if name.Kind == ctext.EOF {
		return "#include without a file name"
	}
	var closer byte
	switch b[name.Start] {
	case '"':
		closer = '"'
	case '<':
		closer = '>'
	default:
		return "" // a macro naming the file
	}
	if bytes.IndexByte(b[name.Start+1:], closer) < 0 {
		return "#include with an unterminated file name"
	}
	return ""
}
