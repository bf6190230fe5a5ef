package grammar

import (
	"sync"

	"github.com/alecthomas/participle/v2"
)

// The participle parse of a clause depends on its text and language
// alone: its positions are offsets into that text, which the converter
// maps onto the file, and the converter only reads the tree. Real files
// repeat their clauses (copyin(a[0:n]), reduction(+:sum), collapse(2)),
// and the language server parses the unchanged ones again on every edit,
// so the trees are kept and shared (issue 16: participle was a seventh of
// `accls check` on a 10,000-line file).

// memoLimit bounds the kept trees; past it the memo starts again, which
// costs one parse per clause and keeps the memory of a long editing
// session flat.
const memoLimit = 1 << 14

type clauseKey struct {
	lang Lang
	text string
}

type clauseTree struct {
	tree *pItem
	err  error
}

var clauseMemo struct {
	sync.Mutex
	m map[clauseKey]clauseTree
}

// parseClause is parser.ParseString("", text), kept per language and text.
// The tree is shared: callers must not change it.
func parseClause(lang Lang, parser *participle.Parser[pItem], text string) (*pItem, error) {
	k := clauseKey{lang, text}
	clauseMemo.Lock()
	t, ok := clauseMemo.m[k]
	clauseMemo.Unlock()
	if ok {
		return t.tree, t.err
	}
	tree, err := parser.ParseString("", text)
	clauseMemo.Lock()
	if clauseMemo.m == nil || len(clauseMemo.m) >= memoLimit {
		clauseMemo.m = make(map[clauseKey]clauseTree)
	}
	clauseMemo.m[k] = clauseTree{tree, err}
	clauseMemo.Unlock()
	return tree, err
}
