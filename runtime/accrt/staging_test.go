package accrt

import "testing"

// Staged copies (staging.go) move every byte in order, whatever the
// size: one chunk, several with a partial last one, host data that does
// not start on a chunk; the pinned buffers are in use.
func TestStagedCopies(t *testing.T) {
	t.Setenv("ACCLS_STAGED_COPIES", "1")
	d := testDevice(t)
	for _, n := range []int{stageMin / 4, (2*stageChunk+52)/4 + 3} {
		buf := hostInts(t, n+1)
		a := buf[1:] // 4 bytes past the allocation's start
		for i := range a {
			a[i] = int32(i*7 + 1)
		}
		v := varOf(a, "a")
		staged := d.stage.copies
		_, err := d.Enter(v, EnterCopyin, Dynamic, AsyncSync)
		must(t, err)
		if !d.stage.made || d.stage.copies != staged+1 {
			t.Fatal("the copy was not staged")
		}
		for i := range a {
			a[i] = 0
		}
		must(t, d.Update(v, false, false, AsyncSync)) // device to host
		for i := range a {
			if a[i] != int32(i*7+1) {
				t.Fatalf("%d ints: a[%d] = %d after update self", n, i, a[i])
			}
		}
		for i := range a {
			a[i] = int32(-i)
		}
		must(t, d.Update(v, true, false, AsyncSync)) // host to device
		for i := range a {
			a[i] = 5
		}
		must(t, d.Exit(v, ExitCopyout, Dynamic, false, AsyncSync))
		for i := range a {
			if a[i] != int32(-i) {
				t.Fatalf("%d ints: a[%d] = %d after copyout", n, i, a[i])
			}
		}
	}
}
