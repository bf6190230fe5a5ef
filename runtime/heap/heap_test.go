package heap

import (
	"math/rand"
	"testing"
)

func TestAllocFreeReuse(t *testing.T) {
	a := New(4096, 256)
	x, ok := a.Alloc(1)
	y, ok2 := a.Alloc(300)
	if !ok || !ok2 || x != 0 || y != 256 {
		t.Fatalf("got %d %v, %d %v", x, ok, y, ok2)
	}
	if a.InUse() != 256+512 {
		t.Fatalf("in use %d", a.InUse())
	}
	if !a.Free(x) || a.Free(x) {
		t.Fatal("free once must succeed, twice must fail")
	}
	// The hole at 0 is reused first.
	if z, _ := a.Alloc(200); z != 0 {
		t.Fatalf("hole not reused: %d", z)
	}
	if s, n, ok := a.Block(y + 100); !ok || s != y || n != 512 {
		t.Fatalf("Block(inside y) = %d %d %v", s, n, ok)
	}
	if _, _, ok := a.Block(y + 512); ok {
		t.Fatal("Block past the end found a block")
	}
	if _, ok := a.Alloc(4096); ok {
		t.Fatal("allocation larger than the heap succeeded")
	}
	a.Grow(8192)
	if off, ok := a.Alloc(4096); !ok || off != 768 {
		t.Fatalf("after grow: %d %v", off, ok)
	}
}

func TestFreeCoalescesAndLowersTop(t *testing.T) {
	a := New(1<<20, 256)
	var offs []uint64
	for i := 0; i < 10; i++ {
		o, _ := a.Alloc(256)
		offs = append(offs, o)
	}
	for _, i := range []int{1, 3, 2, 9, 8, 0, 4, 5, 7, 6} {
		a.Free(offs[i])
	}
	if a.Top() != 0 || len(a.free) != 0 || a.InUse() != 0 {
		t.Fatalf("heap not empty: top %d free %v in use %d", a.Top(), a.free, a.InUse())
	}
}

// Random allocations never overlap and always respect the alignment.
func TestRandomNoOverlap(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	a := New(1<<24, 128)
	live := map[uint64]uint64{}
	for i := 0; i < 20000; i++ {
		if rng.Intn(2) == 0 || len(live) == 0 {
			n := uint64(rng.Intn(5000))
			off, ok := a.Alloc(n)
			if !ok {
				continue
			}
			if off%128 != 0 {
				t.Fatalf("misaligned %d", off)
			}
			for o, s := range live {
				if off < o+s && o < off+a.round(n) {
					t.Fatalf("block %d+%d overlaps %d+%d", off, n, o, s)
				}
			}
			live[off] = a.round(n)
		} else {
			for o := range live {
				if !a.Free(o) {
					t.Fatalf("free %d failed", o)
				}
				delete(live, o)
				break
			}
		}
	}
	var sum uint64
	for _, s := range live {
		sum += s
	}
	if sum != a.InUse() {
		t.Fatalf("in use %d, live %d", a.InUse(), sum)
	}
}
