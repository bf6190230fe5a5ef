package grammar

import (
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// tokScratch holds the token buffers that split fills for one directive
// and drops: grown by append each time, they were the grammar's largest
// allocation in a check of a file with many directives (issue 16).
var tokScratch = sync.Pool{New: func() any { return new([]lexer.Token) }}

// xtokScratch is tokScratch for lexChunk, which keeps a copy of the
// exact length.
var xtokScratch = sync.Pool{New: func() any { return new([]xtok) }}
