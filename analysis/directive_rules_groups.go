package analysis

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accls/accls/source"
)

// §2.4: when compiling for a device type, a directive is treated as if it
// had only the clauses specific to that device type and the default
// clauses (those before any device_type) not overridden by a like-named
// specific one; the directive must conform for every device type. The
// checks of repeats, conflicts and routine's level therefore run on each
// such effective clause set.

// sectionsOf returns, for each device_type clause in uses, the device
// type names it lists (lower case; "*" for the asterisk).
func sectionsOf(uses []*resolvedClause) [][]string {
	var secs [][]string
	for _, u := range uses {
		if u.section != -2 {
			continue
		}
		var names []string
		if u.c.Args != nil {
			for _, a := range u.c.Args.Args {
				if a == nil || a.Value == nil {
					continue
				}
				names = append(names, deviceTypeName(a.Value))
			}
		}
		secs = append(secs, names)
	}
	return secs
}

// deviceKeys returns the device types the directives name, sorted, then
// "" for every device type none of them names.
func deviceKeys(secs ...[][]string) []string {
	seen := map[string]bool{}
	var keys []string
	for _, s := range secs {
		for _, names := range s {
			for _, n := range names {
				if n != "*" && n != "" && !seen[n] {
					seen[n] = true
					keys = append(keys, n)
				}
			}
		}
	}
	sort.Strings(keys)
	return append(keys, "")
}

// effective returns the clauses of uses that apply for device type key
// ("" for the device types no device_type clause names), in source order.
func effective(uses []*resolvedClause, secs [][]string, key string) []*resolvedClause {
	specific := map[int]bool{}
	if key != "" {
		for i, names := range secs {
			if hasName(names, key) {
				specific[i] = true
			}
		}
	}
	if len(specific) == 0 {
		for i, names := range secs {
			if hasName(names, "*") {
				specific[i] = true
			}
		}
	}
	overridden := map[string]bool{}
	for _, u := range uses {
		if specific[u.section] {
			overridden[u.name] = true
		}
	}
	var out []*resolvedClause
	for _, u := range uses {
		if (u.section == -1 && !overridden[u.name]) || specific[u.section] {
			out = append(out, u)
		}
	}
	return out
}

// groupLabel says for which device types a finding holds, when a clause
// after a device_type is involved.
func groupLabel(key string, secs [][]string, involved ...*resolvedClause) string {
	specific := false
	for _, u := range involved {
		if u != nil && u.section >= 0 {
			specific = true
		}
	}
	if !specific {
		return ""
	}
	if key != "" {
		return fmt.Sprintf(" for device type '%s'", key)
	}
	return " for device_type(*)"
}

// checkGroups runs the per-device-type checks.
func (c *dirChecker) checkGroups() {
	if c.spec.DeviceTypeSelects {
		c.checkGroup(c.uses, "", nil)
		return
	}
	secs := sectionsOf(c.uses)
	for _, key := range deviceKeys(secs) {
		c.checkGroup(effective(c.uses, secs, key), key, secs)
	}
}

func (c *dirChecker) checkGroup(eff []*resolvedClause, key string, secs [][]string) {
	c.checkRepeats(eff, key, secs)
	c.checkConflicts(eff, key, secs)
	c.checkOnePerDevice(eff, key, secs)
}

// checkRepeats reports a clause that appears twice in one effective set:
// an error where the spec says "at most one", and where the clause sets
// one value (num_gangs, collapse, async, if on wait ...), since OpenACC
// does not say which of two values applies (GCC and Clang reject both);
// a warning where the second adds nothing (a flag such as seq).
func (c *dirChecker) checkRepeats(eff []*resolvedClause, key string, secs [][]string) {
	first := map[string]*resolvedClause{}
	for _, u := range eff {
		if u.section == -2 {
			continue
		}
		f, dup := first[u.name]
		if !dup {
			first[u.name] = u
			continue
		}
		label := groupLabel(key, secs, f, u)
		note := []source.Note{{File: c.f.Name, Range: f.c.NameRange, Message: fmt.Sprintf("the first '%s' is here", u.name)}}
		kind := c.spec.ArgSpec(u.name).Kind
		switch {
		case c.spec.IsOnce(u.name) || singleValued(kind):
			why := ""
			if !c.spec.IsOnce(u.name) {
				why = ": OpenACC does not say which of two values applies"
			}
			d := c.diag(source.Error, u.c.NameRange, codeClauseRepeated,
				fmt.Sprintf("'%s' may appear only once on '%s'%s%s", u.name, c.spec.Name, label, why))
			d.Notes = note
			d.Fixes = []source.Fix{removeTextFix(c.f, fmt.Sprintf("Remove the second '%s'", u.name), u.c.Range)}
			c.add(d)
		case kind == NoArg:
			d := c.diag(source.Warning, u.c.NameRange, codeClauseRedundant,
				fmt.Sprintf("'%s' is repeated%s; the second has no effect", u.name, label))
			d.Notes = note
			d.Fixes = []source.Fix{removeTextFix(c.f, fmt.Sprintf("Remove the second '%s'", u.name), u.c.Range)}
			c.add(d)
		}
	}
}

// singleValued kinds set one value; list kinds (data clauses, wait,
// device_type, reduction) may repeat freely (§2.1: "Clauses may be
// repeated unless otherwise specified").
func singleValued(k ArgKind) bool {
	switch k {
	case IntExpr, IntExprList, Condition, ConstInt, SizeList, DefaultValue, GangArgs, NameArg:
		return true
	}
	return false
}

// checkConflicts reports clauses that exclude each other (§2.9, §2.12).
func (c *dirChecker) checkConflicts(eff []*resolvedClause, key string, secs [][]string) {
	for _, cf := range c.spec.Conflicts {
		if len(cf.Right) == 0 {
			var prev *resolvedClause
			for _, u := range eff {
				if !hasName(cf.Left, u.name) {
					continue
				}
				if prev != nil && prev.name != u.name {
					c.conflict(u, prev, fmt.Sprintf("'%s' and '%s' may not both appear on '%s'%s: only one of %s may",
						u.name, prev.name, c.spec.Name, groupLabel(key, secs, u, prev), orList(cf.Left)), cf.Section)
				}
				if prev == nil {
					prev = u
				}
			}
			continue
		}
		for _, l := range eff {
			if !hasName(cf.Left, l.name) {
				continue
			}
			for _, r := range eff {
				if !hasName(cf.Right, r.name) {
					continue
				}
				later, earlier := r, l
				if useOffset(l) > useOffset(r) {
					later, earlier = l, r
				}
				c.conflict(later, earlier, fmt.Sprintf("'%s' may not appear with '%s' on '%s'%s",
					r.name, l.name, c.spec.Name, groupLabel(key, secs, l, r)), cf.Section)
			}
		}
	}
}

func (c *dirChecker) conflict(at, other *resolvedClause, msg, section string) {
	d := c.diag(source.Error, at.c.NameRange, codeClauseConflict, msg+" (§"+section+")")
	d.Notes = []source.Note{{File: c.f.Name, Range: other.c.NameRange, Message: fmt.Sprintf("'%s' is here", other.name)}}
	c.add(d)
}

// checkOnePerDevice checks routine's level of parallelism: exactly one of
// gang, worker, vector or seq applies for each device type (§2.15.1).
func (c *dirChecker) checkOnePerDevice(eff []*resolvedClause, key string, secs [][]string) {
	if len(c.spec.OnePerDevice) == 0 {
		return
	}
	var first *resolvedClause
	for _, u := range eff {
		if !hasName(c.spec.OnePerDevice, u.name) {
			continue
		}
		if first == nil {
			first = u
			continue
		}
		if u.name != first.name {
			c.conflict(u, first, fmt.Sprintf("only one of %s may apply to '%s'%s; '%s' and '%s' both do",
				orList(c.spec.OnePerDevice), c.spec.Name, groupLabel(key, secs, u, first), first.name, u.name), c.spec.Section)
		}
	}
	if first != nil {
		return
	}
	var forWhom string
	switch {
	case key != "":
		forWhom = fmt.Sprintf(" for device type '%s'", key)
	case len(secs) > 0 && anyStar(secs):
		forWhom = " for device_type(*)"
	case len(secs) > 0:
		forWhom = " for the device types no device_type clause names (add it before the first device_type, or after device_type(*))"
	}
	c.errorf(c.d.NameRange, codeMissingClause, "'%s' needs one of %s%s (§%s)",
		c.spec.Name, orList(c.spec.OnePerDevice), forWhom, c.spec.Section)
}

func anyStar(secs [][]string) bool {
	for _, s := range secs {
		if hasName(s, "*") {
			return true
		}
	}
	return false
}

// checkRequired checks "at least one of" (§2.6.5, §2.6.6, §2.8, §2.13,
// §2.14.3, §2.14.4).
func (c *dirChecker) checkRequired() {
	if len(c.spec.AtLeastOne) == 0 {
		return
	}
	for _, u := range c.uses {
		if hasName(c.spec.AtLeastOne, u.name) {
			return
		}
	}
	c.errorf(c.d.NameRange, codeMissingClause, "'%s' needs at least one of %s (§%s)",
		c.spec.Name, strings.Join(c.spec.AtLeastOne, ", "), c.spec.Section)
}

func useOffset(u *resolvedClause) int { return u.c.NameRange.Start.Offset }
