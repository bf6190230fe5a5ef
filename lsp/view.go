package lsp

import (
	"sort"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// view is what a request sees of a document: its newest snapshot and, when
// it was made from that snapshot, the completed analysis. Directives come
// from the analysis when it is current; otherwise only the lines a
// request asks about are parsed, so that a request never pays for
// parsing a whole large file while its analysis is under way.
type view struct {
	doc  *document
	snap *snapshot
	res  *result // nil while the newest snapshot is being analysed
}

func (d *document) view() view {
	snap, res := d.current()
	return view{doc: d, snap: snap, res: res}
}

func (v view) model() *semModel {
	if v.res == nil {
		return nil
	}
	return v.res.model
}

// diagnostics are the view's analysis's diagnostics; before it, those
// published for its snapshot (from disk, Reanalyse or a preview), whose
// fixes a client that shows them asks for at once.
func (v view) diagnostics() []source.Diagnostic {
	if v.res != nil {
		return v.res.diags
	}
	v.doc.pubMu.Lock()
	defer v.doc.pubMu.Unlock()
	if v.doc.pub.snap == v.snap {
		return v.doc.pub.diags
	}
	return nil
}

// bigFile is the size past which a request for the whole document's
// directives does not parse it on the request path while its analysis is
// under way.
const bigFile = 512 << 10

// allDirectives returns every directive of the document, or an error
// asking the client to come back when the document is large and its
// analysis (which parses it anyway) is not done.
func (v view) allDirectives() ([]*analysis.Directive, error) {
	if v.res != nil {
		return v.res.dirs, nil
	}
	if len(v.snap.file.Text) > bigFile {
		v.doc.refused.Store(true)
		return nil, &jsonrpc2.Error{Code: codeContentModified, Message: "the document is being analysed; ask again when its diagnostics are published"}
	}
	return v.snap.directives(), nil
}

// directivesIn returns the directives that overlap [start, end].
func (v view) directivesIn(start, end int) []*analysis.Directive {
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
func (v view) directiveAt(off int) *analysis.Directive {
	for _, d := range v.directivesIn(off, off) {
		if d.Range.Contains(off) {
			return d
		}
	}
	return nil
}
