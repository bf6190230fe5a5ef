package lsp

import (
	"fmt"
	"sort"
	"strings"

	"github.com/tliron/glsp"
	protocol "github.com/tliron/glsp/protocol_3_16"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/internal/ctext"
)

// completion offers, inside an OpenACC pragma: directive names after the
// sentinel, the clauses the directive allows and does not have yet,
// modifiers and reduction operators at the start of a list, device types,
// and the variables in scope inside variable lists.
func (s *Server) completion(_ *glsp.Context, p *protocol.CompletionParams) (any, error) {
	d, err := s.doc(p.TextDocument.URI)
	if err != nil {
		return nil, err
	}
	v := d.view()
	snap := v.snap
	cursor, err := offsetAt(snap.file, p.Position)
	if err != nil {
		return nil, err
	}
	pc := pragmaContextAt(snap, cursor)
	s.mu.Lock()
	snippets := s.client.snippets
	s.mu.Unlock()
	c := completer{snap: snap, model: v.model(), pc: pc, cursor: cursor, snippets: snippets, items: []protocol.CompletionItem{}}
	switch pc.kind {
	case ctxDirective:
		c.directives()
	case ctxClause:
		c.directives() // "parallel" may still become "parallel loop"
		c.clauses()
	case ctxArg:
		c.args()
	}
	return protocol.CompletionList{IsIncomplete: false, Items: c.items}, nil
}

type completer struct {
	snap     *snapshot
	model    *semModel
	pc       pragmaContext
	cursor   int
	snippets bool
	items    []protocol.CompletionItem
}

// add appends an item that replaces the word under the cursor.
func (c *completer) add(label string, kind protocol.CompletionItemKind, detail, doc, insert string, snippet bool, rank int) {
	f := c.snap.file
	k := kind
	item := protocol.CompletionItem{Label: label, Kind: &k}
	if detail != "" {
		item.Detail = &detail
	}
	if doc != "" {
		item.Documentation = protocol.MarkupContent{Kind: protocol.MarkupKindMarkdown, Value: doc}
	}
	if insert == "" {
		insert = label
	}
	if snippet && c.snippets {
		format := protocol.InsertTextFormatSnippet
		item.InsertTextFormat = &format
	} else if snippet {
		insert = strings.NewReplacer("$1", "", "$0", "").Replace(insert)
	}
	item.TextEdit = protocol.TextEdit{Range: lspRange(f, f.Range(c.pc.wordStart, c.cursor)), NewText: insert}
	sortText := fmt.Sprintf("%d_%s", rank, label)
	item.SortText = &sortText
	c.items = append(c.items, item)
}

// directives offers the directive names, or the rest of a multi-word name
// whose first words are typed.
func (c *completer) directives() {
	typed := strings.Join(c.pc.nameWords, " ")
	for _, name := range analysis.DirectiveNames(c.pc.mode.Fortran()) {
		rest := name
		if typed != "" {
			if !strings.HasPrefix(name, typed+" ") {
				continue
			}
			rest = strings.TrimPrefix(name, typed+" ")
		}
		spec, _ := analysis.LookupDirective(name)
		c.add(rest, protocol.CompletionItemKindKeyword, "OpenACC 3.3 §"+spec.Section, spec.Summary, "", false, 0)
	}
}

// clauses offers what the directive allows and does not have yet.
func (c *completer) clauses() {
	spec, ok := analysis.LookupDirective(c.pc.directive)
	if !ok {
		return
	}
	for _, name := range spec.ClauseNames() {
		if c.pc.present[name] {
			continue
		}
		cs, ok := analysis.LookupClause(name)
		if !ok {
			continue
		}
		insert, snippet := name, false
		if arg := spec.ArgSpec(name); arg.Kind != analysis.NoArg && !arg.Optional {
			insert, snippet = name+"($1)$0", true
		}
		c.add(name, protocol.CompletionItemKindProperty, cs.Syntax+"  §"+cs.Section, cs.Summary, insert, snippet, 1)
	}
}

// args offers what may stand at the cursor inside parentheses.
func (c *completer) args() {
	pc := c.pc
	if pc.dirArg {
		c.variables()
		return
	}
	spec, ok := analysis.LookupDirective(pc.directive)
	if !ok {
		return
	}
	name := pc.clause
	if modern, _, old := analysis.ClauseAlias(name); old {
		name = modern
	}
	arg := spec.ArgSpec(name)
	switch arg.Kind {
	case analysis.ReductionList:
		if !pc.afterColon && pc.argIndex == 0 {
			c.operatorWord()
			for _, op := range pc.mode.ReductionOperators() {
				c.add(op, protocol.CompletionItemKindOperator, "reduction operator §2.5.15", "", op+": ", false, 0)
			}
			return
		}
		c.variables()
		return
	case analysis.DeviceTypeList:
		for _, t := range analysis.DeviceTypes() {
			c.add(t.Name, protocol.CompletionItemKindEnumMember, "device type §2.4", t.Summary, "", false, 0)
		}
		c.add("*", protocol.CompletionItemKindEnumMember, "device type §2.4", "Any device type not named in another device_type clause.", "", false, 0)
		return
	case analysis.DefaultValue:
		c.add("none", protocol.CompletionItemKindEnumMember, "§2.5.16", "Every variable used in the region needs an explicit data clause.", "", false, 0)
		c.add("present", protocol.CompletionItemKindEnumMember, "§2.5.16", "Arrays and structs used in the region must already be present on the device.", "", false, 0)
		return
	case analysis.NoArg:
		return
	}
	// Modifiers stand before the first argument (gang's before each).
	if !pc.afterColon && (pc.argIndex == 0 || arg.Kind == analysis.GangArgs) {
		for _, m := range spec.ClauseModifiers(name, pc.mode) {
			c.add(m+":", protocol.CompletionItemKindKeyword, "modifier of "+name, modifierDocs[m], m+": ", false, 0)
		}
	}
	switch arg.Kind {
	case analysis.ConstInt, analysis.SizeList:
		return // constants, not variables
	}
	c.variables()
}

// operatorWord widens the word under the cursor to the operator characters
// typed so far (&&, ||), which are not word characters.
func (c *completer) operatorWord() {
	t := c.snap.file.Text
	for c.pc.wordStart > 0 && strings.IndexByte("+*&|^", t[c.pc.wordStart-1]) >= 0 {
		c.pc.wordStart--
	}
}

// variables offers the names in scope at the cursor: from the semantic
// model when there is one, else the names written near the cursor.
func (c *completer) variables() {
	seen := map[string]bool{}
	if c.model != nil {
		for _, v := range c.model.inScope(c.cursor) {
			if !seen[v.name] {
				seen[v.name] = true
				c.add(v.name, protocol.CompletionItemKindVariable, v.detail, "", "", false, 2)
			}
		}
		if len(seen) > 0 {
			return
		}
	}
	for _, name := range nearbyNames(c.snap, c.cursor) {
		if !seen[name] {
			seen[name] = true
			c.add(name, protocol.CompletionItemKindVariable, "", "", "", false, 3)
		}
	}
}

// nearbyNames lists the identifiers in the code before the cursor (up to
// a few hundred lines), nearest first, without keywords and the pragma
// lines themselves. It stands in for the scope until the model is at hand.
func nearbyNames(snap *snapshot, cursor int) []string {
	f := snap.file
	line := f.Pos(cursor).Line
	from := f.LineStart(max(line-300, 1))
	text := f.Text[from:cursor]
	fortran := snap.mode.Fortran()
	dist := map[string]int{}
	for i := 0; i < len(text); {
		c := text[i]
		switch {
		case c == '#' || (fortran && c == '!'):
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == '"' || c == '\'':
			i = ctext.QuotedEnd(text, i)
		case c == '/' && !fortran && i+1 < len(text) && (text[i+1] == '/' || text[i+1] == '*'):
			i = ctext.CommentEnd(text, i)
		case ctext.IsIdentByte(c) && !(c >= '0' && c <= '9'):
			j := i
			for j < len(text) && ctext.IsIdentByte(text[j]) {
				j++
			}
			w := string(text[i:j])
			if fortran {
				w = strings.ToLower(w)
			}
			if !isKeyword(w, fortran) {
				dist[w] = len(text) - i
			}
			i = j
		default:
			i++
		}
	}
	names := make([]string, 0, len(dist))
	for n := range dist {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return dist[names[i]] < dist[names[j]] })
	if len(names) > 200 {
		names = names[:200]
	}
	return names
}

var cKeywords = strings.Fields(`auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof static struct switch
typedef union unsigned void volatile while _Bool _Complex bool true false NULL size_t printf main`)

var fortranKeywords = strings.Fields(`program end subroutine function module use implicit none integer real
double precision complex logical character do if then else endif enddo call return parameter dimension
allocatable intent in out inout contains print write read stop`)

func isKeyword(w string, fortran bool) bool {
	list := cKeywords
	if fortran {
		list = fortranKeywords
	}
	for _, k := range list {
		if k == w {
			return true
		}
	}
	return false
}
