// Package heap hands out blocks of one device's heap: accls gives each
// device a single OpenCL buffer and device pointers are offsets into it
// (docs/design/runtime.md says why). The allocator is plain Go, first fit
// over a sorted, coalesced free list with a bump pointer above it; the
// caller grows the heap when Alloc fails and holds the device's lock.
package heap

import "sort"

type block struct{ off, size uint64 }

// Allocator manages offsets [0, Size()).
type Allocator struct {
	size, align uint64
	top         uint64  // everything at or above top is free
	free        []block // free blocks below top, sorted, never adjacent
	usedOff     []uint64
	usedSize    map[uint64]uint64
	inUse       uint64
}

// New returns an allocator over size bytes whose blocks start at multiples
// of align (a power of two).
func New(size, align uint64) *Allocator {
	if align == 0 || align&(align-1) != 0 {
		panic("heap: alignment must be a power of two")
	}
	return &Allocator{size: size, align: align, usedSize: map[uint64]uint64{}}
}

// Size is the heap's capacity; InUse the bytes in allocated blocks.
func (a *Allocator) Size() uint64  { return a.size }
func (a *Allocator) InUse() uint64 { return a.inUse }
func (a *Allocator) Align() uint64 { return a.align }

// Top is the end of the highest block in use: a grown heap must copy the
// bytes below it.
func (a *Allocator) Top() uint64 { return a.top }

func (a *Allocator) round(n uint64) uint64 {
	if n == 0 {
		n = 1
	}
	return (n + a.align - 1) &^ (a.align - 1)
}

// Alloc returns the offset of a new block of at least n bytes, or false
// when the heap has no room (grow it and try again).
func (a *Allocator) Alloc(n uint64) (uint64, bool) {
	n = a.round(n)
	if n < a.align { // overflow in round
		return 0, false
	}
	for i, b := range a.free {
		if b.size >= n {
			if b.size == n {
				a.free = append(a.free[:i], a.free[i+1:]...)
			} else {
				a.free[i] = block{b.off + n, b.size - n}
			}
			a.markUsed(b.off, n)
			return b.off, true
		}
	}
	if a.top+n > a.size || a.top+n < a.top {
		return 0, false
	}
	off := a.top
	a.top += n
	a.markUsed(off, n)
	return off, true
}

func (a *Allocator) markUsed(off, n uint64) {
	i := sort.Search(len(a.usedOff), func(i int) bool { return a.usedOff[i] >= off })
	a.usedOff = append(a.usedOff, 0)
	copy(a.usedOff[i+1:], a.usedOff[i:])
	a.usedOff[i] = off
	a.usedSize[off] = n
	a.inUse += n
}

// Free releases the block that starts at off; it reports false when no
// block starts there.
func (a *Allocator) Free(off uint64) bool {
	n, ok := a.usedSize[off]
	if !ok {
		return false
	}
	delete(a.usedSize, off)
	i := sort.Search(len(a.usedOff), func(i int) bool { return a.usedOff[i] >= off })
	a.usedOff = append(a.usedOff[:i], a.usedOff[i+1:]...)
	a.inUse -= n

	j := sort.Search(len(a.free), func(j int) bool { return a.free[j].off > off })
	// Merge with the free block before and after.
	if j > 0 && a.free[j-1].off+a.free[j-1].size == off {
		j--
		off, n = a.free[j].off, a.free[j].size+n
		a.free = append(a.free[:j], a.free[j+1:]...)
	}
	if j < len(a.free) && off+n == a.free[j].off {
		n += a.free[j].size
		a.free = append(a.free[:j], a.free[j+1:]...)
	}
	if off+n == a.top {
		a.top = off
		return true
	}
	a.free = append(a.free, block{})
	copy(a.free[j+1:], a.free[j:])
	a.free[j] = block{off, n}
	return true
}

// Block returns the allocated block that holds offset off.
func (a *Allocator) Block(off uint64) (start, size uint64, ok bool) {
	i := sort.Search(len(a.usedOff), func(i int) bool { return a.usedOff[i] > off })
	if i == 0 {
		return 0, 0, false
	}
	start = a.usedOff[i-1]
	size = a.usedSize[start]
	if off >= start+size {
		return 0, 0, false
	}
	return start, size, true
}

// Grow raises the capacity; blocks keep their offsets.
func (a *Allocator) Grow(size uint64) {
	if size > a.size {
		a.size = size
	}
}
