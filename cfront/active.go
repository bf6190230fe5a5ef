package cfront

// DirectiveActive reports whether the #pragma at line (offset off) of the
// file is one the preprocessor kept: not in an inactive #if branch (#if 0,
// #ifdef NOT_DEFINED, #ifndef _OPENACC), where cc never sees it. When the
// file could not be read, and inside the parts the front end left out,
// the answer is yes: the directive stays, and the analysis says it could
// not read its surroundings.
func (u *Unit) DirectiveActive(line, off int) bool {
	if u == nil || u.Failed || u.AST == nil || u.InSkipped(off) {
		return true
	}
	return u.activeLines[line]
}

// OperatorActive is DirectiveActive for the _Pragma("acc ...") operator
// written at off (pragma_ops.go). An operator the front end could not
// number (its string has a line splice) stays.
func (u *Unit) OperatorActive(off int) bool {
	if u == nil || u.Failed || u.AST == nil || u.InSkipped(off) {
		return true
	}
	id, ok := u.pragmaOps[off]
	return !ok || u.activeOps[id]
}
