package main

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/accls/accls/internal/bigfile"
)

// editStats are the latencies of one kind of edit.
type editStats struct {
	first, final []time.Duration // to the first publication, to the analysis's
	// whole counts the edits published once, by the full analysis alone
	// (Reanalyse declined them).
	whole int
}

// runEdits opens text in a fresh server and types and deletes " seq"
// in a directive in the middle of the file (a preview, then the
// analysis, are published) and "+0" after an array element in a
// statement of a function (the diagnostics Reanalyse computes from a
// slice of the file, then the analysis). Each edit waits for its
// diagnostics.
func runEdits(accls, path, text string, edits int, previews bool) (pragma, code editStats, rssNow, rssPeak float64, err error) {
	c, err := startServer(accls)
	if err != nil {
		return
	}
	defer c.stop()
	uri := "file://" + path
	c.send("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "c", "version": 1, "text": text}}, false)
	if _, err = c.wait(1, 1); err != nil {
		return
	}
	block := strings.Count(text, "\n") / 2 / bigfile.BlockLines()
	pragmaAt := position{bigfile.EditLine(block), len("    #pragma acc parallel loop")}
	codeAt := position{bigfile.EditLine(block) + 2, len("        y[i] = a * x[i]")}
	pragmaPubs, codePubs := 1, 1
	if previews {
		// a directive in a function body: its preview, Reanalyse's
		// diagnostics, the analysis's
		pragmaPubs, codePubs = 3, 2
	}
	version := 1
	for i := 0; i < edits; i++ {
		for _, k := range []struct {
			at    position
			text  string
			count int
			st    *editStats
		}{{pragmaAt, " seq", pragmaPubs, &pragma}, {codeAt, "+0", codePubs, &code}} {
			for _, typing := range []bool{true, false} {
				version++
				if err = c.edit(uri, version, k.at, k.text, typing, k.count, k.st); err != nil {
					return
				}
			}
		}
	}
	rssNow, rssPeak = c.rss()
	return
}

type position struct{ line, char int }

// edit inserts s at at (typing) or deletes it from there, and waits for
// count publications of the new version.
func (c *client) edit(uri string, version int, at position, s string, typing bool, count int, st *editStats) error {
	start := map[string]any{"line": at.line, "character": at.char}
	end := start
	text := s
	if !typing {
		end = map[string]any{"line": at.line, "character": at.char + len(s)}
		text = ""
	}
	t0 := time.Now()
	c.send("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": version},
		"contentChanges": []any{map[string]any{"range": map[string]any{"start": start, "end": end}, "text": text}},
	}, false)
	// A function body's edit is published twice when Reanalyse takes it;
	// the full analysis comes within seconds of the first.
	got, err := c.waitUpTo(version, count, 20*time.Second)
	if err != nil {
		return err
	}
	if len(got) < count {
		st.whole++
	}
	st.first = append(st.first, got[0].at.Sub(t0))
	st.final = append(st.final, got[len(got)-1].at.Sub(t0))
	return nil
}

// quantile is the q-quantile of ds (nearest rank).
func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.999999) - 1
	return s[max(0, min(i, len(s)-1))]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f", float64(d.Microseconds())/1000) }
