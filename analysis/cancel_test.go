package analysis

import (
	"context"
	"errors"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// A cancelled analysis stops and says so; the same text analyses fully
// with a live context.
func TestCheckFileResultContextCancels(t *testing.T) {
	f := source.NewFile("k.c", []byte("void f(int n, float *a) {\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) a[i] = 0;\n}\n"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := CheckFileResultContext(ctx, f, grammar.ModeC, Options{}); r != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: got %v, %v", r, err)
	}
	r, err := CheckFileResultContext(context.Background(), f, grammar.ModeC, Options{})
	if err != nil || r.Model == nil || len(r.Model.Constructs) != 1 {
		t.Fatalf("live: got %+v, %v", r, err)
	}
}
