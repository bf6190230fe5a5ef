package cli

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/accls/accls/source"
)

// changedLines are the lines a change added or modified, by absolute
// file path: what --changed-lines keeps findings on, so that a review bot
// comments on the change and not on the code around it.
type changedLines map[string]map[int]bool

// readChangedLines reads the change named by spec: "-" (a unified diff on
// stdin), "git" or "git:REV" (git diff against HEAD or REV, from the
// working tree), or a file holding a unified diff.
func readChangedLines(spec string, stdin io.Reader) (changedLines, error) {
	root, _ := os.Getwd()
	var diff []byte
	var err error
	switch {
	case spec == "-":
		diff, err = io.ReadAll(stdin)
	case spec == "git" || strings.HasPrefix(spec, "git:"):
		rev := strings.TrimPrefix(strings.TrimPrefix(spec, "git"), ":")
		if rev == "" {
			rev = "HEAD"
		}
		var top []byte
		if top, err = exec.Command("git", "rev-parse", "--show-toplevel").Output(); err != nil {
			return nil, fmt.Errorf("--changed-lines %s: not in a git work tree", spec)
		}
		root = strings.TrimSpace(string(top))
		diff, err = exec.Command("git", "diff", "-U0", "--no-color", "--no-ext-diff", rev, "--").Output()
		if err != nil {
			return nil, fmt.Errorf("--changed-lines %s: git diff: %v", spec, err)
		}
	default:
		diff, err = os.ReadFile(spec)
	}
	if err != nil {
		return nil, err
	}
	return parseUnifiedDiff(diff, root)
}

// parseUnifiedDiff collects the new side's lines of each hunk ("@@ -a,b
// +c,d @@": lines c to c+d-1) under the file of the preceding "+++ "
// line, its path taken from root (a git diff's b/ prefix dropped).
func parseUnifiedDiff(diff []byte, root string) (changedLines, error) {
	out := changedLines{}
	var file string
	sc := bufio.NewScanner(bytes.NewReader(diff))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "+++ "):
			file = diffPath(strings.TrimPrefix(line, "+++ "), root)
		case strings.HasPrefix(line, "@@ ") && file != "":
			start, count, err := hunkNewSide(line)
			if err != nil {
				return nil, err
			}
			if out[file] == nil {
				out[file] = map[int]bool{}
			}
			for l := start; l < start+count; l++ {
				out[file][l] = true
			}
		}
	}
	return out, sc.Err()
}

func diffPath(p, root string) string {
	p, _, _ = strings.Cut(p, "\t") // "+++ file\tdate"
	if p == "/dev/null" {
		return ""
	}
	p = strings.TrimPrefix(p, "b/")
	if !filepath.IsAbs(p) {
		p = filepath.Join(root, p)
	}
	return filepath.Clean(p)
}

// hunkNewSide reads "+c,d" (d defaults to 1) of a hunk header.
func hunkNewSide(h string) (start, count int, err error) {
	fields := strings.Fields(h)
	if len(fields) < 3 || !strings.HasPrefix(fields[2], "+") {
		return 0, 0, fmt.Errorf("bad hunk header %q", h)
	}
	s, c, hasCount := strings.Cut(fields[2][1:], ",")
	if start, err = strconv.Atoi(s); err != nil {
		return 0, 0, fmt.Errorf("bad hunk header %q", h)
	}
	count = 1
	if hasCount {
		if count, err = strconv.Atoi(c); err != nil {
			return 0, 0, fmt.Errorf("bad hunk header %q", h)
		}
	}
	return start, count, nil
}

// keep returns the findings of file whose range touches a changed line.
func (c changedLines) keep(file string, diags []source.Diagnostic) []source.Diagnostic {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil
	}
	lines := c[filepath.Clean(abs)]
	var out []source.Diagnostic
	for _, d := range diags {
		for l := d.Range.Start.Line; l <= max(d.Range.End.Line, d.Range.Start.Line); l++ {
			if lines[l] {
				out = append(out, d)
				break
			}
		}
	}
	return out
}
