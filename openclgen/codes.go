package openclgen

import (
	"fmt"

	"github.com/accls/accls/source"
)

// CodeUnsupported is the error for everything the generator does not
// translate: never dropped, never run on the host in secret.
const CodeUnsupported = "unsupported"

func init() {
	source.RegisterCodes(source.CodeInfo{
		Code:     CodeUnsupported,
		Severity: source.Error,
		Title:    "accls compile cannot translate this yet",
		Help:     "The directive, clause or C construct is valid OpenACC but the code generator does not translate it yet; accls refuses to build the program rather than drop it or run it on the host. Rewrite the region with what docs/design/codegen.md lists as supported, or build this file with another OpenACC compiler.",
		Section:  "2.1",
	})
}

// info records an info-level diagnostic (shown with --info).
func (g *gen) info(r source.Range, code, format string, args ...any) {
	key := fmt.Sprintf("%d:%s:%s", r.Start.Offset, code, fmt.Sprintf(format, args...))
	if g.seen[key] {
		return
	}
	g.seen[key] = true
	g.diags = append(g.diags, source.Diagnostic{File: g.f.Name, Range: r, Severity: source.Info, Code: code, Message: fmt.Sprintf(format, args...)})
}

// unsupported records an error at r naming what is not translated.
func (g *gen) unsupported(r source.Range, format string, args ...any) {
	if !r.Start.IsValid() && g.cur != nil {
		r = g.cur.DirRange
	}
	key := fmt.Sprintf("%d:%s", r.Start.Offset, fmt.Sprintf(format, args...))
	if g.seen[key] {
		return
	}
	g.seen[key] = true
	g.diags = append(g.diags, source.Diagnostic{
		File:     g.f.Name,
		Range:    r,
		Severity: source.Error,
		Code:     CodeUnsupported,
		Message:  fmt.Sprintf(format, args...) + " is not supported by accls compile yet",
	})
}
