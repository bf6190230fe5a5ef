// Package plan is the generator's planning layer: the plan values the
// printers read, and the decisions about a translation that are pure
// functions of the model and the C tree. The generator (openclgen)
// orchestrates the translation, reports what it cannot translate, and
// plans each kernel's memory placement (gang-local __local copies,
// lane-shared refusals, visibility barriers) from these answers;
// printing reads the plan and never decides it.
//
//   - view.go: View, the model of one device type with its statement
//     indexes.
//   - variants.go: the device-type plan of a compute construct (§2.4):
//     Variant, the device types a program runs on, the loop clauses that
//     may follow device_type, and the signature telling two translations
//     apart.
//   - ptr_targets.go: pointer aliasing, the local variables a pointer
//     may point into, so a store through it counts as a store into each.
//   - roots.go: the variable an lvalue or a pointer argument reaches.
//   - gang_local_type.go: which types can live in __local memory.
//   - part.go: Part, the plan of a partitioned loop nest that the kernel
//     printer reads.
//   - gang_grid.go: GangGrid, the mapping of gang dimensions (gang(dim:))
//     onto OpenCL work-groups.
package plan
