package accrt

import (
	"testing"

	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/present"
)

// Each benchmark has a runtime variant and a plain OpenCL baseline doing
// the same work; docs/design/runtime.md records the ratios.

const emptySrc = "__kernel void empty(ACC_HEAP_PARAMS) { }"

func benchKernel(b *testing.B) (*Device, *Kernel) {
	d := testDevice(b)
	p, err := d.Program(emptySrc, "")
	must(b, err)
	k, err := p.Kernel("empty")
	must(b, err)
	return d, k
}

// BenchmarkLaunchEmpty: an empty kernel over 64 work-items, waited for
// each time (sync) or queued back to back and waited for at the end.
func BenchmarkLaunchEmpty(b *testing.B) {
	for _, sync := range []bool{true, false} {
		name := "async"
		async := 1
		if sync {
			name, async = "sync", AsyncSync
		}
		b.Run("accrt-"+name, func(b *testing.B) {
			d, k := benchKernel(b)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := d.Launch(k, NewArgs(), []uint64{64}, nil, async, nil); err != nil {
					b.Fatal(err)
				}
			}
			must(b, d.WaitAll())
		})
		b.Run("opencl-"+name, func(b *testing.B) {
			d, k := benchKernel(b)
			d.mu.Lock()
			q, err := d.queueFor(async)
			d.mu.Unlock()
			must(b, err)
			b.ResetTimer()
			must(b, cl.BenchLaunch(q.cl, k.k, d.mem.buf, 64, b.N, sync))
		})
	}
}

// BenchmarkPresentLookup10k: the device address of a host address inside
// one of 10,000 present blocks (acc_deviceptr, and every data clause on
// present data), beside the plain OpenCL program's equivalents: a Go map
// from exact host addresses to buffers, and the cheapest query OpenCL has
// about a buffer.
func BenchmarkPresentLookup10k(b *testing.B) {
	const n = 10000
	d := testDevice(b)
	host := cl.HostAlloc(n * 64)
	defer cl.HostFree(host)
	base := addr(host)
	b.Run("accrt", func(b *testing.B) {
		for i := 0; i < n; i++ {
			_, err := d.Enter(Var{Host: base + uintptr(i*64), Size: 48}, EnterCreate, Dynamic, AsyncSync)
			must(b, err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			h := base + uintptr((i*7919)%n*64) + 8
			if d.DevicePtr(h) == 0 {
				b.Fatal("not present")
			}
		}
	})
	b.Run("opencl-map", func(b *testing.B) {
		ctx, err := d.Context()
		must(b, err)
		bufs := map[uintptr]cl.Mem{}
		for i := 0; i < n; i++ {
			m, err := cl.CreateBuffer(ctx, 48)
			must(b, err)
			bufs[base+uintptr(i*64)] = m
		}
		defer func() {
			for _, m := range bufs {
				m.Release()
			}
		}()
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			h := base + uintptr((i*7919)%n*64)
			if !bufs[h].Valid() {
				b.Fatal("no buffer")
			}
		}
	})
	b.Run("opencl-meminfo", func(b *testing.B) {
		ctx, err := d.Context()
		must(b, err)
		mems := make([]cl.Mem, n)
		for i := range mems {
			mems[i], err = cl.CreateBuffer(ctx, 48)
			must(b, err)
		}
		defer func() {
			for _, m := range mems {
				m.Release()
			}
		}()
		b.ResetTimer()
		must(b, cl.BenchMemInfo(mems, b.N))
	})
}

// BenchmarkUpdateSmall: update device and update self of 4 KiB of
// present data (a halo exchange's copies): the runtime's own cost per
// directive beside the driver's blocking write or read.
func BenchmarkUpdateSmall(b *testing.B) {
	for _, toDevice := range []bool{true, false} {
		name := "self"
		if toDevice {
			name = "device"
		}
		b.Run(name, func(b *testing.B) {
			d := testDevice(b)
			v := varOf(hostInts(b, 1024), "a")
			_, err := d.Enter(v, EnterCreate, present.Structured, AsyncSync)
			must(b, err)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				must(b, d.Update(v, toDevice, false, AsyncSync))
			}
		})
	}
}
