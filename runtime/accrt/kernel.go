package accrt

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"

	"github.com/accls/accls/internal/cachedir"
	"github.com/accls/accls/runtime/cl"
	"github.com/accls/accls/runtime/kabi"
)

// cacheVersion changes whenever the prelude or the build changes, so old
// cached binaries are not used.
const cacheVersion = "accrt-1\n" + kabi.Prelude

// Program is an OpenCL program built for one device.
type Program struct {
	d       *Device
	p       cl.Program
	kernels map[string]*Kernel
	// FromCache tells whether the binary came from the disk cache.
	FromCache bool
}

// Kernel is one kernel of a program.
type Kernel struct {
	d        *Device
	Name     string
	k        cl.Kernel
	maxWG    int
	multiple int
}

func (p *Program) release() {
	for _, k := range p.kernels {
		k.k.Release()
	}
	p.p.Release()
}

// CacheDir is where program binaries are kept: the kernels folder of
// accls's cache (internal/cachedir); "" when caching is off
// (ACCLS_CACHE_DIR=off).
func CacheDir() string { return cachedir.Folder("kernels") }

// kernelsKept bounds the kernels folder, least recently used first
// (cachedir.Prune). A program's binary is tens of kilobytes (PTX of a
// few kernels) to a few megabytes (a GPU's machine code of a mini-app);
// a thousand of them is every program of a large project and its tests.
var kernelsKept = cachedir.Bound{Entries: 1024, Bytes: 256 << 20}

// cacheDir is CacheDir for d. A driver that keeps its own cache of built
// programs (PoCL) gets none of ours unless ACCLS_CACHE_DIR asks for it:
// asking PoCL for a program's binary compiles every kernel in it for every
// work-group shape, which made a program's first run 3-4 times slower
// while PoCL's own cache already makes later runs fast.
func (d *Device) cacheDir() string {
	if os.Getenv(cachedir.Env) == "" && d.driverCachesPrograms() {
		return ""
	}
	return CacheDir()
}

// driverCachesPrograms tells whether d's OpenCL driver caches built
// programs on disk by itself.
func (d *Device) driverCachesPrograms() bool {
	return strings.Contains(d.Info.Platform, "Portable Computing Language")
}

// programKey identifies a program's binary: the source, the options and
// everything about the device and driver that changes the binary.
func (d *Device) programKey(src, options string) string {
	h := sha256.New()
	for _, s := range []string{cacheVersion, d.Info.Platform, d.Info.PlatformVersion, d.Info.Name, d.Info.Version, d.Info.DriverVersion, options, src} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Program builds OpenCL C source for d, once: later calls with the same
// source get the same program, and a binary cached on disk skips the
// compiler in later runs. A failed build is an error carrying the
// compiler's log.
func (d *Device) Program(src, options string) (*Program, error) {
	return d.program(src, options, func(key, options string) (*Program, error) {
		return d.buildProgram(key, kabi.Prelude+src, options)
	})
}

// program is Program and LinkedProgram: keySrc names the program in the
// device's table and the disk cache; build makes it when the table does
// not hold it.
func (d *Device) program(keySrc, options string, build func(key, options string) (*Program, error)) (*Program, error) {
	if d.isHost {
		return nil, errorf(ErrWrongDeviceType, "kernels cannot run on the host device: the generated host code runs instead")
	}
	d.lock()
	defer d.mu.Unlock()
	if err := d.ensure(); err != nil {
		return nil, err
	}
	// Device code learns its device type (acc_on_device in kernels)
	// from this macro: openacc.h's acc_device_t value.
	options = strings.TrimSpace(options + fmt.Sprintf(" -D__ACCRT_DEVICE_TYPE=%d", int(d.Type)))
	key := d.programKey(keySrc, options)
	if p := d.progs[key]; p != nil {
		return p, nil
	}
	p, err := build(key, options)
	if err != nil {
		return nil, err
	}
	d.progs[key] = p
	return p, nil
}

// cachedProgram loads the program of key from the kernel cache: the cache
// file's path (empty when caching is off) and the program, or nil when the
// file is missing, stale or foreign (then the caller builds from source
// and replaces it).
func (d *Device) cachedProgram(key, options string) (string, *Program) {
	dir := d.cacheDir()
	if dir == "" {
		return "", nil
	}
	file := filepath.Join(dir, key+".bin")
	if bin, err := os.ReadFile(file); err == nil {
		if p, err := cl.ProgramFromBinary(d.ctx, d.CL, bin); err == nil {
			if err := p.Build(d.CL, options); err == nil {
				cachedir.Used(file)
				return file, &Program{d: d, p: p, kernels: map[string]*Kernel{}, FromCache: true}
			}
			p.Release()
		}
	}
	return file, nil
}

func (d *Device) buildProgram(key, src, options string) (*Program, error) {
	file, cached := d.cachedProgram(key, options)
	if cached != nil {
		return cached, nil
	}
	p, err := cl.ProgramFromSource(d.ctx, src)
	if err != nil {
		return nil, clError(ErrImplementationDefined, err, "cannot create a kernel program on %s", d)
	}
	if err := p.Build(d.CL, options); err != nil {
		p.Release()
		if be, ok := err.(*cl.BuildError); ok {
			e := errorf(ErrImplementationDefined, "the OpenCL compiler of %s rejected a kernel program; its log:\n%s", d, strings.TrimRight(be.Log, "\n"))
			e.RuntimeInfo = int64(be.Code)
			return nil, e
		}
		return nil, clError(ErrImplementationDefined, err, "cannot build a kernel program on %s", d)
	}
	keepBinary(file, p)
	return &Program{d: d, p: p, kernels: map[string]*Kernel{}}, nil
}

// keepBinary writes p's binary to the kernel cache's file (none when
// caching is off); failing to cache is not an error.
func keepBinary(file string, p cl.Program) {
	if file == "" {
		return
	}
	if bin, err := p.Binary(); err == nil && len(bin) > 0 {
		cachedir.Put(file, bin, kernelsKept)
	}
}

// Kernel returns the kernel of that name.
func (p *Program) Kernel(name string) (*Kernel, error) {
	d := p.d
	d.lock()
	defer d.mu.Unlock()
	if k := p.kernels[name]; k != nil {
		return k, nil
	}
	ck, err := p.p.Kernel(name)
	if err != nil {
		return nil, clError(ErrInvalidArgument, err, "the program has no kernel %q on %s", name, d)
	}
	k := &Kernel{d: d, Name: name, k: ck}
	k.maxWG, k.multiple, err = ck.WorkGroupInfo(d.CL)
	if err != nil {
		ck.Release()
		return nil, clError(ErrImplementationDefined, err, "kernel %q on %s", name, d)
	}
	p.kernels[name] = k
	return k, nil
}

// Device is the device the kernel was built for.
func (k *Kernel) Device() *Device { return k.d }

// MaxWorkGroup is the largest work-group the kernel runs with.
func (k *Kernel) MaxWorkGroup() int { return k.maxWG }

// WavefrontWidth is the device's SIMD width, which launches use as the
// work-group size unit: 64 on AMD GCN and CDNA, 32 on AMD RDNA and on
// NVIDIA, as the driver reports when it can; 0 when unknown.
func (d *Device) WavefrontWidth() int {
	if d.Info.SubgroupWidth > 0 {
		return d.Info.SubgroupWidth
	}
	switch d.Type {
	case DeviceNvidia:
		return 32
	case DeviceRadeon:
		n := strings.ToLower(d.Info.Name)
		for _, rdna := range []string{"gfx10", "gfx11", "gfx12"} {
			if strings.HasPrefix(n, rdna) {
				return 32
			}
		}
		return 64
	}
	return 0
}

// argsPool recycles argument blocks between launches.
var argsPool = sync.Pool{New: func() any { return new(cl.Args) }}

// NewArgs returns an argument block whose first two arguments are the heap
// parameters (kabi.HeapArg, kabi.HeapBaseArg), filled in at launch; the
// caller adds the kernel's own and hands the block to Launch.
func NewArgs() *cl.Args {
	a := argsPool.Get().(*cl.Args)
	a.Reset()
	a.Mem(cl.Mem{})
	a.Uint64(0)
	return a
}

// Launch runs k over the global work size (1 to 3 dimensions) with the
// given work-group size; with local nil the runtime picks one from the
// device's wavefront width. The launch goes on the queue of async after
// the queues in waits (without blocking the host); with acc_async_sync the
// host waits for it. Launch takes over args.
func (d *Device) Launch(k *Kernel, args *cl.Args, global, local []uint64, async int, waits []int) error {
	return d.launch(k, args, global, local, async, waits, true, nil)
}

// LaunchNoWait is Launch without the host's wait on acc_async_sync: a
// compute construct made of several kernels (a reduction's fold kernel,
// a kernels region's statements) queues them all and waits once, with
// SyncWait, before its exit actions. On an H200 each wait cost about 15 us
// and a dot product's launch waited for its first kernel before queueing
// the fold.
func (d *Device) LaunchNoWait(k *Kernel, args *cl.Args, global, local []uint64, async int, waits []int) error {
	return d.launch(k, args, global, local, async, waits, false, nil)
}

// LaunchHeld is LaunchNoWait that also gives the synchronous queue's
// OpenCL handle when the kernel went there with its completion deferred
// (deferred.go; nil otherwise): the construct's end then needs only a
// flush of that queue, which the caller may do itself instead of
// SyncWait (runtime/capi/launch.c).
func (d *Device) LaunchHeld(k *Kernel, args *cl.Args, global, local []uint64, async int, waits []int) (unsafe.Pointer, error) {
	var held unsafe.Pointer
	err := d.launch(k, args, global, local, async, waits, false, &held)
	return held, err
}

// SyncWait ends a synchronous compute construct's launches (acc_async_sync):
// the host would wait for them here, but defers that wait while it cannot
// tell the difference (deferred.go); other queues are left to the
// program's waits.
func (d *Device) SyncWait(async int) error {
	if d.isHost {
		return nil
	}
	d.lock()
	q, err := d.queueFor(async)
	if err != nil || q != d.syncQ || !q.last.Valid() && !q.untracked {
		d.mu.Unlock()
		return err
	}
	if deferSync {
		err := d.holdSync()
		d.mu.Unlock()
		return err
	}
	q.untracked = false
	d.mu.Unlock()
	// Without the lock, so other threads' queues go on meanwhile.
	if err := q.cl.Finish(); err != nil {
		return clError(ErrExecution, err, "a kernel failed on %s", d)
	}
	return nil
}

func (d *Device) launch(k *Kernel, args *cl.Args, global, local []uint64, async int, waits []int, wait bool, held *unsafe.Pointer) error {
	defer argsPool.Put(args)
	if len(global) == 0 || len(global) > 3 {
		return errorf(ErrInvalidArgument, "a launch needs 1 to 3 dimensions, not %d", len(global))
	}
	for _, g := range global {
		if g == 0 {
			return nil // no work-items: nothing to run
		}
	}
	if local == nil {
		if w := uint64(d.WavefrontWidth()); w > 1 && global[0]%w == 0 && int(w) <= k.maxWG {
			local = make([]uint64, len(global))
			local[0] = w
			for i := 1; i < len(local); i++ {
				local[i] = 1
			}
		}
	} else if len(local) != len(global) {
		return errorf(ErrInvalidArgument, "kernel %s: %d work-group dimensions for %d global ones", k.Name, len(local), len(global))
	}
	d.lock()
	q, err := d.queueFor(async)
	if err != nil {
		d.mu.Unlock()
		return err
	}
	d.reap()
	var wl []cl.Event
	if len(waits) > 0 {
		if wl, err = d.markers(waits, q); err != nil {
			d.mu.Unlock()
			return err
		}
	}
	args.SetMem(kabi.HeapArg, d.mem.buf)
	args.SetUint64(kabi.HeapBaseArg, uint64(d.mem.base))
	args.Epoch = d.mem.epoch
	emitLaunch(EvEnqueueLaunchStart, d, k.Name, global, local, async)
	// A synchronous construct's kernels take no event (SyncWait and settle
	// finish the queue; lastEvent makes one when needed). Async queues keep
	// theirs: acc_async_test must see the work done as soon as it is, and a
	// marker made at the test would not be complete yet.
	untracked := q == d.syncQ && !wait
	var ev cl.Event
	if untracked {
		err = q.cl.LaunchNoEvent(k.k, args, global, local, wl)
	} else {
		ev, err = q.cl.Launch(k.k, args, global, local, wl)
	}
	emitLaunch(EvEnqueueLaunchEnd, d, k.Name, global, local, async)
	releaseAll(wl)
	if err != nil {
		d.mu.Unlock()
		return clError(ErrExecution, err, "cannot launch kernel %s on %s (global %v, local %v)", k.Name, d, clone(global), clone(local))
	}
	if untracked {
		q.untracked = true // SyncWait flushes once for the construct's kernels
		if deferSync && held != nil {
			d.syncHeld = true // settle waits for it from now on
			*held = q.cl.Handle()
		}
		d.mu.Unlock()
		return nil
	}
	q.track(ev)
	if q != d.syncQ {
		err = q.cl.Flush()
		d.mu.Unlock()
		if err != nil {
			return clError(ErrExecution, err, "cannot submit kernel %s on %s", k.Name, d)
		}
		return nil
	}
	// Launch on the synchronous queue: wait without the lock, so other threads' queues go on meanwhile.
	ev.Retain()
	d.mu.Unlock()
	err = ev.Wait()
	ev.Release()
	if err != nil {
		return clError(ErrExecution, err, "kernel %s failed on %s", k.Name, d)
	}
	return nil
}

// clone copies launch sizes for a message, which keeps the caller's on
// its stack.
func clone(s []uint64) []uint64 {
	if s == nil {
		return nil
	}
	return append([]uint64(nil), s...)
}

func releaseAll(evs []cl.Event) {
	for _, e := range evs {
		e.Release()
	}
}
