package lsp

import (
	"unicode/utf8"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/source"
)

// accls counts columns in bytes from 1; the LSP counts lines from 0 and
// columns in UTF-16 code units. These functions convert at the edge, the
// only place positions change representation.

// lineBounds returns the byte offsets of the start and end (before "\n"
// or "\r\n") of the 0-based line.
func lineBounds(f *source.File, line int) (start, end int) {
	start = f.LineStart(line + 1)
	end = len(f.Text)
	if line+1 < f.LineCount() {
		end = f.LineStart(line+2) - 1
	}
	if end > start && f.Text[end-1] == '\r' && end < len(f.Text) {
		end--
	}
	return start, end
}

// offsetAt converts an LSP position to a byte offset. A character past
// the end of its line means the line's end, as the LSP says; a line past
// the end of the file is an error, because it shows that client and server
// disagree about the text.
func offsetAt(f *source.File, p protocol.Position) (int, error) {
	line := int(p.Line)
	if line >= f.LineCount() {
		if line == f.LineCount() && p.Character == 0 {
			return len(f.Text), nil // just after a final newline
		}
		return 0, invalidParams("position %d:%d is past the end of the document (%d lines)", p.Line, p.Character, f.LineCount())
	}
	start, end := lineBounds(f, line)
	return start + utf16ToBytes(f.Text[start:end], int(p.Character)), nil
}

// clampedOffset is offsetAt for edits: a position past the end of the file
// means its end.
func clampedOffset(f *source.File, p protocol.Position) int {
	off, err := offsetAt(f, p)
	if err != nil {
		return len(f.Text)
	}
	return off
}

// utf16ToBytes returns the byte length of the first n UTF-16 units of
// line, stopping at its end. A column inside a surrogate pair rounds down
// to the character's start.
func utf16ToBytes(line []byte, n int) int {
	units, i := 0, 0
	for i < len(line) && units < n {
		r, size := utf8.DecodeRune(line[i:])
		w := 1
		if r >= 0x10000 {
			w = 2
		}
		if units+w > n {
			break
		}
		units += w
		i += size
	}
	return i
}

// bytesToUTF16 counts the UTF-16 units in b; bytes that are not UTF-8
// count one each, as editors show them.
func bytesToUTF16(b []byte) int {
	units := 0
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r >= 0x10000 {
			units += 2
		} else {
			units++
		}
		i += size
	}
	return units
}

// lspPosition converts a byte offset to an LSP position.
func lspPosition(f *source.File, off int) protocol.Position {
	p := f.Pos(off)
	start := f.LineStart(p.Line)
	return protocol.Position{Line: protocol.UInteger(p.Line - 1), Character: protocol.UInteger(bytesToUTF16(f.Text[start:p.Offset]))}
}

// lspRange converts a source range to an LSP range, using the offsets (the
// line and column of r are not trusted to match f).
func lspRange(f *source.File, r source.Range) protocol.Range {
	return protocol.Range{Start: lspPosition(f, r.Start.Offset), End: lspPosition(f, r.End.Offset)}
}

// sourceRange converts byte offsets to a source range.
func sourceRange(f *source.File, start, end int) source.Range { return f.Range(start, end) }
