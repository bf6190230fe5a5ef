package lsp

import (
	"sort"

	"github.com/accls/accls/grammar"
)

// view is what a request sees of a document: its newest snapshot and, when
// it was made from that snapshot, the completed analysis. Directives come
// from the analysis when it is current; otherwise only the lines a
// request asks about are parsed, so that a request never pays for
// parsing a whole large file while its analysis is under way.
type view struct {
	snap *snapshot
	res  *result // nil while the newest snapshot is being analysed
}

func (d *document) view() view {
	snap, res := d.current()
	return view{snap: snap, res: res}
}

func (v view) model() *semModel {
	if v.res == nil {
		return nil
	}
	return v.res.model
}

// allDirectives returns every directive of the document.
func (v view) allDirectives() []*grammar.Directive {
	if v.res != nil {
		return v.res.dirs
	}
	return v.snap.directives()
}

// directivesIn returns the directives that overlap [start, end].
func (v view) directivesIn(start, end int) []*grammar.Directive {
	if v.res == nil {
		return v.snap.parseRegion(start, end)
	}
	ds := v.res.dirs
	i := sort.Search(len(ds), func(i int) bool { return ds[i].Range.End.Offset >= start })
	j := i
	for j < len(ds) && ds[j].Range.Start.Offset <= end {
		j++
	}
	return ds[i:j]
}

// directiveAt returns the directive whose range holds off, or nil.
func (v view) directiveAt(off int) *grammar.Directive {
	for _, d := range v.directivesIn(off, off) {
		if d.Range.Contains(off) {
			return d
		}
	}
	return nil
}
