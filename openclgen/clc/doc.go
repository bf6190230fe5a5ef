// Package clc spells OpenCL C text that needs no generator state: the
// OpenCL names of C's arithmetic types, integer constants of a given
// type, and the reduction operators' combinations and identities
// (§2.5.15). The kernel printer (openclgen's kprint_*, expr.go,
// stmt.go) composes kernels from these.
package clc
