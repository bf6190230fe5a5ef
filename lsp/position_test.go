package lsp

import (
	"testing"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/source"
)

// The text mixes one-byte, two-byte (é), three-byte (€) and four-byte (𝜋,
// two UTF-16 units) characters, and a CRLF line end.
const mixed = "aé€𝜋b\r\nx\n𝜋\n"

func TestPositionsRoundTrip(t *testing.T) {
	f := source.NewFile("m.c", []byte(mixed))
	for _, tc := range []struct {
		off  int
		line uint32
		char uint32
	}{
		{0, 0, 0},  // a
		{1, 0, 1},  // é
		{3, 0, 2},  // €
		{6, 0, 3},  // 𝜋
		{10, 0, 5}, // b: 𝜋 counts two units
		{11, 0, 6}, // \r
		{13, 1, 0}, // x
		{15, 2, 0}, // 𝜋
		{19, 2, 2}, // end of line 2
		{20, 3, 0}, // after the final newline
	} {
		p := lspPosition(f, tc.off)
		if p.Line != tc.line || p.Character != tc.char {
			t.Errorf("lspPosition(%d) = %d:%d, want %d:%d", tc.off, p.Line, p.Character, tc.line, tc.char)
		}
		off, err := offsetAt(f, protocol.Position{Line: tc.line, Character: tc.char})
		if err != nil || off != tc.off {
			t.Errorf("offsetAt(%d:%d) = %d, %v; want %d", tc.line, tc.char, off, err, tc.off)
		}
	}
}

func TestOffsetAtClampsAndRefuses(t *testing.T) {
	f := source.NewFile("m.c", []byte(mixed))
	// A column past the end of the line is the line's end, before "\r\n".
	if off, err := offsetAt(f, protocol.Position{Line: 0, Character: 99}); err != nil || off != 11 {
		t.Errorf("past the line end: %d, %v; want 11", off, err)
	}
	// Inside a surrogate pair rounds down to the character.
	if off, _ := offsetAt(f, protocol.Position{Line: 2, Character: 1}); off != 15 {
		t.Errorf("inside a surrogate pair: %d, want 15", off)
	}
	if _, err := offsetAt(f, protocol.Position{Line: 9, Character: 0}); err == nil {
		t.Error("a line past the end must be an error")
	}
	if off := clampedOffset(f, protocol.Position{Line: 9, Character: 3}); off != len(mixed) {
		t.Errorf("clampedOffset past the end = %d, want %d", off, len(mixed))
	}
}

func TestInvalidUTF8CountsOneUnitPerByte(t *testing.T) {
	f := source.NewFile("bad.c", []byte("\xff\xfeab"))
	if p := lspPosition(f, 3); p.Character != 3 {
		t.Errorf("got %d, want 3", p.Character)
	}
}
