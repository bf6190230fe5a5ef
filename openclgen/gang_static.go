package openclgen

import (
	"strconv"

	"github.com/accls/accls/analysis/model"
)

// The static argument of the gang clause (§2.9.2): gang(static: n) shares
// the iterations of a gang loop out to the gangs in chunks of n, round
// robin: gang g runs chunks g, g + G, g + 2G, ... of the flat iteration
// space (collapsed loops included), chunk c holding iterations
// [c × n, c × n + n). The lanes of a gang vector or gang worker loop share
// each chunk of their gang. static: * lets the implementation choose: the
// distribution without the argument (a chunk of one iteration per lane).
// Loops that run on one gang (a kernels statement that is not a gang
// loop) keep their distribution: all chunks are that gang's.
//
// Two gang loops of a region with the same static argument and trip count
// give each iteration number to the same gang, which is what programs
// writing gang-private data in one loop and reading it in the next rely on.

// staticArg is the chunk size of a gang clause's static argument: the
// constant n of static: n (folded as the analysis folds constants, so a
// macro or an enumeration constant will do), "*" for static: *, "" without
// one. ok is false for an argument that is not translated (levelArgs
// reports it).
func staticArg(cl *model.Clause) (chunk string, ok bool) {
	if cl == nil || cl.Name != "gang" {
		return "", true
	}
	for _, a := range cl.Args {
		if a.Modifier != "static" {
			continue
		}
		if a.Star {
			return "*", true
		}
		if a.IsConst && a.Const >= 1 {
			return strconv.FormatInt(a.Const, 10), true
		}
		return "", false
	}
	return "", true
}

// gangChunk is the chunk size in iterations of a partitioned gang loop
// with gang(static: n) (for the device type translated), "" when its
// iterations are shared out without chunks.
func (k *kern) gangChunk(lp *model.Loop) string {
	if lp == nil || lp.Assoc != 0 || lp.Levels&model.Gang == 0 || !k.gang || lp.Construct == nil || lp.Construct.Resolved == nil {
		return ""
	}
	n, ok := staticArg(k.g.LoopClause(lp.Construct, "gang"))
	if !ok || n == "*" {
		return ""
	}
	return n
}

// staticChunks opens the loop over the gang's chunks of a gang(static: n)
// loop of total iterations and returns the first and the end of the
// current chunk; closeChunks ends it. The bounds depend on the group id
// only, so barriers inside stay uniform in the work-group.
func (k *kern) staticChunks(n, total string) (first, end string) {
	ch, first, end := k.g.fresh("ch"), k.g.fresh("cs"), k.g.fresh("ce")
	k.line("for (%[1]s %[2]s = (%[1]s)get_group_id(0); %[2]s < (%[3]s + (%[1]s)%[4]s - 1) / (%[1]s)%[4]s; %[2]s += (%[1]s)get_num_groups(0)) {", ixType, ch, total, n)
	k.depth++
	k.line("const %s %s = %s * (%s)%s;", ixType, first, ch, ixType, n)
	// no overflow past total in 32-bit counters: compare the rest first
	k.line("const %[1]s %[2]s = %[3]s - %[4]s > (%[1]s)%[5]s ? %[4]s + (%[1]s)%[5]s : %[3]s;", ixType, end, total, first, n)
	return first, end
}

func (k *kern) closeChunks() {
	k.depth--
	k.line("}")
}
