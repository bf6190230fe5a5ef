package cfront

import (
	"io"
	"io/fs"
	"os"
	"testing"
	"time"

	"github.com/accls/accls/internal/bigfile"
	"github.com/accls/accls/source"
)

// BenchmarkParseInputs times Parse of a generated 10,000-line file with
// its Inputs, as `accls check` keeps it: after a header prelude (cached)
// and read whole (uncached). Inputs stamps from what cc read (digested
// while it read), and the prelude's own stamps.
func BenchmarkParseInputs(b *testing.B) {
	benchmarkParseBoth(b, source.NewFile("/tmp/accls-bench/big.c", []byte(bigfile.C(10000))), func(b *testing.B, u *Unit) {
		if in := u.Inputs(); !in.Known {
			b.Fatal("inputs not known")
		}
	})
}

// BenchmarkReadingHeaders isolates what stamping costs per translation
// on the headers of the 10,000-line file: cc's reading of them alone
// (plain), that reading through the recorder with the stamps made of it
// (recorded), and that reading with every file stamped again afterwards,
// read and digested a second time (restamped, as before the recorder
// digested what cc read).
func BenchmarkReadingHeaders(b *testing.B) {
	f := source.NewFile("/tmp/accls-bench/big.c", []byte(bigfile.C(10000)))
	var found []string
	var size int64
	for _, s := range Parse(f, Options{NoHeaderCache: true}).Inputs().Files {
		if s.Exists {
			found, size = append(found, s.Name), size+s.Size
		}
	}
	read := func(b *testing.B, open func(string) (fs.File, error)) {
		for _, n := range found {
			h, err := open(n)
			if err != nil {
				b.Fatal(err)
			}
			io.ReadAll(h)
			h.Close()
		}
	}
	osOpen := func(n string) (fs.File, error) { return os.Open(n) }
	b.Logf("%d headers, %d bytes", len(found), size)
	b.Run("plain", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			read(b, osOpen)
		}
	})
	b.Run("recorded", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			r := &recordingFS{}
			read(b, r.Open)
			r.stamps(time.Now())
		}
	})
	b.Run("restamped", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			read(b, osOpen)
			for _, n := range found {
				stampOf(n, time.Now())
			}
		}
	})
}

// BenchmarkStampInputs times Unit.Inputs's stamping alone for the
// 10,000-line file read after its header prelude (cached) and whole
// (uncached).
func BenchmarkStampInputs(b *testing.B) {
	f := source.NewFile("/tmp/accls-bench/big.c", []byte(bigfile.C(10000)))
	for _, c := range headerReadings {
		b.Run(c.name, func(b *testing.B) {
			Parse(f, c.opts)
			u := Parse(f, c.opts)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				u.inputs.stamp(u.prelude)
			}
		})
	}
}
