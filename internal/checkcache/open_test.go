package checkcache

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/accls/accls/analysis"
	"github.com/accls/accls/source"
)

// An entry opened answers texts of its file from memory, as Check does,
// with the entry gone from disk; Answer writes nothing back.
func TestOpenAnswersFromMemory(t *testing.T) {
	dir, main := project(t)
	checkAs(t, main, program, opts, Analysed)
	ctx := context.Background()
	k, ok := Open(ctx, source.NewFile(main, []byte(program)), opts)
	if !ok {
		t.Fatal("the entry kept does not apply")
	}
	os.Remove(theEntry(t, dir))
	edited := strings.Replace(program, "copy(x[0:n])", "copy(x[0:n]) copy(x[0:n])", 1)
	again := strings.Replace(edited, "3.0f", "4.0f", 1)
	both := strings.Replace(edited, "s += x[i]", "s += 2 * x[i]", 1)
	for _, step := range []struct {
		text string
		how  How
		ok   bool
	}{
		{program, Unchanged, true},
		{edited, Reanalysed, true},
		{again, Reanalysed, true}, // the old slice from the last answer
		{again, Unchanged, true},  // the last text answered
		{program, Unchanged, true},
		{both, Analysed, false}, // two functions: declined
	} {
		f := source.NewFile(main, []byte(step.text))
		got, how, ok := k.Answer(ctx, f)
		if how != step.how || ok != step.ok {
			t.Fatalf("came %v, %v; want %v, %v", how, ok, step.how, step.ok)
		}
		if !ok {
			continue
		}
		full, err := analysis.Check(ctx, f, opts)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, full.Diagnostics()) {
			t.Errorf("%v: diagnostics differ from Check's\n got: %v\nwant: %v", how, got, full.Diagnostics())
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "cache", "check", "*.gob")); len(left) != 0 {
		t.Errorf("Answer wrote %v", left)
	}
}

// No entry, no Kept.
func TestOpenWithoutAnEntry(t *testing.T) {
	_, main := project(t)
	if _, ok := Open(context.Background(), source.NewFile(main, []byte(program)), opts); ok {
		t.Error("opened an entry never kept")
	}
}
