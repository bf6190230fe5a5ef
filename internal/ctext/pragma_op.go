package ctext

// PragmaOperator reports whether t, the token s read last, names a
// _Pragma operator (C11 §6.10.9): the identifier _Pragma with a '(' after
// it. When it does, s has read the '('; else s has not moved.
func (s *Scanner) PragmaOperator(t Token) bool {
	if t.Kind != Ident || Spelling(s.Text(t)) != "_Pragma" {
		return false
	}
	next := *s
	if p := next.Next(); p.Kind != Punct || next.Text(p)[0] != '(' {
		return false
	}
	*s = next
	return true
}

// PragmaString reads the string literal of the _Pragma operator whose '('
// s has read, when a closed one follows. An encoding prefix
// (L, u, U, u8) may stand before it, written next to it; prefix is where
// the prefix starts (str.Start when there is none), ok or not. When ok
// is false s has not moved.
func (s *Scanner) PragmaString() (str Token, prefix int, ok bool) {
	next := *s
	str = next.Next()
	prefix = str.Start
	if str.Kind == Ident && isEncodingPrefix(next.Text(str)) && str.End < len(s.src) && s.src[str.End] == '"' {
		str = next.Next()
	}
	if str.Kind != Literal || s.src[str.Start] != '"' || str.End < str.Start+2 || s.src[str.End-1] != '"' {
		return str, prefix, false
	}
	*s = next
	return str, prefix, true
}

func isEncodingPrefix(b []byte) bool {
	switch string(b) {
	case "L", "u", "U", "u8":
		return true
	}
	return false
}
