package cli

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// TestAskHugePagesMarksTheHeap: after askHugePages, memory the
// allocator hands out lies in a mapping the kernel marked for huge pages
// (VmFlags "hg" in /proc/self/smaps), whether or not the host then gives
// it huge pages.
func TestAskHugePagesMarksTheHeap(t *testing.T) {
	if _, err := os.Stat("/proc/self/smaps"); err != nil {
		t.Skip("no /proc/self/smaps")
	}
	if strings.Contains(os.Getenv("GODEBUG"), "disablethp=1") {
		t.Skip("GODEBUG=disablethp=1 turns askHugePages off")
	}
	askHugePages(64 << 20)
	// a large allocation takes pages of its own, from the lowest free
	// addresses: the marked stretch
	b := make([]byte, 8<<20)
	addr := uintptr(unsafe.Pointer(&b[len(b)/2]))
	flags, ok := vmFlagsAt(t, addr)
	if !ok {
		t.Fatalf("no mapping holds %#x", addr)
	}
	if !strings.Contains(" "+flags+" ", " hg ") {
		t.Errorf("the mapping of %#x has VmFlags %q, without hg", addr, flags)
	}
}

// vmFlagsAt reads the VmFlags of the mapping of /proc/self/smaps that
// holds addr.
func vmFlagsAt(t *testing.T, addr uintptr) (string, bool) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x ", &lo, &hi); n == 2 {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:")), true
		}
	}
	return "", false
}
