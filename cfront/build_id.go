package cfront

import (
	"bytes"
	"debug/elf"
	"debug/macho"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
)

// The build of accls that wrote an entry on disk (header preludes, check
// results) must be the one reading it. Identified by its executable's path,
// size and modification time, a build installed again (go install, a
// release downloaded afresh in every CI job) looked new and nothing on disk
// applied (issue 16). The Go linker embeds a build ID in every executable:
// "action/content" hashes of its inputs and of the file's own bytes. Its
// last part, the content ID, is the same for the same bytes wherever they
// are copied, and differs for a build of other sources.

// acclsBuild identifies the running build of accls and of cc in it; ""
// when it cannot be told, and nothing is kept on disk.
var acclsBuild = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if id := contentID(exe); id != "" {
		return fmt.Sprintf("go %s cc %s", id, ccVersion())
	}
	// No build ID (-ldflags=-buildid=, another linker): the file as
	// installed, as before.
	fi, err := os.Stat(exe)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s %d %d cc %s", exe, fi.Size(), fi.ModTime().UnixNano(), ccVersion())
})

// contentID is the content part of the Go build ID of the executable
// name; "" when it has none.
func contentID(name string) string {
	id, err := goBuildID(name)
	if err != nil || id == "" {
		return ""
	}
	return id[strings.LastIndexByte(id, '/')+1:]
}

// headSize is how much of an executable is read for a build ID kept in its
// text: the linker puts it at the start of the text, within the first
// pages on Mach-O, PE and Plan 9.
const headSize = 32 << 10

// goBuildID reads the Go build ID of the executable name. It reads only
// headers and the note or the start of the text, never the whole file (an
// executable of accls is some 30 MB; this runs in every process).
func goBuildID(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	magic := make([]byte, len(elf.ELFMAG))
	if _, err := f.ReadAt(magic, 0); err != nil {
		return "", err
	}
	if string(magic) == elf.ELFMAG {
		return elfBuildID(f)
	}
	head := make([]byte, headSize)
	n, err := f.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return "", err
	}
	if id, ok := textBuildID(head[:n]); ok {
		return id, nil
	}
	return machoBuildID(f)
}

// goNoteName and goNoteType mark the ELF note holding the build ID (the
// linker's ELF_NOTE_GOBUILDID_TAG).
const (
	goNoteName = "Go\x00\x00"
	goNoteType = 4
)

// elfBuildID reads the build ID from the note section .note.go.buildid:
// the ELF header, the section headers and the note itself.
func elfBuildID(f io.ReaderAt) (string, error) {
	ef, err := elf.NewFile(f)
	if err != nil {
		return "", err
	}
	s := ef.Section(".note.go.buildid")
	if s == nil || s.Type != elf.SHT_NOTE {
		return "", nil
	}
	data, err := s.Data()
	if err != nil {
		return "", err
	}
	return parseGoNote(data, ef.ByteOrder), nil
}

// parseGoNote reads the Go note of data: name size, description size and
// type, then the name and the description, each padded to 4 bytes.
func parseGoNote(data []byte, order binary.ByteOrder) string {
	if len(data) < 12 {
		return ""
	}
	nameSize, descSize, typ := order.Uint32(data), order.Uint32(data[4:]), order.Uint32(data[8:])
	name := data[12:]
	if typ != goNoteType || nameSize != 4 || uint64(len(name)) < 4+uint64(descSize) || string(name[:4]) != goNoteName {
		return ""
	}
	return string(name[4 : 4+descSize])
}

// textMark and textEnd enclose a build ID kept at the start of the text
// (Mach-O, PE, Plan 9): \xff Go build ID: "ID"\n \xff.
var (
	textMark = []byte("\xff Go build ID: \"")
	textEnd  = []byte("\"\n \xff")
)

// textBuildID finds a build ID kept in the text within data.
func textBuildID(data []byte) (string, bool) {
	i := bytes.Index(data, textMark)
	if i < 0 {
		return "", false
	}
	rest := data[i+len(textMark):]
	j := bytes.Index(rest, textEnd)
	if j < 0 || j > 1024 {
		return "", false
	}
	return string(rest[:j]), true
}

// machoBuildID reads the start of a Mach-O file's text section, where the
// build ID is when it lies beyond the head read.
func machoBuildID(f io.ReaderAt) (string, error) {
	mf, err := macho.NewFile(f)
	if err != nil {
		return "", nil // not Mach-O either: no build ID known
	}
	s := mf.Section("__text")
	if s == nil {
		return "", nil
	}
	start := make([]byte, 1024)
	n, err := f.ReadAt(start, int64(s.Offset))
	if err != nil && err != io.EOF {
		return "", err
	}
	id, _ := textBuildID(start[:n])
	return id, nil
}
