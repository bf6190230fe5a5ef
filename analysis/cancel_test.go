package analysis

import (
	"context"
	"errors"
	"testing"

	"github.com/accls/accls/source"
)

// A cancelled analysis stops and says so; the same text analyses fully
// with a live context.
func TestCheckCancels(t *testing.T) {
	f := source.NewFile("k.c", []byte("void f(int n, float *a) {\n#pragma acc parallel loop\nfor (int i = 0; i < n; i++) a[i] = 0;\n}\n"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := Check(ctx, f, Options{}); r != nil || !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: got %v, %v", r, err)
	}
	r, err := Check(context.Background(), f, Options{})
	if err != nil || r.Model() == nil || len(r.Model().Constructs) != 1 {
		t.Fatalf("live: got %+v, %v", r, err)
	}
}
