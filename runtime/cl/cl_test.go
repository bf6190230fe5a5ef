package cl

import (
	"math"
	"strings"
	"testing"
	"unsafe"

	gocl "github.com/jgillich/go-opencl/cl"
)

func firstDevice(t testing.TB) *Device {
	t.Helper()
	devs, err := Discover()
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) == 0 {
		t.Skip("no OpenCL device (install pocl-opencl-icd)")
	}
	return devs[0]
}

// The unsafe reading of go-opencl's handles must give the same device the
// binding itself reports.
func TestHandleLayout(t *testing.T) {
	ps, err := gocl.GetPlatforms()
	if err != nil || len(ps) == 0 {
		t.Skip("no OpenCL platform")
	}
	ds, err := ps[0].GetDevices(gocl.DeviceTypeAll)
	if err != nil || len(ds) == 0 {
		t.Skip("no device")
	}
	d := newDevice(ps[0], ds[0])
	if d.id == nil || d.platform == nil {
		t.Fatal("nil handle")
	}
	var n [256]byte
	var got uintptr
	if rc := clDeviceName(d, n[:], &got); rc != 0 {
		t.Fatalf("clGetDeviceInfo on the raw handle failed: %d", rc)
	}
	if name := strings.TrimRight(string(n[:got]), "\x00"); strings.TrimSpace(name) != ds[0].Name() {
		t.Fatalf("raw handle names %q, binding says %q", name, ds[0].Name())
	}
}

func TestDiscoverInfo(t *testing.T) {
	d := firstDevice(t)
	in := d.Info
	if in.Name == "" || in.Platform == "" || in.GlobalMem == 0 || in.MaxAlloc == 0 || in.MaxWorkGroup == 0 || in.BaseAlign == 0 {
		t.Fatalf("incomplete device info: %+v", in)
	}
}

const testSrc = `
__kernel void axpy(__global double *y, __global const double *x, double a, uint n) {
	size_t i = get_global_id(0);
	if (i < n) y[i] += a * x[i];
}
__kernel void lsum(__global const int *in, __global int *out, __local int *tmp) {
	size_t l = get_local_id(0), g = get_global_id(0);
	tmp[l] = in[g];
	barrier(CLK_LOCAL_MEM_FENCE);
	if (l == 0) {
		int s = 0;
		for (size_t i = 0; i < get_local_size(0); i++) s += tmp[i];
		out[get_group_id(0)] = s;
	}
}
`

func TestBuildLaunchBinary(t *testing.T) {
	d := firstDevice(t)
	ctx, err := CreateContext(d)
	if err != nil {
		t.Fatal(err)
	}
	defer ctx.Release()
	q, err := CreateQueue(ctx, d)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Release()

	p, err := ProgramFromSource(ctx, testSrc)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Build(d, ""); err != nil {
		t.Fatal(err)
	}
	bin, err := p.Binary()
	if err != nil || len(bin) == 0 {
		t.Fatalf("no binary: %v", err)
	}
	p.Release()
	// The binary alone must give a working program.
	p, err = ProgramFromBinary(ctx, d, bin)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Release()
	if err := p.Build(d, ""); err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("axpy")
	if err != nil {
		t.Fatal(err)
	}
	defer k.Release()

	const n = 1000
	host := HostAlloc(2 * n * 8)
	defer HostFree(host)
	xs := unsafe.Slice((*float64)(unsafe.Pointer(&host[0])), 2*n)
	for i := 0; i < n; i++ {
		xs[i] = float64(i)       // y
		xs[n+i] = float64(2 * i) // x
	}
	y, _ := CreateBuffer(ctx, n*8)
	x, _ := CreateBuffer(ctx, n*8)
	defer y.Release()
	defer x.Release()
	e1, err := q.Write(y, 0, n*8, unsafe.Pointer(&host[0]), nil)
	if err != nil {
		t.Fatal(err)
	}
	e2, err := q.Write(x, 0, n*8, unsafe.Pointer(&host[n*8]), nil)
	if err != nil {
		t.Fatal(err)
	}
	var a Args
	a.Mem(y)
	a.Mem(x)
	var ab [8]byte
	*(*float64)(unsafe.Pointer(&ab[0])) = 0.5
	a.Bytes(ab[:])
	var nb [4]byte
	*(*uint32)(unsafe.Pointer(&nb[0])) = n
	a.Bytes(nb[:])
	ev, err := q.Launch(k, &a, []uint64{1024}, nil, []Event{e1, e2})
	if err != nil {
		t.Fatal(err)
	}
	e1.Release()
	e2.Release()
	if err := q.Flush(); err != nil {
		t.Fatal(err)
	}
	if err := ev.Wait(); err != nil {
		t.Fatal(err)
	}
	if done, err := ev.Done(); !done || err != nil {
		t.Fatalf("event not done after wait: %v %v", done, err)
	}
	ev.Release()
	if err := q.ReadBlocking(y, 0, n*8, unsafe.Pointer(&host[0])); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if want := float64(i) + 0.5*float64(2*i); math.Abs(xs[i]-want) > 1e-12 {
			t.Fatalf("y[%d] = %v, want %v", i, xs[i], want)
		}
	}
}

func TestLocalArgFillMarker(t *testing.T) {
	d := firstDevice(t)
	ctx, _ := CreateContext(d)
	defer ctx.Release()
	q, _ := CreateQueue(ctx, d)
	defer q.Release()
	q2, _ := CreateQueue(ctx, d)
	defer q2.Release()
	p, _ := ProgramFromSource(ctx, testSrc)
	defer p.Release()
	if err := p.Build(d, ""); err != nil {
		t.Fatal(err)
	}
	k, err := p.Kernel("lsum")
	if err != nil {
		t.Fatal(err)
	}
	defer k.Release()
	in, _ := CreateBuffer(ctx, 64*4)
	out, _ := CreateBuffer(ctx, 4*4)
	defer in.Release()
	defer out.Release()
	one := []byte{1, 0, 0, 0}
	fe, err := q2.Fill(in, 0, 64*4, one, nil)
	if err != nil {
		t.Fatal(err)
	}
	// q waits for q2's fill through a barrier, without the host waiting.
	m, err := q2.Marker(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := q.Barrier([]Event{m}); err != nil {
		t.Fatal(err)
	}
	var a Args
	a.Mem(in)
	a.Mem(out)
	a.Local(16 * 4)
	ev, err := q.Launch(k, &a, []uint64{64}, []uint64{16}, nil)
	if err != nil {
		t.Fatal(err)
	}
	q2.Flush()
	host := HostAlloc(16)
	defer HostFree(host)
	if err := q.ReadBlocking(out, 0, 16, unsafe.Pointer(&host[0])); err != nil {
		t.Fatal(err)
	}
	got := unsafe.Slice((*int32)(unsafe.Pointer(&host[0])), 4)
	for i, v := range got {
		if v != 16 {
			t.Fatalf("group %d sum = %d, want 16", i, v)
		}
	}
	for _, e := range []Event{fe, m, ev} {
		if done, err := e.Done(); !done || err != nil {
			t.Fatalf("event not complete: %v %v", done, err)
		}
		e.Release()
	}
}

func TestBuildErrorHasLog(t *testing.T) {
	d := firstDevice(t)
	ctx, _ := CreateContext(d)
	defer ctx.Release()
	p, err := ProgramFromSource(ctx, "__kernel void k(__global int *a) { a[0] = undefined_name; }")
	if err != nil {
		t.Fatal(err)
	}
	defer p.Release()
	err = p.Build(d, "")
	be, ok := err.(*BuildError)
	if !ok {
		t.Fatalf("want *BuildError, got %v", err)
	}
	if !strings.Contains(be.Log, "undefined_name") {
		t.Fatalf("build log does not name the error: %q", be.Log)
	}
}
