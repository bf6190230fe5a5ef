package analysis

// assocDeps returns the dependences carried by the loops that a collapse
// or tile clause associates with head (§2.9.1, §2.9.8): their iterations
// are shared out with head's as one iteration space, so a dependence
// carried at any level of the nest, the outer levels' variables equal,
// makes the whole nest not parallel (b[i][j] = b[i][j-1] under
// collapse(2)). Head's own analysis sees the dependences carried by head.
func (a *analyzer) assocDeps(env *polyEnv, head *Loop) []*Dependence {
	if head.Construct == nil || head.Assoc != 0 || head.Construct.Loop != head {
		return nil
	}
	var out []*Dependence
	var walk func(l *Loop)
	walk = func(l *Loop) {
		for _, k := range l.Children {
			if k.Construct != head.Construct || k.Assoc == 0 {
				continue
			}
			if k.Canonical {
				out = append(out, a.arrayDeps(env, k)...)
			}
			walk(k)
		}
	}
	walk(head)
	return out
}
