package cl

import (
	"testing"
	"unsafe"
)

const putSrc = "__kernel void put(__global int *out, int i, int v) { out[i] = v; }\n"

// A kernel sets only the arguments whose bytes changed since its last
// launch (accrt_cl_launch): each launch below changes one argument, or
// none, or the epoch, and the buffers must show every launch's values. A
// launch that fails part way forgets the kept arguments: the next one
// goes back to the arguments kept before it, which must all be set again
// (the failed launch set the first one to the other buffer).
func TestLaunchSetsChangedArgs(t *testing.T) {
	d := firstDevice(t)
	ctx, _ := CreateContext(d)
	defer ctx.Release()
	q, _ := CreateQueue(ctx, d)
	defer q.Release()
	p, _ := ProgramFromSource(ctx, putSrc)
	defer p.Release()
	if err := p.Build(d, ""); err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("put")
	if err != nil {
		t.Fatal(err)
	}
	defer k.Release()
	bufA, _ := CreateBuffer(ctx, 8*4)
	bufB, _ := CreateBuffer(ctx, 8*4)
	defer bufA.Release()
	defer bufB.Release()
	zero := []byte{0, 0, 0, 0}
	for _, b := range []Mem{bufA, bufB} {
		if _, err := q.Fill(b, 0, 8*4, zero, nil); err != nil {
			t.Fatal(err)
		}
	}
	put := func(b Mem, i, v int32, epoch uint64) error {
		var a Args
		a.Mem(b)
		a.Bytes((*[4]byte)(unsafe.Pointer(&i))[:])
		a.Bytes((*[4]byte)(unsafe.Pointer(&v))[:])
		a.Epoch = epoch
		return q.LaunchNoEvent(k, &a, []uint64{1}, nil, nil)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(put(bufA, 0, 10, 1))
	must(put(bufA, 0, 10, 1)) // nothing changed
	must(put(bufA, 1, 10, 1)) // the index
	must(put(bufA, 2, 12, 1)) // index and value
	must(put(bufA, 2, 13, 1)) // the value
	must(put(bufB, 2, 13, 1)) // the buffer
	must(put(bufB, 3, 13, 2)) // the epoch
	if n, e := k.keptArgs(); n != 3 || e != 2 {
		t.Fatalf("kept %d arguments of epoch %d, want 3 of 2", n, e)
	}
	// The buffer set, then an argument of the wrong size: the launch fails.
	var bad Args
	bad.Mem(bufA)
	bad.Uint64(4)
	bad.Uint64(99)
	bad.Epoch = 2
	if err := q.LaunchNoEvent(k, &bad, []uint64{1}, nil, nil); err == nil {
		t.Fatal("a launch with an 8-byte int argument succeeded")
	}
	if n, _ := k.keptArgs(); n != 0 {
		t.Fatalf("a failed launch kept %d arguments", n)
	}
	must(put(bufB, 3, 13, 2)) // as kept before the failure: bufB again
	must(put(bufB, 5, 15, 2))
	host := HostAlloc(8 * 4)
	defer HostFree(host)
	got := unsafe.Slice((*int32)(unsafe.Pointer(&host[0])), 8)
	for _, c := range []struct {
		b    Mem
		want [8]int32
	}{{bufA, [8]int32{10, 10, 13}}, {bufB, [8]int32{0, 0, 13, 13, 0, 15}}} {
		if err := q.ReadBlocking(c.b, 0, 8*4, unsafe.Pointer(&host[0])); err != nil {
			t.Fatal(err)
		}
		if [8]int32(got) != c.want {
			t.Fatalf("buffer holds %v, want %v", got, c.want)
		}
	}
}
