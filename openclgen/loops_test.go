package openclgen

import (
	"testing"

	"github.com/accls/accls/analysis/model"
)

// countableTest is the limits run's question "does tripCountZ spell this
// test?" asked without formatting: the two must agree on every operator.
func TestCountableTestMatchesTripCount(t *testing.T) {
	for _, cmp := range []string{"<", "<=", ">", ">=", "!=", "==", "", "<<", "&&"} {
		for _, step := range []int64{1, -1, 3} {
			lp := &model.Loop{Cmp: cmp, Step: step}
			if got, want := countableTest(cmp), tripCountZ(lp, "a", "b", "0") != ""; got != want {
				t.Errorf("test %q step %d: countableTest %v, tripCountZ spells one: %v", cmp, step, got, want)
			}
		}
	}
}
