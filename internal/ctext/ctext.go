// Package ctext skips what lexical scans of C source must step over:
// comments, string and character literals, line splices and whole
// preprocessing lines. The grammar's pragma finder, the C front end's
// scans of the main file, the incremental analysis's edit finder and
// slicer, and the language server's statement finder all read C text by
// hand (they must work on files that do not preprocess), and all read it
// with scan.go's Scanner and these pieces, so they agree on what is a
// comment, a literal, a directive and a name. Line splices (a backslash before a newline, C's translation
// phase 2) are followed everywhere: between tokens, inside identifiers,
// comments, their openers and closers, and literals.
package ctext

// IsIdentByte reports whether c can be part of an identifier. '$' and
// non-ASCII bytes are included: GCC accepts them, and so does cc
// (modernc.org/cc/v4), the C front end's parser, so a scan that treated
// '$' as punctuation would split a name cc reads as one.
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

// SkipSplices returns i moved past the line splices that start there.
func SkipSplices(src []byte, i int) int {
	for n := SpliceAt(src, i); n > 0; n = SpliceAt(src, i) {
		i += n
	}
	return i
}

// SplicedNewline reports whether the newline at i ends a line splice
// (a backslash before it, or before its CR).
func SplicedNewline(src []byte, i int) bool {
	j := i - 1
	if j >= 0 && src[j] == '\r' {
		j--
	}
	return j >= 0 && src[j] == '\\'
}

// CommentEnd returns the end of the comment that opens at i (past the
// "*/" of a block comment, at the newline ending a // comment), or i when
// none opens there. A splice may stand between the opener's two bytes.
func CommentEnd(src []byte, i int) int {
	if i >= len(src) || src[i] != '/' {
		return i
	}
	k := SkipSplices(src, i+1)
	switch {
	case k < len(src) && src[k] == '*':
		return BlockCommentEnd(src, i)
	case k < len(src) && src[k] == '/':
		return LineCommentEnd(src, i)
	}
	return i
}

// BlockCommentEnd returns the offset just past the "*/" closing the
// comment that opens at i, or len(src) when it is not closed. A splice
// may stand inside the opener or the closer ("*\<newline>/" closes).
func BlockCommentEnd(src []byte, i int) int {
	for j := SkipSplices(src, i+1) + 1; j < len(src); j++ {
		if src[j] != '*' {
			continue
		}
		if k := SkipSplices(src, j+1); k < len(src) && src[k] == '/' {
			return k + 1
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
// A splice inside it (CR-LF ones too) continues it.
func QuotedEnd(src []byte, i int) int {
	q := src[i]
	for j := i + 1; j < len(src); j++ {
		if n := SpliceAt(src, j); n > 0 {
			j += n - 1
			continue
		}
		switch src[j] {
		case '\\':
			j = SkipSplices(src, j+1) // the escaped character
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
			if e := CommentEnd(src, j); e > j {
				j = e - 1
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
