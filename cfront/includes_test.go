package cfront

import "testing"

func TestMalformedInclude(t *testing.T) {
	const none, open = "#include without a file name", "#include with an unterminated file name"
	for line, want := range map[string]string{
		"#include <stdio.h>":                     "",
		"#  include_next \"a.h\" // c":           "",
		"#include /* the C library */ <stdio.h>": "",
		"#include \"dir//x.h\"":                  "",
		"#include \"dir/*x.h\"":                  "",
		"#include \\\n <stdio.h>":                "",
		"#include HEADER":                        "",
		"#includefoo":                            "",
		"#define X <":                            "",
		"#include":                               none,
		"#include // nothing":                    none,
		"#include /* nothing */":                 none,
		"#include \"a.h":                         open,
		"#include <stdio.h":                      open,
		"#include_next <x":                       open,
	} {
		if got := malformedInclude(line); got != want {
			t.Errorf("malformedInclude(%q) = %q, want %q", line, got, want)
		}
	}
}

// A comment before the file name leaves the #include in the file.
func TestIncludeAfterComment(t *testing.T) {
	_, u := parse(t, "#include /* size_t */ <stddef.h>\nsize_t n;\n", Options{})
	if u.Failed || len(u.Notes) > 0 || u.Globals["n"] == nil {
		t.Errorf("failed %v: %v", u.Failed, u.Notes)
	}
}
