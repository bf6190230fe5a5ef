package analysis

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/accls/accls/grammar"
	"github.com/accls/accls/source"
)

// checkSource parses src (C unless name says otherwise) and returns the
// grammar's and the directive checks' diagnostics as "L:C: severity:
// message [code]".
func checkSource(t *testing.T, name, src string) []string {
	t.Helper()
	diags := diagnoseSource(t, name, src)
	out := make([]string, len(diags))
	for i, d := range diags {
		out[i] = strings.TrimPrefix(d.String(), name+":")
	}
	return out
}

func diagnoseSource(t *testing.T, name, src string) []source.Diagnostic {
	t.Helper()
	mode, ok := grammar.ModeFor(name)
	if !ok {
		t.Fatalf("no mode for %s", name)
	}
	f := source.NewFile(name, []byte(src))
	dirs, diags := grammar.ParseFile(f, mode)
	if len(dirs) == 0 && strings.Contains(strings.ToLower(src), "acc") {
		t.Fatalf("grammar found no directive in %q", src)
	}
	diags = append(diags, CheckDirectives(f, dirs)...)
	source.Sort(diags)
	return diags
}

// argFor gives a clause an argument that is valid on the directive.
func argFor(clause string) string {
	switch clause {
	case "async", "wait", "num_gangs", "num_workers", "vector_length", "collapse", "default_async":
		return "(1)"
	case "tile":
		return "(4)"
	case "device_num":
		return "(0)"
	case "device_type":
		return "(nvidia)"
	case "if":
		return "(n > 0)"
	case "reduction":
		return "(+: s)"
	case "default":
		return "(none)"
	case "bind":
		return "(g)"
	case "finalize", "if_present", "gang", "worker", "vector", "seq", "independent", "auto",
		"read", "write", "update", "capture", "nohost":
		return ""
	}
	return "(a)" // data clauses, private, self, use_device, host, device
}

// prefix writes a directive so that a clause can follow it.
func directivePrefix(dir string, fortran bool) string {
	s := "#pragma acc "
	if fortran {
		s = "!$acc "
	}
	switch dir {
	case "cache":
		if fortran {
			return s + "cache(a(1:4)) "
		}
		return s + "cache(a[0:4]) "
	case "routine":
		return s + "routine(g) "
	}
	return s + dir + " "
}

// TestEveryClauseOnEveryDirective writes each clause on each directive
// and checks that exactly the clauses §2 lists for the directive pass
// (specAllowed is transcribed from the spec, not from the table).
func TestEveryClauseOnEveryDirective(t *testing.T) {
	for _, fortran := range []bool{false, true} {
		file := "m.c"
		if fortran {
			file = "m.f90"
		}
		dirs := DirectiveNames(fortran)
		for _, dir := range dirs {
			allowed := specWords(specAllowed[dir])
			for _, cl := range specWords(specClauses) {
				src := directivePrefix(dir, fortran) + cl + argFor(cl) + "\n"
				col := len(directivePrefix(dir, fortran)) + 1
				var notAllowed []source.Diagnostic
				for _, d := range diagnoseSource(t, file, src) {
					switch d.Code {
					case codeClauseNotAllowed:
						notAllowed = append(notAllowed, d)
					case codeUnknownClause, "syntax":
						t.Errorf("%q: %s", src, d)
					}
				}
				if hasName(allowed, cl) {
					if len(notAllowed) != 0 {
						t.Errorf("%q: %s is allowed on %s (§2), got %s", src, cl, dir, notAllowed[0])
					}
					continue
				}
				if len(notAllowed) != 1 || notAllowed[0].Range.Start.Col != col {
					t.Errorf("%q: want one clause-not-allowed at column %d, got %v", src, col, notAllowed)
					continue
				}
				msg := notAllowed[0].Message
				var want string
				if len(allowed) == 0 {
					want = fmt.Sprintf("'%s' takes no clauses", dir)
				} else {
					want = fmt.Sprintf("'%s' is not allowed on '%s'; allowed: ", cl, dir)
				}
				if !strings.HasPrefix(msg, want) {
					t.Errorf("%q: message %q, want prefix %q", src, msg, want)
				}
			}
		}
	}
}

func TestNotAllowedMessage(t *testing.T) {
	got := checkSource(t, "m.c", "#pragma acc exit data copyin(a) delete(a)\n")
	want := []string{"1:23: error: 'copyin' is not allowed on 'exit data'; allowed: if, async, wait, copyout, delete, detach, finalize [clause-not-allowed]"}
	expectLines(t, got, want)
}

// TestEveryClauseAfterDeviceType checks §2.4's "only these clauses may
// follow a device_type clause" for each directive that has device_type.
func TestEveryClauseAfterDeviceType(t *testing.T) {
	for dir, list := range specAfterDeviceType {
		after := specWords(list)
		for _, cl := range specWords(specAllowed[dir]) {
			if cl == "device_type" {
				continue
			}
			head := directivePrefix(dir, false) + "device_type(nvidia) "
			src := head + cl + argFor(cl) + "\n"
			var found []source.Diagnostic
			for _, d := range diagnoseSource(t, "m.c", src) {
				if d.Code == codeClauseAfterDeviceType {
					found = append(found, d)
				}
			}
			if hasName(after, cl) {
				if len(found) > 0 {
					t.Errorf("%q: %s may follow device_type on %s; got %s", src, cl, dir, found[0])
				}
				continue
			}
			if len(found) != 1 || found[0].Range.Start.Col != len(head)+1 {
				t.Errorf("%q: want clause-after-device-type at column %d, got %v", src, len(head)+1, found)
				continue
			}
			if len(found[0].Notes) != 1 || found[0].Notes[0].Range.Start.Col != len(directivePrefix(dir, false))+1 ||
				found[0].Notes[0].Message != "'device_type' is here" {
				t.Errorf("%q: note %v", src, found[0].Notes)
			}
		}
	}
	// init, shutdown and set: device_type names the device acted on.
	for _, src := range []string{
		"#pragma acc init device_type(nvidia) device_num(0) if(x)\n",
		"#pragma acc shutdown device_type(radeon) device_num(1)\n",
		"#pragma acc set device_type(host) device_num(0) default_async(2)\n",
	} {
		expectLines(t, checkSource(t, "m.c", src), nil)
	}
}

func expectLines(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// ruleCase is one directive and every diagnostic it must get, in order.
type ruleCase struct {
	src  string
	want []string
}

func runRuleCases(t *testing.T, file string, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.src, func(t *testing.T) {
			expectLines(t, checkSource(t, file, c.src+"\n"), c.want)
		})
	}
}

func TestUnknownAndOldClauses(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel copyn(a)", []string{
			"1:22: error: 'copyn' is not an OpenACC clause; did you mean 'copyin'? [unknown-clause]"}},
		{"#pragma acc parallel vector_lenght(32)", []string{
			"1:22: error: 'vector_lenght' is not an OpenACC clause; did you mean 'vector_length'? [unknown-clause]"}},
		{"#pragma acc parallel num_threads(4)", []string{
			"1:22: error: 'num_threads' is not an OpenACC clause; did you mean 'num_workers'? [unknown-clause]"}},
		{"#pragma acc loop sequential", []string{
			"1:18: error: 'sequential' is not an OpenACC clause; did you mean 'seq'? [unknown-clause]"}},
		{"#pragma acc parallel frobnicate", []string{
			"1:22: error: 'frobnicate' is not an OpenACC clause [unknown-clause]"}},
		{"#pragma acc data pcopyin(a)", []string{
			"1:18: warning: 'pcopyin' is an old name for 'copyin' (§2.7.7); write 'copyin' [deprecated-clause]"}},
		{"#pragma acc enter data present_or_create(a)", []string{
			"1:24: warning: 'present_or_create' is an old name for 'create' (§2.7.9); write 'create' [deprecated-clause]"}},
		// After the warning the clause is checked as its modern form.
		{"#pragma acc exit data pcopy(a) delete(a)", []string{
			"1:23: error: 'copy' is not allowed on 'exit data'; allowed: if, async, wait, copyout, delete, detach, finalize [clause-not-allowed]",
			"1:23: warning: 'pcopy' is an old name for 'copy' (§2.7.6); write 'copy' [deprecated-clause]"}},
		{"#pragma acc parallel dtype(nvidia) num_gangs(2)", []string{
			"1:22: warning: 'dtype' is an old name for 'device_type' (§2.4); write 'device_type' [deprecated-clause]"}},
		{"#pragma acc parallel dtype(nvidia) copy(a)", []string{
			"1:22: warning: 'dtype' is an old name for 'device_type' (§2.4); write 'device_type' [deprecated-clause]",
			"1:36: error: 'copy' may not follow 'device_type' on 'parallel'; only async, wait, num_gangs, num_workers or vector_length may [clause-after-device-type]"}},
		{"#pragma acc parallel COPY(a)", []string{
			"1:22: error: OpenACC clause names are lower case in C; write 'copy' [directive-case]"}},
	})
	runRuleCases(t, "m.f90", []ruleCase{
		{"!$acc PARALLEL COPY(a) PCOPYIN(b)", []string{
			"1:24: warning: 'PCOPYIN' is an old name for 'copyin' (§2.7.7); write 'copyin' [deprecated-clause]"}},
	})
}

func TestRepeatedClauses(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel if(a) if(b)", []string{
			"1:28: error: 'if' may appear only once on 'parallel' [clause-repeated]"}},
		{"#pragma acc data copy(a) default(none) default(present)", []string{
			"1:40: error: 'default' may appear only once on 'data' [clause-repeated]"}},
		{"#pragma acc loop gang gang(num: 2)", []string{
			"1:23: error: 'gang' may appear only once on 'loop' [clause-repeated]"}},
		{"#pragma acc set device_num(0) device_num(1)", []string{
			"1:31: error: 'device_num' may appear only once on 'set' [clause-repeated]"}},
		{"#pragma acc loop seq seq", []string{
			"1:22: warning: 'seq' is repeated; the second has no effect [clause-redundant]"}},
		// A clause that sets one value: OpenACC does not say which of two
		// applies, and GCC and Clang reject the second.
		{"#pragma acc parallel num_gangs(2) num_gangs(4)", []string{
			"1:35: error: 'num_gangs' may appear only once on 'parallel': OpenACC does not say which of two values applies [clause-repeated]"}},
		{"#pragma acc parallel loop collapse(1) vector_length(32) async(1) collapse(1) vector_length(64) async(2)", []string{
			"1:66: error: 'collapse' may appear only once on 'parallel loop': OpenACC does not say which of two values applies [clause-repeated]",
			"1:78: error: 'vector_length' may appear only once on 'parallel loop': OpenACC does not say which of two values applies [clause-repeated]",
			"1:96: error: 'async' may appear only once on 'parallel loop': OpenACC does not say which of two values applies [clause-repeated]"}},
		{"#pragma acc loop vector vector(32) tile(2) tile(4)", []string{
			"1:25: error: 'vector' may appear only once on 'loop': OpenACC does not say which of two values applies [clause-repeated]",
			"1:44: error: 'tile' may appear only once on 'loop': OpenACC does not say which of two values applies [clause-repeated]"}},
		{"#pragma acc kernels self(x) self(y) num_workers(2) device_type(radeon) num_workers(4)", []string{
			"1:29: error: 'self' may appear only once on 'kernels': OpenACC does not say which of two values applies [clause-repeated]"}},
		// A device-specific clause replaces the default one (§2.4).
		{"#pragma acc parallel num_gangs(2) device_type(nvidia) num_gangs(4)", nil},
		{"#pragma acc parallel device_type(nvidia) num_gangs(2) device_type(nvidia, radeon) num_gangs(4)", []string{
			"1:83: error: 'num_gangs' may appear only once on 'parallel' for device type 'nvidia': OpenACC does not say which of two values applies [clause-repeated]"}},
		// Lists repeat freely (§2.1).
		{"#pragma acc parallel copy(a) copy(b) wait(1) wait(2) private(x) private(y)", nil},
		// §2.14.4 and §2.6.6: at most one if.
		{"#pragma acc update self(a) if(x) if(y)", []string{
			"1:34: error: 'if' may appear only once on 'update' [clause-repeated]"}},
		{"#pragma acc enter data copyin(a) if(x) if(y)", []string{
			"1:40: error: 'if' may appear only once on 'enter data' [clause-repeated]"}},
		// §2.14.3: no two instances of any clause of set, if included.
		{"#pragma acc set device_type(nvidia) device_type(radeon)", []string{
			"1:37: error: 'device_type' may appear only once on 'set' [clause-repeated]"}},
		{"#pragma acc set default_async(1) if(x) if(y)", []string{
			"1:40: error: 'if' may appear only once on 'set' [clause-repeated]"}},
		// §2.14.1, §2.14.2 and §2.16.3 do not limit if, but leave which
		// condition applies undefined: an error, as in GCC.
		{"#pragma acc init if(x) if(y)", []string{
			"1:24: error: 'if' may appear only once on 'init': OpenACC does not say which of two values applies [clause-repeated]"}},
		{"#pragma acc shutdown device_num(0) if(x) if(y)", []string{
			"1:42: error: 'if' may appear only once on 'shutdown': OpenACC does not say which of two values applies [clause-repeated]"}},
		{"#pragma acc wait(1) async(2) if(x) if(y)", []string{
			"1:36: error: 'if' may appear only once on 'wait': OpenACC does not say which of two values applies [clause-repeated]"}},
	})
}

// TestSpecSections2_10To2_16 checks facts of §2.10-§2.16 checked against
// the spec's text.
func TestSpecSections2_10To2_16(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		// §2.12: OpenACC 3.3's atomic takes no if (3.4 added it).
		{"#pragma acc atomic update if(x)", []string{
			"1:27: error: 'if' is not allowed on 'atomic'; allowed: read, write, update, capture [clause-not-allowed]"}},
		// §2.13: copyin( [readonly:]var-list ) on declare.
		{"#pragma acc declare copyin(readonly: t)", nil},
		// §2.14.4: if_present, async and wait on update.
		{"#pragma acc update device(a[0:n]) if_present async(1) wait(2)", nil},
		// §2.15.1: nohost may not follow device_type, bind may.
		{"#pragma acc routine(g) seq device_type(nvidia) bind(g_nv)", nil},
		// §2.16.3: wait with devnum and an if.
		{"#pragma acc wait(devnum: 0 : queues: 1) if(x)", nil},
	})
}

func TestRequiredClauses(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc enter data async", []string{
			"1:13: error: 'enter data' needs at least one of copyin, create, attach (§2.6.6) [missing-clause]"}},
		{"#pragma acc exit data finalize", []string{
			"1:13: error: 'exit data' needs at least one of copyout, delete, detach (§2.6.6) [missing-clause]"}},
		{"#pragma acc data if(x)", []string{
			"1:13: error: 'data' needs at least one of copy, copyin, copyout, create, no_create, present, deviceptr, attach, default (§2.6.5) [missing-clause]"}},
		{"#pragma acc data default(present)", nil},
		{"#pragma acc host_data if_present", []string{
			"1:13: error: 'host_data' needs at least one of use_device (§2.8) [missing-clause]"}},
		{"#pragma acc update if_present", []string{
			"1:13: error: 'update' needs at least one of self, host, device (§2.14.4) [missing-clause]"}},
		{"#pragma acc set if(x)", []string{
			"1:13: error: 'set' needs at least one of default_async, device_num, device_type (§2.14.3) [missing-clause]"}},
		{"#pragma acc declare", []string{
			"1:13: error: 'declare' needs at least one of copy, copyin, copyout, create, present, deviceptr, device_resident, link (§2.13) [missing-clause]"}},
		{"#pragma acc routine(g)", []string{
			"1:13: error: 'routine' needs one of gang, worker, vector or seq (§2.15.1) [missing-clause]"}},
		{"#pragma acc routine device_type(nvidia) seq", []string{
			"1:13: error: 'routine' needs one of gang, worker, vector or seq for the device types no device_type clause names (add it before the first device_type, or after device_type(*)) (§2.15.1) [missing-clause]"}},
		{"#pragma acc routine device_type(nvidia) seq device_type(*) vector", nil},
		{"#pragma acc cache", []string{
			"1:13: error: 'cache' needs a list of variables in parentheses: #pragma acc cache( [readonly:] var-list ) [missing-argument]"}},
	})
}

func TestConflicts(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc loop seq independent auto", []string{
			"1:22: error: 'independent' and 'seq' may not both appear on 'loop': only one of seq, independent or auto may (§2.9) [clause-conflict]",
			"1:34: error: 'auto' and 'seq' may not both appear on 'loop': only one of seq, independent or auto may (§2.9) [clause-conflict]"}},
		{"#pragma acc parallel loop gang seq", []string{
			"1:32: error: 'gang' may not appear with 'seq' on 'parallel loop' (§2.9) [clause-conflict]"}},
		// §2.4: the default seq and nvidia's independent both apply for nvidia.
		{"#pragma acc loop seq device_type(nvidia) independent", []string{
			"1:42: error: 'independent' and 'seq' may not both appear on 'loop' for device type 'nvidia': only one of seq, independent or auto may (§2.9) [clause-conflict]"}},
		// §2.4's own example: gang and worker for different device types.
		{"#pragma acc loop gang device_type(nvidia) worker", nil},
		{"#pragma acc routine gang device_type(nvidia) worker", []string{
			"1:46: error: only one of gang, worker, vector or seq may apply to 'routine' for device type 'nvidia'; 'gang' and 'worker' both do (§2.15.1) [clause-conflict]"}},
		{"#pragma acc routine device_type(nvidia) worker device_type(*) gang", nil},
		{"#pragma acc atomic read write", []string{
			"1:25: error: 'write' and 'read' may not both appear on 'atomic': only one of read, write, update or capture may (§2.12) [clause-conflict]"}},
		{"#pragma acc parallel num_gangs(2, 2) reduction(+: s)", []string{
			"1:38: error: 'reduction' may not appear on 'parallel' when 'num_gangs' has more than one argument (§2.5.4) [clause-conflict]"}},
		{"#pragma acc parallel num_gangs(2) reduction(+: s)", nil},
		{"#pragma acc loop gang(dim: 2) reduction(+: s)", []string{
			"1:31: error: 'reduction' may not appear on a loop whose 'gang' has 'dim:' greater than 1 (§2.9.11) [clause-conflict]"}},
		{"#pragma acc loop gang(dim: 1) reduction(+: s)", nil},
	})
}

func TestArguments(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel num_gangs(1, 2, 3, 4)", []string{
			"1:31: error: 'num_gangs' takes 1 to 3 arguments on 'parallel'; it has 4 [bad-argument-count]"}},
		{"#pragma acc kernels num_gangs(1, 2)", []string{
			"1:30: error: 'num_gangs' takes one argument on 'kernels'; it has 2 [bad-argument-count]"}},
		{"#pragma acc parallel num_workers(1, 2)", []string{
			"1:33: error: 'num_workers' takes one argument; it has 2 [bad-argument-count]"}},
		{"#pragma acc parallel copy", []string{
			"1:22: error: 'copy' needs a list of variables: copy(a, b[0:n]) [missing-argument]"}},
		{"#pragma acc parallel copy()", []string{
			"1:26: error: 'copy' needs a list of variables inside the parentheses [missing-argument]"}},
		{"#pragma acc loop seq(1)", []string{
			"1:21: error: 'seq' takes no argument [unexpected-argument]"}},
		{"#pragma acc routine worker(4)", []string{
			"1:27: error: 'worker' takes no argument on 'routine' [unexpected-argument]"}},
		{"#pragma acc parallel(x)", []string{
			"1:21: error: 'parallel' takes no argument in parentheses [unexpected-argument]"}},
		{"#pragma acc parallel default(shared)", []string{
			"1:30: error: 'default' must be none or present; 'shared' is neither [bad-argument]"}},
		{"#pragma acc parallel default(NONE)", []string{
			"1:30: error: 'default' must be none or present; 'NONE' is neither [bad-argument]"}},
		{"#pragma acc parallel num_gangs(0, 4)", []string{
			"1:32: error: a number of gangs must be at least 1; it is 0 (§2.5.10) [bad-argument]"}},
		{"#pragma acc loop collapse(0)", []string{
			"1:27: error: 'collapse' takes a positive integer constant; 0 is not positive [bad-argument]"}},
		{"#pragma acc loop collapse(1 - 3)", []string{
			"1:27: error: 'collapse' takes a positive integer constant; -2 is not positive [bad-argument]"}},
		{"#pragma acc loop collapse(2.0)", []string{
			"1:27: error: 'collapse' takes a positive integer constant; '2.0' is not one [bad-argument]"}},
		{"#pragma acc loop collapse(force: 2) tile(8, *)", nil},
		{"#pragma acc loop collapse(N)", nil}, // a name: the semantic checks know its value
		{"#pragma acc loop collapse(readonly: 2)", []string{
			"1:27: error: 'collapse' takes no 'readonly:' modifier; allowed: force: [bad-modifier]"}},
		{"#pragma acc loop tile(*, 0)", []string{
			"1:26: error: 'tile' takes a positive integer constant; 0 is not positive [bad-argument]"}},
		{"#pragma acc loop gang(num: 4, num: 8)", []string{
			"1:31: error: 'gang' takes at most one num argument [bad-argument]"}},
		{"#pragma acc loop gang(dim: 4)", []string{
			"1:28: error: 'dim:' must be 1, 2 or 3; it is 4 [bad-argument]"}},
		{"#pragma acc loop gang(static: *) worker(num: 4) vector(length: 32)", nil},
		{"#pragma acc loop gang(chunk: 2)", []string{
			"1:23: error: 'gang' takes no 'chunk:' argument on 'loop'; allowed: [num:]int-expr, dim:int-expr, static:size-expr [bad-modifier]"}},
		{"#pragma acc routine gang(2)", []string{
			"1:26: error: 'gang' on 'routine' takes only dim:int-expr [bad-argument]"}},
		{"#pragma acc routine gang(dim: 2)", nil},
		{"#pragma acc parallel async(1.5) if(\"yes\")", []string{
			"1:28: error: 'async' takes an integer expression; '1.5' is not one [bad-argument]",
			"1:36: error: 'if' takes a condition; a string is not one [bad-argument]"}},
		{"#pragma acc parallel copy(1) copyin(f(x)) present(s.a[0:n]) copyout(*p)", []string{
			"1:27: error: 'copy' takes variables, array elements or subarrays; '1' is not one [bad-argument]",
			"1:37: error: 'copyin' takes variables, array elements or subarrays; 'f(x)' is not one [bad-argument]"}},
		{"#pragma acc host_data use_device(a[0:n])", []string{
			"1:34: error: 'use_device' takes names of variables or arrays; 'a[0:n]' is not a name (§2.8) [bad-argument]"}},
		{"#pragma acc parallel deviceptr(p[0:n])", []string{
			"1:32: error: 'deviceptr' takes names of pointer variables; 'p[0:n]' is not a name (§2.7.4) [bad-argument]"}},
		{"#pragma acc routine(\"g\") seq bind(\"g_dev\")", []string{
			"1:21: error: 'routine' takes a name [bad-argument]"}},
		{"#pragma acc cache(a) copy(b)", []string{
			"1:22: error: 'cache' takes no clauses; its list goes in parentheses: #pragma acc cache( [readonly:] var-list ) [clause-not-allowed]"}},
		{"#pragma acc atomic capture(x)", []string{
			"1:27: error: 'capture' takes no argument [unexpected-argument]"}},
	})
}

func TestModifiers(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel copyin(readonly: a) copyout(zero: b) create(zero: c)", nil},
		{"#pragma acc declare copyin(readonly: a) create(zero: c)", nil},
		{"#pragma acc enter data copyin(readonly: a)", []string{
			"1:31: error: 'readonly:' is not allowed on 'copyin' of 'enter data' [bad-modifier]"}},
		{"#pragma acc exit data copyout(zero: a)", []string{
			"1:31: error: 'zero:' is not allowed on 'copyout' of 'exit data' [bad-modifier]"}},
		{"#pragma acc parallel copy(readonly: a)", []string{
			"1:27: error: 'copy' takes no 'readonly:' modifier [bad-modifier]"}},
		{"#pragma acc parallel copyin(zero: a)", []string{
			"1:29: error: 'copyin' takes no 'zero:' modifier; allowed: readonly: [bad-modifier]"}},
		{"#pragma acc parallel copyin(a, readonly: b)", []string{
			"1:32: error: 'readonly:' applies to the whole list of 'copyin' and must come first [bad-modifier]"}},
		{"#pragma acc parallel copyin(readonly: readonly: a)", []string{
			"1:39: error: 'readonly:' is written twice [bad-modifier]"}},
		{"#pragma acc parallel reduction(s)", []string{
			"1:31: error: 'reduction' needs an operator before the list: reduction(+: sum); operators: + * max min & | ^ && || [missing-argument]"}},
		{"#pragma acc parallel reduction(-: s)", []string{
			"1:32: error: '-' is not a reduction operator; use one of + * max min & | ^ && || [bad-reduction-operator]"}},
		{"#pragma acc parallel reduction(ior: s)", []string{
			"1:32: error: 'ior' is the Fortran spelling of a reduction operator; in C write '|' [bad-reduction-operator]"}},
		{"#pragma acc parallel reduction(max: m) reduction(&&: b) reduction(^: x)", nil},
		{"#pragma acc parallel reduction(+: a, *: b)", []string{
			"1:38: error: the operator of 'reduction' comes once, before the whole list [bad-modifier]"}},
		{"#pragma acc parallel reduction(+: s.x)", []string{
			"1:35: error: a member of a struct or derived type cannot be a reduction variable; 's.x' is one (§2.5.15) [bad-argument]"}},
		{"#pragma acc wait(devnum: 1 : queues: 2, 3) async", nil},
		{"#pragma acc parallel wait(devnum: q : 2) async(acc_async_noval)", nil},
		{"#pragma acc wait(2, queues: 3)", []string{
			"1:21: error: 'queues:' must come before the first queue of 'wait' [bad-modifier]"}},
	})
	runRuleCases(t, "m.f90", []ruleCase{
		{"!$acc parallel loop reduction(.and.: l) reduction(ieor: m) reduction(MAX: x)", nil},
		{"!$acc parallel reduction(^: s)", []string{
			"1:26: error: '^' is the C spelling of a reduction operator; in Fortran write 'ieor' [bad-reduction-operator]"}},
		{"!$acc parallel reduction(-: s)", []string{
			"1:26: error: '-' is not a reduction operator; use one of + * max min iand ior ieor .and. .or. .eqv. .neqv. [bad-reduction-operator]"}},
	})
}

func TestDeviceTypes(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel device_type(radeon, nvidia) num_gangs(8) device_type(*) num_gangs(2)", nil},
		// every device type of accls's runtime (openacc.h's acc_device_t)
		{"#pragma acc parallel loop device_type(opencl) vector_length(64) gang vector device_type(host) seq", nil},
		{"#pragma acc init device_type(opencl)", nil},
		{"#pragma acc set device_type(default)", nil},
		{"#pragma acc shutdown device_type(not_host)", nil},
		// default and not_host select a device; they name no architecture
		// whose clauses could apply
		{"#pragma acc parallel device_type(default) num_gangs(8)", []string{
			"1:34: warning: 'default' is not a device type accls compiles for (known: radeon, nvidia, opencl, host, multicore, *) [unknown-device-type]"}},
		{"#pragma acc parallel device_type(amd) num_gangs(8)", []string{
			"1:34: warning: 'amd' is not a device type accls compiles for; did you mean 'radeon'? (known: radeon, nvidia, opencl, host, multicore, *) [unknown-device-type]"}},
		{"#pragma acc parallel device_type(nvidai)", []string{
			"1:34: warning: 'nvidai' is not a device type accls compiles for; did you mean 'nvidia'? (known: radeon, nvidia, opencl, host, multicore, *) [unknown-device-type]"}},
		{"#pragma acc parallel device_type(*, nvidia)", []string{
			"1:33: error: 'device_type' takes either '*' alone or a list of device type names, not both [bad-argument]"}},
		{"#pragma acc parallel device_type(1)", []string{
			"1:34: error: 'device_type' takes device type names or '*'; '1' is not one [bad-argument]"}},
	})
}

// TestLoopClausesOnCombined checks §2.9.2-2.9.4's rules that depend on the
// compute construct, on combined constructs.
func TestLoopClausesOnCombined(t *testing.T) {
	runRuleCases(t, "m.c", []ruleCase{
		{"#pragma acc parallel loop gang(4) worker(2) vector(32)", []string{
			"1:32: error: 'gang' takes no gang count in a parallel region: the number of gangs comes from 'num_gangs' on the compute construct (§2.9.2) [bad-argument]",
			"1:41: error: 'worker' takes no argument in a parallel region: the number of workers comes from 'num_workers' on the compute construct (§2.9.3) [bad-argument]",
			"1:51: error: 'vector' takes no length in a parallel region: the vector length comes from 'vector_length' on the compute construct (§2.9.4) [bad-argument]"}},
		{"#pragma acc serial loop gang(num: 2)", []string{
			"1:30: error: 'gang' takes no gang count in a serial region: the number of gangs comes from 'num_gangs' on the compute construct (§2.9.2) [bad-argument]"}},
		{"#pragma acc parallel loop num_gangs(4, 2) gang(dim: 2, static: 4)", nil},
		{"#pragma acc kernels loop gang(dim: 1)", []string{
			"1:31: error: 'dim:' is not allowed on 'gang' in a kernels region (§2.9.2) [bad-argument]"}},
		{"#pragma acc kernels loop gang(8) worker(4) vector(32)", nil},
		{"#pragma acc kernels loop num_gangs(4) num_workers(2) vector_length(32) gang(8) worker(4) vector(32)", []string{
			"1:77: error: 'gang' may not give a count when 'num_gangs' appears on the kernels construct (§2.9.2) [clause-conflict]",
			"1:86: error: 'worker' may not give a count when 'num_workers' appears on the kernels construct (§2.9.3) [clause-conflict]",
			"1:96: error: 'vector' may not give a count when 'vector_length' appears on the kernels construct (§2.9.4) [clause-conflict]"}},
		{"#pragma acc kernels loop device_type(nvidia) num_gangs(4) device_type(radeon) gang(8)", nil},
		{"#pragma acc kernels loop num_gangs(4) device_type(radeon) gang(8)", []string{
			"1:64: error: 'gang' may not give a count when 'num_gangs' appears on the kernels construct for device type 'radeon' (§2.9.2) [clause-conflict]"}},
	})
}

func TestEndDirectives(t *testing.T) {
	runRuleCases(t, "m.f90", []ruleCase{
		{"!$acc end parallel loop", nil},
		{"!$acc end kernels copy(a)", []string{
			"1:19: error: 'end kernels' takes no clauses [clause-not-allowed]"}},
		{"!$acc end loop", []string{
			"1:7: error: 'loop' has no end directive; only parallel, serial, kernels, data, host_data, parallel loop, serial loop, kernels loop or atomic do [bad-directive]"}},
	})
	// The grammar knows no end directive in C; a hand-built one is rejected.
	f := source.NewFile("m.c", []byte("#pragma acc end parallel\n"))
	d := &grammar.Directive{Lang: grammar.LangC, Name: "end parallel", Known: true, NameRange: f.Range(12, 24)}
	got := CheckDirectives(f, []*grammar.Directive{d})
	if len(got) != 1 || got[0].Code != codeBadDirective || got[0].Message != "'end parallel' exists only in Fortran; in C a construct ends with its structured block" {
		t.Errorf("got %v", got)
	}
}

func TestUnknownDirectivesAreSkipped(t *testing.T) {
	f := source.NewFile("m.c", []byte("#pragma acc paralel copy(a)\n"))
	dirs, _ := grammar.ParseFile(f, grammar.ModeC)
	if got := CheckDirectives(f, dirs); len(got) != 0 {
		t.Errorf("an unknown directive is the grammar's to report; got %v", got)
	}
}

// TestNotes checks the related locations.
func TestNotes(t *testing.T) {
	ds := diagnoseSource(t, "m.c", "#pragma acc parallel async(1) if(a) if(b) device_type(nvidia) copy(x) present(y)\n")
	var notes []string
	for _, d := range ds {
		for _, n := range d.Notes {
			notes = append(notes, fmt.Sprintf("%s -> %d:%d %s", d.Code, n.Range.Start.Line, n.Range.Start.Col, n.Message))
		}
	}
	sort.Strings(notes)
	expectLines(t, notes, []string{
		"clause-after-device-type -> 1:43 'device_type' is here",
		"clause-after-device-type -> 1:43 'device_type' is here",
		"clause-repeated -> 1:31 the first 'if' is here",
	})
}

// TestSeveralMistakes checks that each mistake of one directive is
// reported once, at its own column.
func TestSeveralMistakes(t *testing.T) {
	src := "#pragma acc parallel loop copyn(a) num_gangs(1,2,3,4) seq gang default(all) if(x) if(y) device_type(amd) copy(b) pcopy(c)\n"
	expectLines(t, checkSource(t, "m.c", src), []string{
		"1:27: error: 'copyn' is not an OpenACC clause; did you mean 'copyin'? [unknown-clause]",
		"1:45: error: 'num_gangs' takes 1 to 3 arguments on 'parallel loop'; it has 4 [bad-argument-count]",
		"1:59: error: 'gang' may not appear with 'seq' on 'parallel loop' (§2.9) [clause-conflict]",
		"1:72: error: 'default' must be none or present; 'all' is neither [bad-argument]",
		"1:83: error: 'if' may appear only once on 'parallel loop' [clause-repeated]",
		"1:101: warning: 'amd' is not a device type accls compiles for; did you mean 'radeon'? (known: radeon, nvidia, opencl, host, multicore, *) [unknown-device-type]",
		"1:106: error: 'copy' may not follow 'device_type' on 'parallel loop'; only async, wait, num_gangs, num_workers, vector_length, collapse, gang, worker, vector, seq, independent, auto or tile may [clause-after-device-type]",
		"1:114: error: 'copy' may not follow 'device_type' on 'parallel loop'; only async, wait, num_gangs, num_workers, vector_length, collapse, gang, worker, vector, seq, independent, auto or tile may [clause-after-device-type]",
		"1:114: warning: 'pcopy' is an old name for 'copy' (§2.7.6); write 'copy' [deprecated-clause]",
	})
}
