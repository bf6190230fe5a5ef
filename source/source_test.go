package source

import "testing"

func TestPositions(t *testing.T) {
	f := NewFile("t.c", []byte("ab\n«c»d\n\nx"))
	for _, tt := range []struct {
		off, line, col int
	}{{0, 1, 1}, {2, 1, 3}, {3, 2, 1}, {5, 2, 3}, {10, 3, 1}, {11, 4, 1}, {12, 4, 2}, {99, 4, 2}, {-5, 1, 1}} {
		p := f.Pos(tt.off)
		if p.Line != tt.line || p.Col != tt.col {
			t.Errorf("Pos(%d) = %v, want %d:%d", tt.off, p, tt.line, tt.col)
		}
		if tt.off >= 0 && tt.off <= len(f.Text) && f.OffsetOf(p.Line, p.Col) != tt.off {
			t.Errorf("OffsetOf(%v) = %d, want %d", p, f.OffsetOf(p.Line, p.Col), tt.off)
		}
	}
	if n := f.LineCount(); n != 4 {
		t.Errorf("LineCount = %d", n)
	}
	// "«c»d": 'd' is byte column 6 but UTF-16 column 4.
	if c := f.UTF16Col(f.Pos(8)); c != 4 {
		t.Errorf("UTF16Col = %d, want 4", c)
	}
	if got := f.Slice(f.Range(3, 8)); got != "«c»" {
		t.Errorf("Slice = %q", got)
	}
}

func TestSortAndErrors(t *testing.T) {
	at := func(off int) Range { return Range{Start: Pos{Offset: off}, End: Pos{Offset: off}} }
	ds := []Diagnostic{
		{File: "b", Range: at(0), Severity: Error},
		{File: "a", Range: at(5), Severity: Warning},
		{File: "a", Range: at(5), Severity: Error},
		{File: "a", Range: at(1), Severity: Info},
	}
	Sort(ds)
	want := []string{"a1info", "a5error", "a5warning", "b0error"}
	for i, d := range ds {
		if got := d.File + string(rune('0'+d.Range.Start.Offset)) + d.Severity.String(); got != want[i] {
			t.Errorf("ds[%d] = %s, want %s", i, got, want[i])
		}
	}
	if !HasErrors(ds) || HasErrors(ds[:1]) {
		t.Error("HasErrors wrong")
	}
	d := Diagnostic{File: "x.c", Range: Range{Start: Pos{Line: 3, Col: 7}}, Severity: Warning, Message: "m", Code: "c"}
	if d.String() != "x.c:3:7: warning: m [c]" {
		t.Errorf("String = %q", d.String())
	}
}
