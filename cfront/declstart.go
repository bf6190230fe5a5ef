package cfront

import (
	"modernc.org/cc/v4"

	"github.com/accls/accls/internal/ctext"
	"github.com/accls/accls/source"
)

// Where a declaration begins, GNU C included: cc gives a declaration that
// opens with __attribute__((...)) no position (its first component is an
// attribute list), and __extension__ is a macro that expands to nothing.
// A routine directive applies to the declaration right after it (§2.15.1),
// so the declaration must begin where its first word is.

// declStart returns the start of the declaration whose specifiers are ds.
func (c *converter) declStart(ds *cc.DeclarationSpecifiers) source.Pos {
	for ; ds != nil; ds = ds.DeclarationSpecifiers {
		var n cc.Node = ds
		if ds.Case == cc.DeclarationSpecifiersAttr {
			n = ds.AttributeSpecifierList
		}
		if p := c.nodeStart(n); p.IsValid() {
			return c.pm.file.Pos(extensionStart(c.pm.file.Text, p.Offset))
		}
	}
	return source.Pos{}
}

// extensionStart moves off back over the __extension__ keywords that
// precede it.
func extensionStart(text []byte, off int) int {
	const kw = "__extension__"
	for {
		j := off
		for j > 0 && (text[j-1] == ' ' || text[j-1] == '\t' || text[j-1] == '\n' || text[j-1] == '\r') {
			j--
		}
		if j < len(kw) || !ctext.IsWordAt(text, j-len(kw), kw) {
			return off
		}
		off = j - len(kw)
	}
}
