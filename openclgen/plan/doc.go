// Package plan holds the generator's planning decisions that are pure
// functions of the C tree: where a kernel's variables may live and what
// a store reaches. The generator (openclgen) plans each kernel's memory
// placement (gang-local __local copies, lane-shared refusals, visibility
// barriers) from these answers; printing reads the plan and never
// decides placement itself.
//
//   - ptr_targets.go: the local variables a pointer may point into, so a
//     store through a pointer counts as a store into each of them.
//   - roots.go: the variable an lvalue or a pointer argument reaches.
//   - gang_local_type.go: which types can live in __local memory.
package plan
