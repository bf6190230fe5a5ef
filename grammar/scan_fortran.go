package grammar

import "bytes"

// Fortran directives (3.3 §2.1). Free form: "!$acc" as the first
// non-blank text of a line, continued by a trailing '&' onto a line that
// starts with "!$acc" (optionally followed by '&'). Fixed form: "!$acc",
// "c$acc" or "*$acc" in columns 1-5; a continuation line has a character
// other than blank or zero in column 6.

type line struct{ start, end int } // end excludes the newline (and a CR)

func splitLines(src []byte) []line {
	var ls []line
	s := 0
	for i, c := range src {
		if c == '\n' {
			e := i
			if e > s && src[e-1] == '\r' {
				e--
			}
			ls = append(ls, line{s, e})
			s = i + 1
		}
	}
	if s < len(src) {
		ls = append(ls, line{s, len(src)})
	}
	return ls
}

func hasSentinel(b []byte) bool {
	return len(b) >= 5 && b[1] == '$' && (b[0] == '!' || b[0] == 'c' || b[0] == 'C' || b[0] == '*') &&
		bytes.EqualFold(b[2:5], []byte("acc"))
}

// blankFortranComment blanks a trailing "! comment" outside quotes in
// b[from:] and returns the offset of the last non-blank byte, or -1.
func blankFortranComment(b []byte, from int) int {
	var q byte
	last := -1
	for j := from; j < len(b); j++ {
		c := b[j]
		switch {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '\'' || c == '"':
			q = c
		case c == '!':
			for k := j; k < len(b); k++ {
				b[k] = ' '
			}
			return last
		}
		if c != ' ' && c != '\t' && c != '\r' {
			last = j
		}
	}
	return last
}

func scanFortranFree(src []byte) []chunk {
	lines := splitLines(src)
	var out []chunk
	for li := 0; li < len(lines); li++ {
		l := lines[li]
		k := skipBlanks(src, l.start, l.end)
		if !isFreeSentinel(src, k, l.end) {
			continue
		}
		ch := chunk{form: FormFortranFree, start: k, sentStart: k, sentEnd: k + 5, bodyStart: k + 5, end: l.end}
		// A line whose text ends in '&' continues on the next "!$acc" line.
		from := k + 5
		for li+1 < len(lines) && endsWithAmpersand(src[from:lines[li].end]) {
			next := lines[li+1]
			nk := skipBlanks(src, next.start, next.end)
			if !isFreeSentinel(src, nk, next.end) {
				break
			}
			li++
			ch.end = next.end
			from = nk + 5
		}
		ch.body = blankFreeJoins(src[ch.bodyStart:ch.end])
		out = append(out, ch)
	}
	return out
}

// isFreeSentinel reports whether "!$acc" starts at k and is followed by a
// blank, '&' or the end of the line.
func isFreeSentinel(src []byte, k, end int) bool {
	if k+5 > end || src[k] != '!' || !hasSentinel(src[k:end]) {
		return false
	}
	return k+5 == end || src[k+5] == ' ' || src[k+5] == '\t' || src[k+5] == '&'
}

func endsWithAmpersand(text []byte) bool {
	b := append([]byte(nil), text...)
	last := blankFortranComment(b, 0)
	return last >= 0 && b[last] == '&'
}

// blankFreeJoins copies the text of a free-form directive after its first
// sentinel, turning comments, continuation '&'s, line breaks and the
// sentinels of continuation lines into spaces.
func blankFreeJoins(text []byte) []byte {
	b := append([]byte(nil), text...)
	for j, first := 0, true; j < len(b); first = false {
		e := bytes.IndexByte(b[j:], '\n')
		if e < 0 {
			e = len(b)
		} else {
			e += j
		}
		from := j
		if !first {
			// Continuation line: blanks, "!$acc", then an optional '&'.
			k := j
			for k < e && (b[k] == ' ' || b[k] == '\t') {
				k++
			}
			for m := k; m < k+5 && m < e; m++ {
				b[m] = ' '
			}
			k += 5
			for k < e && (b[k] == ' ' || b[k] == '\t') {
				k++
			}
			if k < e && b[k] == '&' {
				b[k] = ' '
			}
			from = k
		}
		if last := blankFortranComment(b[:e], from); last >= 0 && b[last] == '&' && e < len(b) {
			b[last] = ' '
		}
		if e < len(b) {
			b[e] = ' '
		}
		j = e + 1
	}
	for j := range b {
		if b[j] == '\t' || b[j] == '\r' {
			b[j] = ' '
		}
	}
	return b
}

func skipBlanks(src []byte, i, end int) int {
	for i < end && (src[i] == ' ' || src[i] == '\t') {
		i++
	}
	return i
}

func scanFortranFixed(src []byte) []chunk {
	lines := splitLines(src)
	var out []chunk
	for li := 0; li < len(lines); li++ {
		l := lines[li]
		if !hasSentinel(src[l.start:l.end]) || isFixedContinuation(src, l) {
			continue
		}
		ch := chunk{form: FormFortranFixed, start: l.start, sentStart: l.start, sentEnd: l.start + 5, bodyStart: l.start + 5, end: l.end}
		for li+1 < len(lines) && hasSentinel(src[lines[li+1].start:lines[li+1].end]) && isFixedContinuation(src, lines[li+1]) {
			li++
			ch.end = lines[li].end
		}
		// Columns 1-6 are not directive text: blank them (col 6 of the
		// first line, all six of continuation lines), then comments, then
		// line breaks.
		b := append([]byte(nil), src[ch.bodyStart:ch.end]...)
		for j, first := 0, true; j < len(b); first = false {
			e := bytes.IndexByte(b[j:], '\n')
			if e < 0 {
				e = len(b)
			} else {
				e += j
			}
			n := 6
			if first {
				n = 1
			}
			for m := j; m < j+n && m < e; m++ {
				b[m] = ' '
			}
			blankFortranComment(b[:e], min(j+n, e))
			if e < len(b) {
				b[e] = ' '
			}
			j = e + 1
		}
		for j := range b {
			if b[j] == '\t' || b[j] == '\r' {
				b[j] = ' '
			}
		}
		ch.body = b
		out = append(out, ch)
	}
	return out
}

func isFixedContinuation(src []byte, l line) bool {
	if l.end-l.start < 6 {
		return false
	}
	c := src[l.start+5]
	return c != ' ' && c != '0' && c != '\t'
}
