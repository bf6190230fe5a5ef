package ctext

import "testing"

// A _Pragma operator's name, '(' and string may have trivia between
// them; the string may carry an encoding prefix written next to it.
func TestPragmaString(t *testing.T) {
	cases := []struct {
		src, str, prefix string // str "": no operator string
	}{
		{`_Pragma("acc x")`, `"acc x"`, ``},
		{"_Pragma /* c */ ( // c\n \"acc x\")", `"acc x"`, ``},
		{"_Pra\\\ngma\\\n(u8\"acc x\")", `"acc x"`, `u8`},
		{`_Pragma(L"acc x")`, `"acc x"`, `L`},
		{`_Pragma(u8 "acc x")`, ``, ``}, // the prefix must touch the string
		{`_Pragma("acc x`, ``, ``},
		{`_Pragma(x)`, ``, ``},
		{`_Pragma`, ``, ``},
	}
	for _, c := range cases {
		src := []byte(c.src)
		s := NewScanner(src, 0)
		if !s.PragmaOperator(s.Next()) {
			if c.str != "" {
				t.Errorf("%q: no operator", c.src)
			}
			continue
		}
		before := s.Pos()
		str, prefix, ok := s.PragmaString()
		switch {
		case c.str == "" && ok:
			t.Errorf("%q: read %q", c.src, s.Text(str))
		case c.str == "" && s.Pos() != before:
			t.Errorf("%q: moved to %d without a string", c.src, s.Pos())
		case c.str != "" && (!ok || string(s.Text(str)) != c.str || string(src[prefix:str.Start]) != c.prefix):
			t.Errorf("%q: got %v %q prefix %q", c.src, ok, s.Text(str), src[prefix:str.Start])
		}
	}
}

// A name other than _Pragma, or one without '(', is no operator, and the
// scanner stays where it was.
func TestPragmaOperatorNot(t *testing.T) {
	for _, src := range []string{"my_Pragma(\"acc\")", "_Pragma x", "_Pragma"} {
		s := NewScanner([]byte(src), 0)
		tok := s.Next()
		at := s.Pos()
		if s.PragmaOperator(tok) || s.Pos() != at {
			t.Errorf("%q: taken as an operator", src)
		}
	}
}
