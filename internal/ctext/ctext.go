// Package ctext skips what lexical scans of C source must step over:
// comments, string and character literals, line splices and whole
// preprocessing lines. The grammar's pragma finder and the C front end's
// item splitter both scan C text by hand (they must work on files that do
// not preprocess); these are the pieces they share.
package ctext

// IsIdentByte reports whether c can be part of an identifier ('$' and
// non-ASCII bytes included, as GCC accepts them).
func IsIdentByte(c byte) bool {
	return c == '_' || c == '$' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

// IsWordAt reports whether src has the identifier w at i, not as part of
// a longer identifier.
func IsWordAt(src []byte, i int, w string) bool {
	if i < 0 || i+len(w) > len(src) || string(src[i:i+len(w)]) != w {
		return false
	}
	if i > 0 && IsIdentByte(src[i-1]) {
		return false
	}
	return i+len(w) == len(src) || !IsIdentByte(src[i+len(w)])
}

// SpliceAt reports the length of a backslash-newline (or backslash-CR-LF)
// at i, or 0.
func SpliceAt(src []byte, i int) int {
	if i+1 < len(src) && src[i] == '\\' {
		if src[i+1] == '\n' {
			return 2
		}
		if src[i+1] == '\r' && i+2 < len(src) && src[i+2] == '\n' {
			return 3
		}
	}
	return 0
}

// BlockCommentEnd returns the offset just past the "*/" closing the
// comment that opens at i, or len(src) when it is not closed.
func BlockCommentEnd(src []byte, i int) int {
	for j := i + 2; j+1 < len(src); j++ {
		if src[j] == '*' && src[j+1] == '/' {
			return j + 2
		}
	}
	return len(src)
}

// LineCommentEnd returns the offset of the newline ending the "//"
// comment at i; a line splice continues the comment.
func LineCommentEnd(src []byte, i int) int {
	for j := i; j < len(src); j++ {
		if n := SpliceAt(src, j); n > 0 {
			j += n - 1
			continue
		}
		if src[j] == '\n' {
			return j
		}
	}
	return len(src)
}

// QuotedEnd returns the offset just past the string or character literal
// that opens at i; an unterminated literal ends before its line's newline.
func QuotedEnd(src []byte, i int) int {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '\\':
			j++
		case q:
			return j + 1
		case '\n':
			return j
		}
	}
	return len(src)
}

// LineEnd returns the offset of the newline that ends the preprocessing
// line starting at i (after line splices and block comments spanning
// lines, with literals and // comments stepped over), or len(src). A CR
// before the newline is not part of the line.
func LineEnd(src []byte, i int) int {
	for j := i; j < len(src); j++ {
		switch src[j] {
		case '\\':
			if n := SpliceAt(src, j); n > 0 {
				j += n - 1
			}
		case '/':
			if j+1 < len(src) && src[j+1] == '*' {
				j = BlockCommentEnd(src, j) - 1
			} else if j+1 < len(src) && src[j+1] == '/' {
				return LineCommentEnd(src, j)
			}
		case '"', '\'':
			j = QuotedEnd(src, j) - 1
		case '\n':
			if j > i && src[j-1] == '\r' {
				return j - 1
			}
			return j
		}
	}
	return len(src)
}
