package cfront

import (
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// goToolBuildID is `go tool buildid name`; the test is skipped without go.
func goToolBuildID(t *testing.T, name string) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", "tool", "buildid", name).Output()
	if err != nil {
		t.Fatalf("go tool buildid %s: %v", name, err)
	}
	return strings.TrimSpace(string(out))
}

// TestBuildIDOfThisBinary: the ELF note of the test binary holds the ID
// the go command reads, and the build identity is its content part.
func TestBuildIDOfThisBinary(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	id, err := goBuildID(exe)
	if err != nil || id == "" {
		t.Fatalf("build ID of %s: %q %v", exe, id, err)
	}
	if want := goToolBuildID(t, exe); id != want {
		t.Errorf("build ID %q, go tool buildid says %q", id, want)
	}
	content := id[strings.LastIndexByte(id, '/')+1:]
	if got := contentID(exe); got != content {
		t.Errorf("content ID %q of %q", got, id)
	}
	if b := acclsBuild(); !strings.HasPrefix(b, "go "+content+" cc ") {
		t.Errorf("build identity %q does not name the content ID %q", b, content)
	}
}

// TestBuildIDOfBuilds: two builds of other sources differ, a copy of one
// elsewhere (another name, a new time) is the same; the IDs kept in the
// text of Mach-O and PE executables are read too.
func TestBuildIDOfBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds programs")
	}
	goToolBuildID(t, os.Args[0]) // skips without go
	dir := t.TempDir()
	build := func(out, text, goos string) string {
		t.Helper()
		src := filepath.Join(dir, "src")
		mkdir(t, src)
		writeFiles(t, src, map[string]string{"go.mod": "module tiny\n\ngo 1.21\n", "main.go": text})
		cmd := exec.Command("go", "build", "-o", filepath.Join(dir, out), ".")
		cmd.Dir = src
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED=0", "GOFLAGS=", "GOTOOLCHAIN=local")
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, b)
		}
		return filepath.Join(dir, out)
	}
	a := build("a", "package main\n\nfunc main() { println(1) }\n", "linux")
	b := build("b", "package main\n\nfunc main() { println(2) }\n", "linux")
	data, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	c := filepath.Join(dir, "elsewhere", "c")
	mkdir(t, filepath.Dir(c))
	writeFiles(t, filepath.Dir(c), map[string]string{"c": string(data)})
	if contentID(a) == "" || contentID(a) == contentID(b) {
		t.Errorf("builds of other sources: %q and %q", contentID(a), contentID(b))
	}
	if contentID(a) != contentID(c) {
		t.Errorf("a copy: %q, the original %q", contentID(c), contentID(a))
	}
	for _, goos := range []string{"linux", "darwin", "windows"} {
		exe := build("tiny-"+goos, "package main\n\nfunc main() { println(3) }\n", goos)
		if got, want := mustBuildID(t, exe), goToolBuildID(t, exe); got != want {
			t.Errorf("%s: build ID %q, go tool buildid says %q", goos, got, want)
		}
	}
}

func mkdir(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
}

func mustBuildID(t *testing.T, name string) string {
	t.Helper()
	id, err := goBuildID(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return id
}

// TestBuildIDNone: a file without a build ID has none, and no content ID.
func TestBuildIDNone(t *testing.T) {
	name := filepath.Join(t.TempDir(), "script")
	writeFiles(t, filepath.Dir(name), map[string]string{"script": "#!/bin/sh\necho hi\n"})
	if id, err := goBuildID(name); err != nil || id != "" {
		t.Errorf("a script: %q %v", id, err)
	}
	if id := contentID(name); id != "" {
		t.Errorf("a script: content ID %q", id)
	}
}

// TestParseGoNote: the note is read only whole, with the Go name and type.
func TestParseGoNote(t *testing.T) {
	note := func(name string, typ uint32, desc string, descSize uint32) []byte {
		b := binary.LittleEndian.AppendUint32(nil, uint32(len(name)))
		b = binary.LittleEndian.AppendUint32(b, descSize)
		b = binary.LittleEndian.AppendUint32(b, typ)
		return append(append(b, name...), desc...)
	}
	for _, c := range []struct {
		what string
		data []byte
		want string
	}{
		{"whole", note(goNoteName, goNoteType, "a/b", 3), "a/b"},
		{"another type", note(goNoteName, 3, "a/b", 3), ""},
		{"another owner", note("GNU\x00", goNoteType, "a/b", 3), ""},
		{"cut short", note(goNoteName, goNoteType, "a/b", 9), ""},
		{"no header", []byte{4, 0, 0}, ""},
	} {
		if got := parseGoNote(c.data, binary.LittleEndian); got != c.want {
			t.Errorf("%s: %q, want %q", c.what, got, c.want)
		}
	}
}

// TestTextBuildID: the ID between its marks; none without the end mark.
func TestTextBuildID(t *testing.T) {
	text := append([]byte("\x00\x01"), "\xff Go build ID: \"x/y/z\"\n \xff rest"...)
	if id, ok := textBuildID(text); !ok || id != "x/y/z" {
		t.Errorf("got %q %v", id, ok)
	}
	if _, ok := textBuildID([]byte("\xff Go build ID: \"x/y/z")); ok {
		t.Errorf("an ID without its end mark was read")
	}
}
