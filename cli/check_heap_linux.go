package cli

import (
	"os"
	"runtime"
	"strings"
	"syscall"
	"unsafe"
)

// hugePage is the size of a transparent huge page on x86-64 and arm64
// with 4 KiB pages.
const hugePage = 2 << 20

// madvHugePage is MADV_HUGEPAGE (linux/mman.h); syscall names it only on
// some architectures.
const madvHugePage = 14

// askHugePages asks the kernel for transparent huge pages under the
// first n bytes of heap the check will use. With the collector off, a
// check's heap is memory the process touches once: on the 10,000-line
// file 150 MiB in 36,000 page faults of 4 KiB, a quarter of its CPU as
// system time; in 2 MiB pages the faults are about 3,000 (issue 16,
// docs/design/lsp.md). Where the host's setting is "madvise" (or
// "always") the heap gets them only when asked, which Go's runtime does
// not do for the heap. So: take n bytes from the heap (fresh address
// space, untouched), mark it, and give it back; the allocator hands out
// the lowest free addresses first, so the check's objects land there.
// Where huge pages are off the mark does nothing. The price: the pages
// given back count as used, so Go zeroes what it allocates there again
// (about 10 ms of user time on the 10,000-line file). GODEBUG's
// disablethp=1, Go's own switch against huge pages, turns this off too:
// on a virtual machine whose host backs memory lazily a fresh 2 MiB page
// now and then costs far more (docs/design/lsp.md, session 9).
func askHugePages(n int) {
	if strings.Contains(","+os.Getenv("GODEBUG")+",", ",disablethp=1,") {
		return
	}
	b := make([]byte, n)
	base := unsafe.Pointer(unsafe.SliceData(b))
	p := uintptr(base)
	start := (p + hugePage - 1) &^ (hugePage - 1)
	end := (p + uintptr(n)) &^ (hugePage - 1)
	if end > start {
		_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Add(base, start-p)), end-start), madvHugePage)
	}
	b = nil
	runtime.GC() // the heap is a few MiB yet: this frees b's span at once
}
