package analysis

import (
	"fmt"
	"strings"

	"github.com/accls/accls/cfront"
	"github.com/accls/accls/source"
)

// A data clause that writes the host copy of a const object: copy and
// copyout copy the device data back at the region's exit (§2.7.6,
// §2.7.8), update self copies it at once (§2.14.4). Writing a const
// object is undefined (C11 §6.7.3); a file-scope one is in read-only
// memory, where the write stops the program. copyin gives the region the
// same data without writing anything back.

func (a *analyzer) checkConstWrites() {
	for _, c := range a.m.Constructs {
		for _, at := range c.Data {
			if at.Implicit || len(at.Member) > 0 || at.Sym == nil || !writesHost(at) || !constObject(at.Sym) {
				continue
			}
			a.add(a.diag(source.Error, at.Range, codeConstDataWrite, fmt.Sprintf(
				"'%s' is const, but %s would write the device data back into it (§%s); a const object cannot be written: use copyin",
				at.Sym.Name, clauseWords(c, at), writeSection(c, at))))
		}
	}
}

// writesHost reports the attributes whose action writes the host copy.
func writesHost(at *DataAttr) bool {
	switch at.Kind {
	case AttrCopy, AttrCopyout, AttrUpdateSelf:
		return true
	}
	return false
}

func clauseWords(c *Construct, at *DataAttr) string {
	if at.Kind == AttrUpdateSelf {
		return "update self"
	}
	return fmt.Sprintf("%s on the '%s' directive", at.Kind, c.Name())
}

func writeSection(c *Construct, at *DataAttr) string {
	switch at.Kind {
	case AttrCopy:
		return "2.7.6"
	case AttrUpdateSelf:
		return "2.14.4"
	}
	return "2.7.8"
}

// constObject reports a variable whose object is const: a const scalar,
// struct or union, or an array of const elements. A pointer to const is
// not: the data it points to may be writable.
func constObject(s *cfront.Symbol) bool {
	if s.Type == nil || s.Type.Kind == cfront.Pointer {
		return false
	}
	if s.Const {
		return true
	}
	t := s.Type
	for t != nil && t.Kind == cfront.Array {
		t = t.Elem
	}
	return t != nil && t.Kind != cfront.Pointer && strings.HasPrefix(t.Name, "const ")
}
