package clc

import (
	"strconv"

	"github.com/accls/accls/cfront"
)

// ConstText spells an integer constant of type t.
func ConstText(v int64, t *cfront.Type) string {
	name := ScalarName(t)
	switch name {
	case "int":
		if v == -2147483648 {
			return "(-2147483647-1)"
		}
		if v < 0 {
			return "(" + strconv.FormatInt(v, 10) + ")"
		}
		return strconv.FormatInt(v, 10)
	case "uint":
		return strconv.FormatUint(uint64(uint32(v)), 10) + "u"
	case "long":
		if v == -9223372036854775808 {
			return "(-9223372036854775807L-1)"
		}
		if v < 0 {
			return "(" + strconv.FormatInt(v, 10) + "L)"
		}
		return strconv.FormatInt(v, 10) + "L"
	case "ulong":
		return strconv.FormatUint(uint64(v), 10) + "UL"
	case "":
		return strconv.FormatInt(v, 10)
	}
	return "((" + name + ")" + strconv.FormatInt(v, 10) + ")"
}
