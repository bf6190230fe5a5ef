package analysis

import (
	"context"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// CheckFile is Check's diagnostics, for the package's rule tests, which
// name the mode as the grammar does.
func CheckFile(f *source.File, mode grammar.Mode, opts Options) []source.Diagnostic {
	opts.Mode = Mode(mode)
	r, err := Check(context.Background(), f, opts)
	if err != nil {
		panic(err) // a background context is never done
	}
	return r.Diagnostics()
}
