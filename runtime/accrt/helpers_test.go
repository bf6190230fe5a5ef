package accrt

import (
	"testing"
	"unsafe"

	"github.com/accls/accls/internal/cachedir/cachedirtest"
	"github.com/accls/accls/runtime/cl"
)

// TestMain keeps the tests' program binaries out of the user's cache.
func TestMain(m *testing.M) { cachedirtest.Main(m) }

// testDevice returns the first OpenCL device, freshly shut down so every
// test starts with an empty present table.
func testDevice(t testing.TB) *Device {
	t.Helper()
	devs := Devices()
	if len(devs) == 0 {
		t.Skip("no OpenCL device (install pocl-opencl-icd)")
	}
	d := devs[0]
	if err := d.Shutdown(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Shutdown() })
	return d
}

// hostInts is C memory holding n int32 values, freed after the test.
func hostInts(t testing.TB, n int) []int32 {
	b := cl.HostAlloc(n * 4)
	t.Cleanup(func() { cl.HostFree(b) })
	return unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), n)
}

func addr[T any](s []T) uintptr { return uintptr(unsafe.Pointer(&s[0])) }

func varOf[T any](s []T, name string) Var {
	var z T
	return Var{Host: addr(s), Size: uintptr(len(s)) * unsafe.Sizeof(z), Name: name}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func wantCode(t testing.TB, err error, code ErrorCode) *Error {
	t.Helper()
	e, ok := err.(*Error)
	if !ok || e.Code != code {
		t.Fatalf("want %v, got %v", code, err)
	}
	return e
}
