package clc

import (
	"strings"

	"github.com/accls/accls/cfront"
)

// Complex values on the device (C11 6.2.5, G.5): a struct of the real
// and imaginary parts, with the host's size and alignment, and helper
// functions for its arithmetic. ComplexFunc names a helper; ComplexPrelude
// defines the type and its helpers for one part type.

// ComplexFunc is the name of the helper op ("make", "add", "sub", "mul",
// "scale", "div", "neg", "conj", "eq") for the complex type t.
func ComplexFunc(op string, t *cfront.Type) string {
	return "__acc_c" + op + "_" + ComplexPart(t)
}

// ComplexPrelude defines the complex type of part ("float", "double").
func ComplexPrelude(part string) string {
	ct := "__acc_c" + part
	src := `typedef struct { P x, y; } CT;
static inline CT __acc_cmake_P(P x, P y) { CT r; r.x = x; r.y = y; return r; }
static inline CT __acc_cadd_P(CT a, CT b) { return __acc_cmake_P(a.x + b.x, a.y + b.y); }
static inline CT __acc_csub_P(CT a, CT b) { return __acc_cmake_P(a.x - b.x, a.y - b.y); }
static inline CT __acc_cmul_P(CT a, CT b) { return __acc_cmake_P(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }
static inline CT __acc_cscale_P(CT a, P s) { return __acc_cmake_P(a.x * s, a.y * s); }
static inline CT __acc_cdiv_P(CT a, P s) { return __acc_cmake_P(a.x / s, a.y / s); }
static inline CT __acc_cneg_P(CT a) { return __acc_cmake_P(-a.x, -a.y); }
static inline CT __acc_cconj_P(CT a) { return __acc_cmake_P(a.x, -a.y); }
static inline int __acc_ceq_P(CT a, CT b) { return a.x == b.x && a.y == b.y; }
`
	return strings.NewReplacer("CT", ct, "P", part).Replace(src)
}
