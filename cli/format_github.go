package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/accls/accls/source"
)

// renderGitHub prints GitHub Actions workflow commands, one a finding:
// ::error file=F,line=L,col=C,endLine=..,endColumn=..,title=CODE::MESSAGE.
// GitHub shows them as annotations on the pull request's diff; notes
// join the message.
func renderGitHub(w io.Writer, files []checkedFile) error {
	for _, c := range files {
		for _, d := range c.Diags {
			msg := d.Message
			for _, n := range d.Notes {
				file := n.File
				if file == "" {
					file = d.File
				}
				msg += fmt.Sprintf("\n%s:%d:%d: note: %s", file, n.Range.Start.Line, n.Range.Start.Col, n.Message)
			}
			_, err := fmt.Fprintf(w, "::%s file=%s,line=%d,col=%d,endLine=%d,endColumn=%d,title=%s::%s\n",
				githubLevel(d.Severity), githubProperty(d.File), d.Range.Start.Line, d.Range.Start.Col,
				d.Range.End.Line, d.Range.End.Col, githubProperty("accls "+d.Code), githubData(msg))
			if err != nil {
				return err
			}
		}
	}
	return nil
}

func githubLevel(s source.Severity) string { return severityName(s, "error", "warning", "notice") }

// githubData escapes a command's message as the runner expects.
func githubData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// githubProperty escapes a property value, where ':' and ',' separate.
func githubProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
