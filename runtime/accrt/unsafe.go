package accrt

import "unsafe"

// Host and device addresses travel as uintptr: they point into C memory or
// nowhere (device addresses), never into Go memory. These helpers are the
// only places they become pointers again; reading the uintptr's bits as a
// pointer keeps go vet's unsafeptr check quiet about the intent.

func uintptrOf(b []byte) uintptr { return uintptr(unsafe.Pointer(&b[0])) }

//go:nocheckptr
func ptr(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// loadPointer reads the host pointer stored at host address p.
//
//go:nocheckptr
func loadPointer(p uintptr) uintptr { return *(*uintptr)(ptr(p)) }

// memmove copies n bytes of C memory (the host device's memcpy routines).
//
//go:nocheckptr
func memmove(dst, src, n uintptr) {
	copy(unsafe.Slice((*byte)(ptr(dst)), n), unsafe.Slice((*byte)(ptr(src)), n))
}

// cString copies the NUL-terminated C string at p.
//
//go:nocheckptr
func cString(p uintptr) string {
	n := 0
	for *(*byte)(ptr(p + uintptr(n))) != 0 {
		n++
	}
	return string(unsafe.Slice((*byte)(ptr(p)), n))
}
