// Package clc spells OpenCL C text that needs no generator state: the
// OpenCL names of C's arithmetic types, integer constants of a given
// type, the reduction operators' combinations and identities (§2.5.15),
// C names kept clear of OpenCL C's keywords, and the names, operand
// orders and result types of the atomic helpers (§2.12). The kernel
// printer (openclgen's kprint_*, expr.go, stmt.go, atomic*.go) composes
// kernels from these.
package clc
