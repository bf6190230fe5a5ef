package accrt

import "testing"

// A device copy keeps its host address modulo 16, and data 16-aligned on
// the host starts on a 256-byte boundary of device memory, where GPU
// memory transactions start (a copy skewed by the host's offset in its
// page costs an extra memory sector per warp access).
func TestDeviceCopiesAlignment(t *testing.T) {
	d := testDevice(t)
	buf := hostInts(t, 1024)
	base := addr(buf)
	for _, skew := range []uintptr{16, 20, 48, 130} {
		// The first host address past base that is skew modulo 256.
		h := base + (256+skew-base%256)%256
		v := Var{Host: h, Size: 64, Name: "x"}
		dev, err := d.Enter(v, EnterCreate, Dynamic, AsyncSync)
		must(t, err)
		if dev%16 != h%16 {
			t.Errorf("host %#x (≡%d mod 16) got device %#x (≡%d mod 16)", h, h%16, dev, dev%16)
		}
		if h%16 == 0 && dev%256 != 0 {
			t.Errorf("16-aligned host %#x got device %#x, not on a 256-byte boundary", h, dev)
		}
		must(t, d.Exit(v, ExitDelete, Dynamic, false, AsyncSync))
	}
}
