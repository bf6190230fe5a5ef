package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
)

// Profiling brackets (OpenACC 3.3 §5.1, §5.2.1). The host code of a
// directive calls __accrt_prof_begin before what the directive does and
// __accrt_prof_end after it: begin sends the directive's start event
// (enter_data_start for a data construct's entry actions and enter data,
// exit_data_start for the exit actions and exit data, update_start,
// wait_start; none for init, shutdown and set, whose device init and
// shutdown events the runtime sends), end the matching end event, and in
// between every event the runtime sends names the directive as its parent
// construct, with the file and the directive's line. A compute
// construct's implicit data region is bracketed the same way with
// implicit set. Host-path runs call none of this: the host device sends no
// events.

// profConstruct is the acc_construct_t constant of c.
func profConstruct(c *model.Construct) string {
	if c.IsCompute() {
		return constructEvent(c)
	}
	switch c.Kind {
	case model.KindData:
		return "acc_construct_data"
	case model.KindEnterData:
		return "acc_construct_enter_data"
	case model.KindExitData:
		return "acc_construct_exit_data"
	case model.KindUpdate:
		return "acc_construct_update"
	case model.KindWait:
		return "acc_construct_wait"
	case model.KindInit:
		return "acc_construct_init"
	case model.KindShutdown:
		return "acc_construct_shutdown"
	case model.KindSet:
		return "acc_construct_set"
	}
	return "acc_construct_runtime_api"
}

// profBegin writes the start of c's bracket; start is an acc_event_t
// constant ("acc_ev_none": the bracket sends no event of its own).
func (g *gen) profBegin(b *strings.Builder, c *model.Construct, start string, implicit bool, async string) {
	g.profCall(b, "__accrt_prof_begin", c, start, implicit, async)
}

// profEnd writes the end of the bracket profBegin opened.
func (g *gen) profEnd(b *strings.Builder, c *model.Construct, start string, implicit bool, async string) {
	g.profCall(b, "__accrt_prof_end", c, start, implicit, async)
}

func (g *gen) profCall(b *strings.Builder, fn string, c *model.Construct, start string, implicit bool, async string) {
	if g.limitsOnly {
		return // text alone (issue 16)
	}
	imp := 0
	if implicit {
		imp = 1
	}
	fmt.Fprintf(b, "%s(%s, %s, %d, %s, %s, %d);\n", fn, start, profConstruct(c), imp, async, cQuote(g.f.Name), c.DirRange.Start.Line)
}
