package accrt

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/runtime/cl"
)

const kernelSrc = `
typedef struct { ulong data; int n; } vec_t; /* host: struct { int *data; int n; } */

/* Follows a pointer that attach wrote into device memory. */
__kernel void scale(ACC_HEAP_PARAMS, ulong pv, int factor) {
	__global vec_t *v = ACC_PTR(vec_t, pv);
	__global int *d = ACC_PTR(int, v->data);
	size_t i = get_global_id(0);
	if (i < (size_t)v->n) d[i] *= factor;
}

/* Pointer arithmetic on device pointers, and a double argument. */
__kernel void axpy(ACC_HEAP_PARAMS, ulong y, ulong x, double a, int n) {
	__global double *py = ACC_PTR(double, y) + 1;
	__global double *px = ACC_PTR(double, x);
	size_t i = get_global_id(0);
	if ((int)i < n - 1) py[i] += a * px[i + 1];
}

/* A reduction with local memory. */
__kernel void sum(ACC_HEAP_PARAMS, ulong in, ulong out, __local int *tmp) {
	__global int *pin = ACC_PTR(int, in);
	size_t l = get_local_id(0);
	tmp[l] = pin[get_global_id(0)];
	for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
		barrier(CLK_LOCAL_MEM_FENCE);
		if (l < s) tmp[l] += tmp[l + s];
	}
	if (l == 0) atomic_add(ACC_PTR(int, out), tmp[0]);
}
`

func u64(v uint64) []byte  { return (*[8]byte)(unsafe.Pointer(&v))[:] }
func f64(v float64) []byte { return (*[8]byte)(unsafe.Pointer(&v))[:] }
func i32(v int32) []byte   { return (*[4]byte)(unsafe.Pointer(&v))[:] }
func kernel(t *testing.T, d *Device, name string) *Kernel {
	p, err := d.Program(kernelSrc, "")
	must(t, err)
	k, err := p.Kernel(name)
	must(t, err)
	return k
}

// A struct with a pointer member: after attach, a kernel follows the
// pointer; after the copyout the host pointer is the host's again.
func TestAttachPointerInStruct(t *testing.T) {
	d := testDevice(t)
	data := hostInts(t, 100)
	for i := range data {
		data[i] = int32(i)
	}
	sb := cl.HostAlloc(16)
	defer cl.HostFree(sb)
	*(*uintptr)(unsafe.Pointer(&sb[0])) = addr(data) // s.data
	*(*int32)(unsafe.Pointer(&sb[8])) = 100          // s.n
	s := Var{Host: addr(sb), Size: 16, Name: "s"}
	sdev, err := d.Enter(s, EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	_, err = d.Enter(varOf(data, "s.data[0:100]"), EnterCopyin, Dynamic, AsyncSync)
	must(t, err)
	ptrAddr := addr(sb)
	must(t, d.Attach(ptrAddr, AsyncSync))
	must(t, d.Attach(ptrAddr, AsyncSync))
	if n := d.AttachCount(ptrAddr); n != 2 {
		t.Fatalf("attachment counter %d", n)
	}
	k := kernel(t, d, "scale")
	a := NewArgs()
	a.Uint64(uint64(sdev))
	a.Bytes(i32(3))
	must(t, d.Launch(k, a, []uint64{128}, nil, AsyncSync, nil))
	must(t, d.Detach(ptrAddr, false, AsyncSync))
	if n := d.AttachCount(ptrAddr); n != 1 {
		t.Fatalf("attachment counter after detach %d", n)
	}
	// The device copy of s.data still points at the device data.
	var got uintptr
	must(t, d.MemcpyFromDevice(uintptr(unsafe.Pointer(&got)), sdev, 8, AsyncSync))
	if got != d.DevicePtr(addr(data)) {
		t.Fatalf("device s.data = %#x, want %#x", got, d.DevicePtr(addr(data)))
	}
	must(t, d.Exit(varOf(data, "s.data[0:100]"), ExitCopyout, Dynamic, false, AsyncSync))
	// copyout of s detaches first: the host keeps its own pointer.
	*(*uintptr)(unsafe.Pointer(&sb[0])) = 0xdead
	*(*uintptr)(unsafe.Pointer(&sb[0])) = addr(data)
	must(t, d.Exit(s, ExitCopyout, Dynamic, false, AsyncSync))
	if p := *(*uintptr)(unsafe.Pointer(&sb[0])); p != addr(data) {
		t.Fatalf("host s.data became %#x after copyout", p)
	}
	for i, v := range data {
		if v != int32(3*i) {
			t.Fatalf("data[%d] = %d", i, v)
		}
	}
}

func TestDevicePointerArithmetic(t *testing.T) {
	d := testDevice(t)
	const n = 1000
	hb := cl.HostAlloc(2 * n * 8)
	defer cl.HostFree(hb)
	hs := unsafe.Slice((*float64)(unsafe.Pointer(&hb[0])), 2*n)
	for i := 0; i < n; i++ {
		hs[i], hs[n+i] = 1, float64(i)
	}
	y, err := d.Malloc(n * 8)
	must(t, err)
	x, err := d.Malloc(n * 8)
	must(t, err)
	must(t, d.MemcpyToDevice(y, addr(hs), n*8, 4))
	must(t, d.MemcpyToDevice(x, addr(hs)+n*8, n*8, 5))
	k := kernel(t, d, "axpy")
	a := NewArgs()
	a.Uint64(uint64(y))
	a.Uint64(uint64(x))
	a.Bytes(f64(0.25))
	a.Bytes(i32(n))
	// The launch on queue 6 waits for the copies on queues 4 and 5.
	must(t, d.Launch(k, a, []uint64{n}, nil, 6, []int{4, 5}))
	must(t, d.MemcpyFromDevice(addr(hs), y, n*8, 6))
	must(t, d.Wait(6))
	if hs[0] != 1 {
		t.Fatalf("y[0] = %v", hs[0])
	}
	for i := 1; i < n; i++ {
		if want := 1 + 0.25*float64(i); math.Abs(hs[i]-want) > 1e-12 {
			t.Fatalf("y[%d] = %v, want %v", i, hs[i], want)
		}
	}
	must(t, d.Free(x))
	must(t, d.Free(y))
}

func TestLocalMemoryReduction(t *testing.T) {
	d := testDevice(t)
	in := hostInts(t, 1024)
	for i := range in {
		in[i] = int32(i)
	}
	out := hostInts(t, 1)
	dIn, err := d.Enter(varOf(in, "in"), EnterCopyin, Structured, AsyncSync)
	must(t, err)
	dOut, err := d.Enter(varOf(out, "out"), EnterCreateZero, Structured, AsyncSync)
	must(t, err)
	k := kernel(t, d, "sum")
	a := NewArgs()
	a.Uint64(uint64(dIn))
	a.Uint64(uint64(dOut))
	a.Local(64 * 4)
	must(t, d.Launch(k, a, []uint64{1024}, []uint64{64}, AsyncSync, nil))
	must(t, d.Exit(varOf(out, "out"), ExitCopyout, Structured, false, AsyncSync))
	if out[0] != 1023*1024/2 {
		t.Fatalf("sum = %d", out[0])
	}
}

func TestProgramCacheAndBuildLog(t *testing.T) {
	d := testDevice(t)
	dir := t.TempDir()
	t.Setenv("ACCLS_CACHE_DIR", dir)
	src := "__kernel void k(ACC_HEAP_PARAMS, ulong p) { *ACC_PTR(int, p) = 5; }"
	p, err := d.Program(src, "")
	must(t, err)
	if p.FromCache {
		t.Fatal("first build came from an empty cache")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "kernels", "*.bin"))
	if len(files) != 1 {
		t.Fatalf("cache holds %v", files)
	}
	// A fresh device state must load the binary from disk.
	must(t, d.Shutdown())
	p, err = d.Program(src, "")
	must(t, err)
	if !p.FromCache {
		t.Fatal("second build did not use the cached binary")
	}
	k, err := p.Kernel("k")
	must(t, err)
	out := hostInts(t, 1)
	dv, err := d.Enter(varOf(out, "out"), EnterCreate, Structured, AsyncSync)
	must(t, err)
	a := NewArgs()
	a.Uint64(uint64(dv))
	must(t, d.Launch(k, a, []uint64{1}, nil, AsyncSync, nil))
	must(t, d.Exit(varOf(out, "out"), ExitCopyout, Structured, false, AsyncSync))
	if out[0] != 5 {
		t.Fatalf("cached kernel wrote %d", out[0])
	}
	// A corrupt cache file falls back to the source.
	os.WriteFile(files[0], []byte("garbage"), 0o644)
	must(t, d.Shutdown())
	if p, err = d.Program(src, ""); err != nil || p.FromCache {
		t.Fatalf("corrupt cache: %v %v", p, err)
	}
	_, err = d.Program("__kernel void bad(ACC_HEAP_PARAMS) { undeclared_thing = 1; }", "")
	e := wantCode(t, err, ErrImplementationDefined)
	if !strings.Contains(e.Msg, "undeclared_thing") || !strings.Contains(e.Msg, "rejected a kernel program") {
		t.Fatalf("build error without the log: %q", e.Msg)
	}
}

func TestWavefrontWidth(t *testing.T) {
	for _, c := range []struct {
		typ  DeviceType
		name string
		want int
	}{
		{DeviceRadeon, "gfx90a:sramecc+:xnack-", 64}, // CDNA2
		{DeviceRadeon, "gfx906", 64},                 // GCN5
		{DeviceRadeon, "gfx1100", 32},                // RDNA3
		{DeviceRadeon, "gfx1030", 32},                // RDNA2
		{DeviceNvidia, "NVIDIA H200", 32},
		{DeviceOpenCL, "pthread-cpu", 0},
	} {
		d := &Device{Type: c.typ, Info: cl.DeviceInfo{Name: c.name}}
		if got := d.WavefrontWidth(); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
	d := &Device{Type: DeviceRadeon, Info: cl.DeviceInfo{Name: "gfx1100", SubgroupWidth: 64}}
	if d.WavefrontWidth() != 64 {
		t.Error("the driver's wavefront width must win")
	}
}

// Kernels queued on the synchronous queue without the host's wait run in
// order, SyncWait defers the host's wait and Settle leaves the queue idle:
// a program that builds 1 then doubles it 5 times reads 32.
func TestLaunchNoWaitThenSyncWait(t *testing.T) {
	d := testDevice(t)
	p, err := d.Program("__kernel void set1(ACC_HEAP_PARAMS, ulong p) { *ACC_PTR(int, p) = 1; }\n"+
		"__kernel void dbl(ACC_HEAP_PARAMS, ulong p) { *ACC_PTR(int, p) *= 2; }", "")
	must(t, err)
	set1, err := p.Kernel("set1")
	must(t, err)
	dbl, err := p.Kernel("dbl")
	must(t, err)
	out := hostInts(t, 1)
	dv, err := d.Enter(varOf(out, "out"), EnterCreate, Structured, AsyncSync)
	must(t, err)
	a := NewArgs()
	a.Uint64(uint64(dv))
	must(t, d.LaunchNoWait(set1, a, []uint64{1}, nil, AsyncSync, nil))
	for i := 0; i < 5; i++ {
		a := NewArgs()
		a.Uint64(uint64(dv))
		must(t, d.LaunchNoWait(dbl, a, []uint64{1}, nil, AsyncSync, nil))
	}
	must(t, d.SyncWait(AsyncSync))
	// The host's wait is deferred (deferred.go) and Settle does it.
	if deferSync && !d.syncHeld {
		t.Fatal("SyncWait did not defer the wait for the synchronous construct")
	}
	must(t, d.Settle())
	if q, _ := d.queueFor(AsyncSync); q.last.Valid() {
		if done, _ := q.last.Done(); !done || d.syncHeld {
			t.Fatal("the synchronous queue is busy after Settle")
		}
	}
	must(t, d.Exit(varOf(out, "out"), ExitCopyout, Structured, false, AsyncSync))
	if out[0] != 32 {
		t.Fatalf("out = %d, want 32", out[0])
	}
	// On another queue SyncWait leaves the work to the program's waits.
	must(t, d.SyncWait(3))
}

// acc_async_test_all answers for the async queues: a synchronous
// construct whose wait was deferred is complete when the host looks (the
// test settles it), even while its slow kernel would still be running.
func TestTestAllAfterDeferredSync(t *testing.T) {
	d := testDevice(t)
	p, err := d.Program("__kernel void slow(ACC_HEAP_PARAMS, ulong p) {\n"+
		"	int s = 0;\n"+
		"	for (int i = 0; i < 20000000; i++) s = s * 7 + i;\n"+
		"	*ACC_PTR(int, p) = s;\n"+
		"}", "")
	must(t, err)
	slow, err := p.Kernel("slow")
	must(t, err)
	out := hostInts(t, 1)
	dv, err := d.Enter(varOf(out, "out"), EnterCreate, Structured, AsyncSync)
	must(t, err)
	a := NewArgs()
	a.Uint64(uint64(dv))
	must(t, d.LaunchNoWait(slow, a, []uint64{1}, nil, AsyncSync, nil))
	must(t, d.SyncWait(AsyncSync))
	done, err := d.TestAll()
	must(t, err)
	if !done {
		t.Fatal("acc_async_test_all: not done, with no async work queued")
	}
	must(t, d.Exit(varOf(out, "out"), ExitDelete, Structured, false, AsyncSync))
}

// The kernels folder keeps the programs used last (cachedir.Bound): a
// binary loaded from it counts as used, so the one built and never
// loaded again goes first.
func TestProgramCacheBounded(t *testing.T) {
	d := testDevice(t)
	dir := t.TempDir()
	t.Setenv("ACCLS_CACHE_DIR", dir)
	defer func(b cachedir.Bound) { kernelsKept = b }(kernelsKept)
	kernelsKept = cachedir.Bound{Entries: 2, Bytes: 1 << 30}
	src := func(v int) string {
		return fmt.Sprintf("__kernel void k(ACC_HEAP_PARAMS, ulong p) { *ACC_PTR(int, p) = %d; }", v)
	}
	binOf := func(v int) string {
		before, _ := filepath.Glob(filepath.Join(dir, "kernels", "*.bin"))
		_, err := d.Program(src(v), "")
		must(t, err)
		after, _ := filepath.Glob(filepath.Join(dir, "kernels", "*.bin"))
		for _, f := range after {
			if !slices.Contains(before, f) {
				return f
			}
		}
		t.Fatalf("program %d left no new binary", v)
		return ""
	}
	first, second := binOf(1), binOf(2)
	old := time.Now().Add(-time.Hour)
	must(t, os.Chtimes(first, old, old))
	must(t, os.Chtimes(second, old.Add(time.Minute), old.Add(time.Minute)))
	must(t, d.Shutdown())
	p, err := d.Program(src(1), "") // loaded: used now
	must(t, err)
	if !p.FromCache {
		t.Fatal("program 1 was not loaded from the cache")
	}
	third := binOf(3)
	for f, want := range map[string]bool{first: true, second: false, third: true} {
		if _, err := os.Stat(f); (err == nil) != want {
			t.Errorf("%s kept = %v, want %v", filepath.Base(f), err == nil, want)
		}
	}
}
