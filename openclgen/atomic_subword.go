package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/openclgen/clc"
)

// Atomics on 8- and 16-bit locations (char, signed and unsigned char,
// short, unsigned short; §2.12 allows any scalar of intrinsic type).
// OpenCL C 1.2 has atomic functions on 32-bit words only, so the helper
// works on the aligned 32-bit word that holds the location: it reads the
// word, computes the location's new value from its bits, and stores the
// word back with atomic_cmpxchg, retrying when any byte of the word changed
// meanwhile (a neighbour updated by another work-item included), so no
// update of the location or of its neighbours is lost. &, | and ^ need no
// loop: atomic_and/or/xor with the other bytes' bits left as they are.
//
// The byte's place in the word assumes a little-endian device (byte k of
// the word is bits 8k..8k+7), which every device accls runs on is (x86 and
// ARM CPUs under PoCL, NVIDIA and AMD GPUs): accls already shares the
// host's byte layout with the device (types.go), which a big-endian
// device would break everywhere, not only here. The word lies inside the
// location's own allocation: the device heap hands out blocks aligned to
// and rounded up to 16 bytes (docs/design/runtime.md).

// subwordHelper adds the helper for op on a location of the narrow type t
// (see atomicHelper) and returns its name.
func subwordHelper(g *gen, op, t, ot string, rev bool, space string) string {
	name := clc.AtomicHelperName(op, t, ot, rev, space)
	if _, done := g.helpers[name]; done {
		return name
	}
	// u is t's unsigned twin (its bits), from turns those bits into t.
	u, mask, from := "uchar", "0xffu", ""
	if strings.HasSuffix(t, "short") {
		u, mask = "ushort", "0xffffu"
	}
	if !strings.HasPrefix(t, "u") {
		from = "as_" + t
	}
	var b strings.Builder
	params := fmt.Sprintf("volatile %s%s *p, %s e", space, t, ot)
	if op == "read" {
		params = fmt.Sprintf("volatile %s%s *p", space, t)
	}
	fmt.Fprintf(&b, "static %s %s(%s)\n{\n", t, name, params)
	// The word holding *p and the place of *p in it (little-endian).
	fmt.Fprintf(&b, "\tvolatile %[1]suint *w = (volatile %[1]suint *)((volatile %[1]suchar *)p - ((uintptr_t)p & 3));\n", space)
	b.WriteString("\tconst uint sh = (uint)((uintptr_t)p & 3) * 8u;\n")
	direct := map[string]string{"&": "atomic_and", "|": "atomic_or", "^": "atomic_xor"}[op]
	if direct == "" && op != "read" || op == "&" {
		fmt.Fprintf(&b, "\tconst uint m = %s << sh;\n", mask)
	}
	if op == "read" {
		// An atomic or of zero reads the whole word at once.
		direct = "atomic_or"
	}
	switch {
	case op == "read":
		fmt.Fprintf(&b, "\treturn %s((%s)(%s(w, 0u) >> sh));\n", from, u, direct)
	case direct != "":
		// (x op e) converted to t has the bits of x op (e's low bits): the
		// other bytes get the identity of op (all ones for &, zero else).
		bits := fmt.Sprintf("((uint)(%s)e << sh)", u)
		if op == "&" {
			bits = "(" + bits + " | ~m)"
		}
		fmt.Fprintf(&b, "\treturn %s((%s)(%s(w, %s) >> sh));\n", from, u, direct, bits)
	default:
		x := fmt.Sprintf("%s((%s)(was >> sh))", from, u)
		val := "e"
		if op != "=" {
			val = clc.AtomicCombine(op, "(("+ot+")"+x+")", "e", rev)
		}
		// (u)(t)v: the new value's bits, by C's conversion to t first (a
		// floating value to an integer), then modulo 2^width.
		fmt.Fprintf(&b, "\tuint old = *w, was;\n\tdo {\n\t\twas = old;\n\t\told = atomic_cmpxchg(w, was, (was & ~m) | ((uint)(%s)(%s)%s << sh));\n\t} while (old != was);\n\treturn %s;\n",
			u, t, val, x)
	}
	b.WriteString("}\n")
	g.addHelper(name, b.String())
	return name
}
