package clc

import "strings"

// Mangle keeps a C name from meeting an OpenCL C keyword or type name.
func Mangle(name string) string {
	if openclReserved[name] {
		return name + "__acc"
	}
	return name
}

// openclReserved are the OpenCL C keywords and type names a C name may
// meet.
var openclReserved = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`global local constant private kernel __global __local __constant __private
		__kernel read_only write_only read_write __read_only __write_only __read_write bool half uchar ushort
		uint ulong image1d_t image2d_t image3d_t image1d_array_t image2d_array_t image1d_buffer_t sampler_t
		event_t size_t ptrdiff_t intptr_t uintptr_t quad complex imaginary vec_type_hint reqd_work_group_size
		work_group_size_hint packed aligned`) {
		openclReserved[w] = true
	}
	for _, base := range []string{"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half", "bool"} {
		for _, n := range []string{"2", "3", "4", "8", "16"} {
			openclReserved[base+n] = true
		}
	}
}
