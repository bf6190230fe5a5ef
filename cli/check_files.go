package cli

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"sync"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/checkcache"
	"github.com/accls/accls/source"
)

// checkOutcome is one file's result, or why it has none.
type checkOutcome struct {
	checkedFile
	err string
}

// checkFiles checks the files on all the machine's cores at once (one
// file per core; each check is independent, as in the language server)
// and returns the outcomes in the order the files were named, so that
// the output does not depend on which finished first (issue 16).
func checkFiles(files []string, opts analysis.Options) []checkOutcome {
	out := make([]checkOutcome, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = checkFile(files[i], opts)
			}
		}()
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func checkFile(name string, opts analysis.Options) checkOutcome {
	if _, ok := analysis.ModeFor(name); !ok {
		return checkOutcome{err: fmt.Sprintf("%s: not a C, C++ or Fortran file (by its extension)", name)}
	}
	text, err := os.ReadFile(name)
	if err != nil {
		return checkOutcome{err: err.Error()}
	}
	f := source.NewFile(name, text)
	// mode from name's extension; the last analysis of the file when it
	// still applies (checkcache)
	diags, _, err := checkcache.Check(context.Background(), f, opts)
	if err != nil {
		return checkOutcome{err: err.Error()}
	}
	return checkOutcome{checkedFile: checkedFile{File: f, Diags: diags}}
}
