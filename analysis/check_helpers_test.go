package analysis

import (
	"context"

	"github.com/accls/accls/source"
)

// checkFile is Check's diagnostics, for the package's rule tests; the mode
// comes from the file name's extension (Options.mode).
func checkFile(f *source.File, opts Options) []source.Diagnostic {
	r, err := Check(context.Background(), f, opts)
	if err != nil {
		panic(err) // a background context is never done
	}
	return r.Diagnostics()
}
