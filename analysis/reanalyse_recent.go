package analysis

import (
	"crypto/sha256"
	"fmt"
	"sync"
)

// The edits typed in a function come one after another: the text of the
// full analysis that Reanalyse compares the next edit with is, most
// often, one that Reanalyse already analysed a slice of (the text it was
// given for the last edit). Those slices are kept, the last few, and
// serve again as the old text's slice (oldSlice).

// sliceKey is a slice's text, the offsets of its functions' bodies and
// the functions it keeps (sliceID), and the options it was analysed with.
type sliceKey [sha256.Size]byte

func keyOf(text []byte, opts Options, id string) sliceKey {
	h := sha256.New()
	h.Write(text)
	fmt.Fprintf(h, "\x00%s", id)
	// The translator hook is a function: its address stands for it.
	fmt.Fprintf(h, "\x00%p\x00", opts.Translator)
	opts.Translator = nil
	fmt.Fprintf(h, "%#v", opts)
	var k sliceKey
	h.Sum(k[:0])
	return k
}

// sliceCache holds the last few slices analysed.
type sliceCache struct {
	mu   sync.Mutex
	runs []*sliceRun
}

const recentSliceCount = 4

var recentSlices sliceCache

func (c *sliceCache) put(s *sliceRun) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range c.runs {
		if r.key == s.key {
			return
		}
	}
	if len(c.runs) == recentSliceCount {
		c.runs = c.runs[1:]
	}
	c.runs = append(c.runs, s)
}

func (c *sliceCache) get(k sliceKey) *sliceRun {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, r := range c.runs {
		if r.key == k {
			return r
		}
	}
	return nil
}
