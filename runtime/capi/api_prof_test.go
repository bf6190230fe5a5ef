package main

import "testing"

// A launch's gangs are its work-groups in every dimension (acc_prof_info
// of enqueue_launch events, §5.2.2).
func TestLaunchSizes(t *testing.T) {
	for _, c := range []struct {
		global, local         []uint64
		gangs, workers, lanes uint64
	}{
		{[]uint64{256 * 10, 4}, []uint64{256, 4}, 10, 4, 256},        // gang worker vector
		{[]uint64{128 * 8, 2 * 256}, []uint64{128, 2}, 2048, 2, 128}, // the tile form
		{[]uint64{128 * 4, 1, 6}, []uint64{128, 1, 1}, 24, 1, 128},   // gang(dim:2)
		{[]uint64{100}, nil, 100, 1, 1},                              // no work-group size
		{nil, nil, 0, 0, 0},
	} {
		g, w, v := launchSizes(c.global, c.local)
		if g != c.gangs || w != c.workers || v != c.lanes {
			t.Errorf("launchSizes(%v, %v) = %d gangs, %d workers, %d lanes; want %d, %d, %d", c.global, c.local, g, w, v, c.gangs, c.workers, c.lanes)
		}
	}
}
