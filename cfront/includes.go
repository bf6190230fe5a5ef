package cfront

import (
	"strings"

	"github.com/accls/accls/internal/ctext"
)

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
	if rest != "" && ctext.IsIdentByte(rest[0]) {
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
