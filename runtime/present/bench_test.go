package present

import "testing"

// BenchmarkLookup10k looks up a subarray inside one of 10,000 entries: the
// question every data clause and acc_deviceptr asks.
func BenchmarkLookup10k(b *testing.B) {
	var tb Table
	const n = 10000
	for i := 0; i < n; i++ {
		tb.Insert(entry(uintptr(1<<20+i*4096), 4000, uintptr(1<<40+i*4096)))
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := uintptr(i*7919) % n
		if _, st := tb.Lookup(uintptr(1<<20)+k*4096+40, 400); st != Present {
			b.Fatal("not present")
		}
	}
}
