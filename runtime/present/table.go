// Package present is the present table of OpenACC 3.3 §2.6: which host
// address ranges have a copy in one device's memory, with the structured
// and dynamic reference counters of each (§2.6.7) and the attachment
// counters of the pointers inside it (§2.6.8). It is plain Go with no
// OpenCL in it, so the counting rules are tested on their own; the caller
// (package accrt) holds the device's lock around every call.
package present

import "fmt"

// Entry is one present block: host bytes [Host, Host+Size) whose device
// copy starts at device address Dev.
type Entry struct {
	Host, Size uintptr
	Dev        uintptr
	// Block is the device allocation to free when the entry goes away
	// (Dev may lie a little past it: see accrt's alignment rule). Zero for
	// memory the program mapped with acc_map_data.
	Block uintptr
	// Structured and Dynamic are the reference counters of §2.6.7.
	Structured, Dynamic int
	// Mapped marks memory given by acc_map_data: its dynamic counter
	// stays at least one until acc_unmap_data (§2.7.2, present decrement).
	Mapped bool
	attach map[uintptr]*Attachment
}

// End is one past the last host byte.
func (e *Entry) End() uintptr { return e.Host + e.Size }

// DevOf translates a host address inside the entry to its device address.
func (e *Entry) DevOf(h uintptr) uintptr { return e.Dev + (h - e.Host) }

// HostOf translates a device address inside the entry to its host address.
func (e *Entry) HostOf(d uintptr) uintptr { return e.Host + (d - e.Dev) }

// Live reports whether the data is present: the sum of the counters is
// above zero (§2.6.7).
func (e *Entry) Live() bool { return e.Structured+e.Dynamic > 0 }

func (e *Entry) String() string {
	return fmt.Sprintf("host %#x+%d -> dev %#x (structured %d, dynamic %d)", e.Host, e.Size, e.Dev, e.Structured, e.Dynamic)
}

// Status is what a lookup found for a host range.
type Status uint8

const (
	Absent  Status = iota // no byte of the range is present
	Present               // the whole range lies in one entry
	Partial               // some bytes are present, not all in one entry (§2.7.3)
)

// Table holds the entries of one device, sorted by host address and, for
// acc_hostptr, by device address. Entries never overlap in host memory.
type Table struct {
	// hostKeys[i] == byHost[i].Host: the search reads this dense slice
	// and touches one entry at the end, which keeps lookups in cache.
	hostKeys []uintptr
	byHost   []*Entry
	byDev    []*Entry
}

// Len is the number of entries.
func (t *Table) Len() int { return len(t.byHost) }

// searchHost returns the index of the first entry whose Host is above h.
func (t *Table) searchHost(h uintptr) int {
	keys := t.hostKeys
	lo, hi := 0, len(keys)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if keys[m] <= h {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Lookup finds the entry that holds all of [h, h+n). A zero n asks about
// the one byte at h. When the range is only partly present, the entry that
// overlaps it comes back with Partial.
func (t *Table) Lookup(h, n uintptr) (*Entry, Status) {
	if n == 0 {
		n = 1
	}
	i := t.searchHost(h)
	if i > 0 {
		e := t.byHost[i-1]
		if h < e.End() {
			if h+n <= e.End() {
				return e, Present
			}
			return e, Partial
		}
	}
	if i < len(t.byHost) && t.byHost[i].Host < h+n {
		return t.byHost[i], Partial
	}
	return nil, Absent
}

// LookupDev finds the entry whose device copy holds device address d.
func (t *Table) LookupDev(d uintptr) *Entry {
	lo, hi := 0, len(t.byDev)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t.byDev[m].Dev <= d {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo > 0 {
		if e := t.byDev[lo-1]; d < e.Dev+e.Size {
			return e
		}
	}
	return nil
}

// Insert adds e; it fails when e overlaps an entry already there.
func (t *Table) Insert(e *Entry) error {
	if e.Size == 0 {
		return fmt.Errorf("present: empty entry at %#x", e.Host)
	}
	if old, st := t.Lookup(e.Host, e.Size); st != Absent {
		return fmt.Errorf("present: %#x+%d overlaps %v", e.Host, e.Size, old)
	}
	i := t.searchHost(e.Host)
	t.byHost = append(t.byHost, nil)
	copy(t.byHost[i+1:], t.byHost[i:])
	t.byHost[i] = e
	t.hostKeys = append(t.hostKeys, 0)
	copy(t.hostKeys[i+1:], t.hostKeys[i:])
	t.hostKeys[i] = e.Host
	j := t.searchDev(e.Dev)
	t.byDev = append(t.byDev, nil)
	copy(t.byDev[j+1:], t.byDev[j:])
	t.byDev[j] = e
	return nil
}

func (t *Table) searchDev(d uintptr) int {
	lo, hi := 0, len(t.byDev)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if t.byDev[m].Dev <= d {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Remove takes e out of the table; removing an entry not there is a no-op.
func (t *Table) Remove(e *Entry) {
	if i := t.searchHost(e.Host) - 1; i >= 0 && t.byHost[i] == e {
		t.byHost = append(t.byHost[:i], t.byHost[i+1:]...)
		t.hostKeys = append(t.hostKeys[:i], t.hostKeys[i+1:]...)
	}
	for j := t.searchDev(e.Dev) - 1; j >= 0 && t.byDev[j].Dev == e.Dev; j-- {
		if t.byDev[j] == e {
			t.byDev = append(t.byDev[:j], t.byDev[j+1:]...)
			break
		}
	}
}

// Entries returns the entries in host address order (a copy).
func (t *Table) Entries() []*Entry { return append([]*Entry(nil), t.byHost...) }
