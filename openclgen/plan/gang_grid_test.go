package plan

import "testing"

// The mapping of gang dimensions onto work-groups (§2.9.2): dimension 1
// keeps NDRange dimension 0; dimensions 2 and 3 share NDRange dimension 2.
func TestGangGrid(t *testing.T) {
	var g GangGrid
	g.Use(1)
	if id, n := g.Coord(1); id != "get_group_id(0)" || n != "get_num_groups(0)" || g.Dims != 1 {
		t.Errorf("one dimension: %s %s (dims %d)", id, n, g.Dims)
	}
	g.Use(2)
	if id, n := g.Coord(2); id != "get_group_id(2)" || n != "get_num_groups(2)" {
		t.Errorf("two dimensions, dim 2: %s %s", id, n)
	}
	if d := g.DefaultGangs(); d != [3]int{32, 8, 1} {
		t.Errorf("two dimensions: default gangs %v", d)
	}
	g.Use(3)
	if id, _ := g.Coord(2); id != "(get_group_id(2) % "+GangN2Param+")" {
		t.Errorf("three dimensions, dim 2: %s", id)
	}
	if id, n := g.Coord(3); id != "(get_group_id(2) / "+GangN2Param+")" || n != "(get_num_groups(2) / "+GangN2Param+")" {
		t.Errorf("three dimensions, dim 3: %s %s", id, n)
	}
	// a dimension no loop shares out gets one gang by default
	var h GangGrid
	h.Use(2)
	if d := h.DefaultGangs(); d != [3]int{1, 8, 1} {
		t.Errorf("dim 2 only: default gangs %v", d)
	}
}
