package model

// DefaultVectorLength is the vector length of a compute construct's vector
// loops when no vector_length clause gives one (§2.5.11 leaves it to the
// implementation). wide: every vector loop of the construct is also its
// gang loop, with no worker level, over one loop or a collapsed nest of
// two (analysis's vectorLengths), so each lane takes few iterations and
// the device schedules many small gangs; bigger gangs halve their count.
// Measured on an NVIDIA H200 (bench/results/2026-11-26-nvidia-h200-session7*):
// such loops ran faster with 256 lanes (floyd's steps 7.3 -> 4.7 ms, a
// wavefront 11.9 -> 9.0 ms, dot 0.60 -> 0.55 ms), while vector loops
// inside gang loops and collapsed nests of three ran slower with 256
// (stencil3d 0.50 -> 0.54 ms, mvpair, rowsum), so they keep 128.
func DefaultVectorLength(wide bool) int64 {
	if wide {
		return 256
	}
	return 128
}
