package accrt

import (
	"os"
	"strconv"
	"sync"
	"time"

	"github.com/accls/accls/runtime/cl"
)

// testSkew is ACCRT_TEST_SKEW, a number of milliseconds, for tests only:
// it makes PoCL show the ordering faults that a GPU's concurrent queues
// show (issue 17). On async queues, an upload copies its host bytes when
// it is enqueued, as NVIDIA's OpenCL does with pageable memory, and a
// download starts only that long after it is enqueued, held back by a user
// event that a timer completes, so the host runs ahead of the queue. Zero
// (unset) changes nothing.
var testSkew = sync.OnceValue(func() time.Duration {
	ms, err := strconv.Atoi(os.Getenv("ACCRT_TEST_SKEW"))
	if err != nil || ms <= 0 {
		return 0
	}
	return time.Duration(ms) * time.Millisecond
})

// skewed reports whether copies on q are skewed for a test.
func (d *Device) skewed(q *queue) bool { return q != d.syncQ && testSkew() > 0 }

// holdBack makes q's next commands wait for a timer (see testSkew).
func (d *Device) holdBack(q *queue) {
	ue, err := cl.CreateUserEvent(d.ctx)
	if err != nil {
		return
	}
	if b, err := q.cl.Barrier([]cl.Event{ue}); err == nil {
		q.track(b)
	}
	time.AfterFunc(testSkew(), func() {
		ue.Complete()
		ue.Release()
	})
}

// snapshot copies n host bytes at h into C memory freed once q has done
// its work so far plus the write about to be enqueued (see testSkew).
func (d *Device) snapshot(h, n uintptr) uintptr {
	p := cl.HostMalloc(uint64(n))
	memmove(uintptr(p), h, n)
	return uintptr(p)
}
