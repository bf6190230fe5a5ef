package analysis

import (
	"bytes"
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// TestFindBodyEdits changes a file at random places, inside function
// bodies and between them: the edits findBodyEdits finds must each lie
// inside a body, braces untouched, and give the new text from the old;
// changes inside bodies alone that leave their brackets as they were
// (blanks and words typed) must be found.
func TestFindBodyEdits(t *testing.T) {
	text := []byte(bigfile.C(300))
	prev, err := Check(context.Background(), source.NewFile("d.c", text), Options{})
	if err != nil {
		t.Fatal(err)
	}
	bodies := prev.bodiesInOrder()
	rng := rand.New(rand.NewPCG(16, 11))
	found := 0
	for range 400 {
		// 1 to 5 changes, in distinct bodies; one in four also between
		// bodies
		var at []int
		outside := rng.IntN(4) == 0
		for _, k := range rng.Perm(len(bodies))[:1+rng.IntN(5)] {
			fn := bodies[k]
			at = append(at, fn.open+1+rng.IntN(fn.end-fn.open-1))
		}
		if outside {
			k := rng.IntN(len(bodies))
			at = append(at, bodies[k].start)
		}
		ins := []string{"x;", "\n", "(", "", "{ int y; }\n", "+0"}
		plain := rng.IntN(2) == 0 // blanks and words alone
		if plain {
			ins = []string{" ", "x", "y0"}
		}
		newText := append([]byte(nil), text...)
		for _, a := range sortedDesc(at) {
			s := ins[rng.IntN(len(ins))]
			del := 0
			if s == "" && text[a] != '}' && text[a] != '{' && text[a-1] != '{' {
				del = 1
			}
			newText = append(append(append([]byte(nil), newText[:a]...), s...), newText[a+del:]...)
		}
		f := source.NewFile("d.c", newText)
		ed, ok := prev.findBodyEdits(f)
		if !ok {
			if plain && !outside {
				t.Fatalf("edits inside bodies not found: %v", at)
			}
			continue
		}
		found++
		if outside && !bytes.Equal(newText, text) {
			// a change between bodies can only be found as one inside
			// a body when it is a change there too (an insertion at a
			// body's start is not)
			t.Fatalf("a change between bodies found as %s", ed)
		}
		rebuilt, from, shift := []byte(nil), 0, 0
		for i, e := range ed.edits {
			fn := ed.funcs[i]
			if !(fn.open < e.start && e.oldEnd < fn.end) || e.newStart != e.start+shift {
				t.Fatalf("edit %+v is not inside %s's body [%d, %d), moved by %d", e, fn.name, fn.open, fn.end, shift)
			}
			shift += e.delta()
			rebuilt = append(append(rebuilt, text[from:e.start]...), newText[e.newStart:e.newEnd]...)
			from = e.oldEnd
		}
		rebuilt = append(rebuilt, text[from:]...)
		if !bytes.Equal(rebuilt, newText) {
			t.Fatalf("the edits %s do not give the new text", ed)
		}
	}
	t.Logf("found edits in %d of 400 texts", found)
	if found < 100 {
		t.Errorf("found edits in %d of 400 texts", found)
	}
}

func sortedDesc(xs []int) []int {
	out := slices.Sorted(slices.Values(xs))
	slices.Reverse(out)
	return out
}
