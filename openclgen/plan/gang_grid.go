package plan

import "github.com/accls/accls/analysis/model"

// GangGrid maps the gang dimensions of a parallel construct (§2.9.2,
// gang(dim:d) with d 1, 2 or 3; num_gangs(n1, n2, n3) of §2.5.10 gives
// the gangs of each) onto OpenCL work-groups. Dimension 1 stays the
// groups of NDRange dimension 0, as for plain gang loops (its vector
// lanes are the work-items of dimension 0, its workers dimension 1), so
// everything a one-dimensional kernel does with get_group_id(0) keeps
// its meaning for the dim:1 gangs. Dimensions 2 and 3 are the groups of
// NDRange dimension 2 (local size 1): n2 groups for two dimensions,
// n2*n3 for three, a group's coordinates being (g % n2, g / n2) with n2
// passed to the kernel (GangN2Param). A gang(dim:d) loop shares its
// iterations out over the coordinate of dimension d; the gangs that
// differ only in other coordinates run each iteration redundantly, as
// gangs do outside gang loops (§2.5.1).
type GangGrid struct {
	// Dims is the highest gang dimension of the kernel's loops (1 for
	// plain gang loops).
	Dims int
	// Used has bit d set where a gang loop of dimension d partitions
	// over it.
	Used uint8
}

// Use records a gang loop of dimension d.
func (g *GangGrid) Use(d int) {
	g.Used |= 1 << d
	if d > g.Dims {
		g.Dims = d
	}
}

// GangN2Param is the kernel parameter with the number of gangs of
// dimension 2 (three-dimensional grids only).
const GangN2Param = "__acc_gang_n2"

// GangDim is the dimension of a loop's gang clause: dim:d, 1 without
// (the analysis has checked that d is a constant 1, 2 or 3).
func GangDim(cl *model.Clause) int {
	if cl == nil {
		return 1
	}
	for _, a := range cl.Args {
		if a.Modifier == "dim" && a.IsConst && a.Const >= 1 && a.Const <= 3 {
			return int(a.Const)
		}
	}
	return 1
}

// Coord is the OpenCL C of the gang coordinate of dimension d and of the
// number of gangs in it.
func (g GangGrid) Coord(d int) (id, count string) {
	switch {
	case d <= 1:
		return "get_group_id(0)", "get_num_groups(0)"
	case g.Dims == 2:
		return "get_group_id(2)", "get_num_groups(2)"
	case d == 2:
		return "(get_group_id(2) % " + GangN2Param + ")", GangN2Param
	}
	return "(get_group_id(2) / " + GangN2Param + ")", "(get_num_groups(2) / " + GangN2Param + ")"
}

// DefaultGangs are the gangs of each dimension where num_gangs does not
// give them (the implementation's choice, §2.5.10): 256 in all, as for
// one dimension, most of them in dimension 1, whose gangs the innermost
// gang loop shares; one in a dimension no gang loop shares out (its
// gangs would only repeat the work).
func (g GangGrid) DefaultGangs() [3]int {
	n := [3]int{256, 1, 1}
	switch g.Dims {
	case 2:
		n = [3]int{32, 8, 1}
	case 3:
		n = [3]int{16, 4, 4}
	}
	for d := 1; d <= 3; d++ {
		if g.Dims > 1 && g.Used&(1<<d) == 0 {
			n[d-1] = 1
		}
	}
	return n
}

// String describes the mapping, for a comment in the kernel.
func (g GangGrid) String() string {
	s := "gang dimension 1: the work-groups of NDRange dimension 0; "
	if g.Dims == 2 {
		return s + "gang dimension 2: the work-groups of NDRange dimension 2"
	}
	return s + "gang dimensions 2 and 3: work-group g of NDRange dimension 2 is (g % " + GangN2Param + ", g / " + GangN2Param + ")"
}
