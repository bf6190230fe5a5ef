package openclgen

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// kernelSource is the source of the kernel name in prog.
func kernelSource(prog, name string) string {
	i := strings.Index(prog, "__kernel void "+name+"(")
	if i < 0 {
		return ""
	}
	rest := prog[i+1:]
	if j := strings.Index(rest, "__kernel void "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// TestDeviceTypeLoopVariants: loop clauses after device_type (§2.4, §2.9)
// give each device type whose loop decisions differ its own translation
// of the construct, which the host chooses by acc_get_device_type();
// types with the same decisions share one, and the default (the types no
// device_type names, device_type(*)) is the else branch.
func TestDeviceTypeLoopVariants(t *testing.T) {
	src := `void f(int n, float *restrict y, float (*restrict z)[64]) {
#pragma acc parallel loop copy(y[0:n]) device_type(nvidia) gang vector device_type(radeon) gang worker device_type(*) gang
for (int i = 0; i < n; i++) y[i] = 2 * y[i];
#pragma acc parallel copy(z[0:64][0:64])
{
#pragma acc loop device_type(nvidia) collapse(2) gang vector device_type(radeon) tile(8, 8) gang vector device_type(*) gang
for (int i = 0; i < 64; i++)
for (int j = 0; j < 64; j++) z[i][j] = i + j;
}
#pragma acc kernels loop copy(y[0:n]) device_type(nvidia) gang(num:16) device_type(*) gang(num:8)
for (int i = 0; i < n; i++) y[i] += 1;
#pragma acc parallel loop copy(y[0:n]) device_type(nvidia) seq
for (int i = 0; i < n; i++) y[i] += 1;
#pragma acc parallel loop copy(y[0:n]) gang vector device_type(radeon) gang vector
for (int i = 0; i < n; i++) y[i] += 1;
}
`
	res, diags := translate(t, src)
	if len(diags) != 0 {
		t.Fatalf("unexpected diagnostics: %v", diags)
	}
	kernelRE := regexp.MustCompile(`"(__acc_f_l\d+_\d+)"`)
	// blocks: per directive line, the host lines of its translations (each
	// translation's runtime calls are one line that names the directive's
	// line in __accrt_construct_begin).
	blocks := map[int][]string{}
	for _, l := range strings.Split(res.Host, "\n") {
		for _, line := range []int{2, 4, 10, 12, 14} {
			if strings.Contains(l, "__accrt_construct_begin(acc_construct_") && strings.Contains(l, `"t.c", `+strconv.Itoa(line)+`);`) {
				blocks[line] = append(blocks[line], l)
			}
		}
	}
	// branch is the kernels launched by the translation whose line starts
	// with cond (nil when there is none).
	branch := func(lines []string, cond string) []string {
		for _, l := range lines {
			if !strings.HasPrefix(strings.TrimLeft(l, "{ "), strings.TrimLeft(cond, "{ ")) {
				continue
			}
			names := []string{}
			for _, m := range kernelRE.FindAllStringSubmatch(l, -1) {
				names = append(names, m[1])
			}
			return names
		}
		return nil
	}
	def := "else { /* #pragma acc "
	nv, rd := "if (acc_get_device_type() == acc_device_nvidia) {", "else if (acc_get_device_type() == acc_device_radeon) {"

	// 1: three schedules. nvidia's gang vector, radeon's gang worker, the
	// default's gang alone.
	b := blocks[2]
	kn, kr, kd := branch(b, nv), branch(b, rd), branch(b, def)
	if len(b) != 3 || len(kn) == 0 || len(kr) == 0 || len(kd) == 0 {
		t.Fatalf("construct 1 is not three translations chosen by device type:\n%s", strings.Join(b, "\n"))
	}
	if kn[0] == kr[0] || kn[0] == kd[0] || kr[0] == kd[0] {
		t.Errorf("the translations share kernels: %v %v %v", kn, kr, kd)
	}
	if src := kernelSource(res.Program, kr[0]); !strings.Contains(src, "get_local_id(1)") {
		t.Errorf("radeon's kernel does not use workers (local id 1):\n%s", src)
	}
	if src := kernelSource(res.Program, kn[0]); strings.Contains(src, "get_local_id(1)") || !strings.Contains(src, "get_local_id(0)") {
		t.Errorf("nvidia's kernel is not gang vector:\n%s", src)
	}
	if src := kernelSource(res.Program, kd[0]); strings.Contains(src, "get_local_id(1)") || strings.Contains(src, "get_local_id(0)") {
		t.Errorf("the default kernel is not gang alone:\n%s", src)
	}

	// 2: collapse(2) on nvidia and tile on radeon decide the same, so they
	// share one translation; the default gangs the outer loop only.
	b = blocks[4]
	if len(b) != 2 || branch(b, "if (acc_get_device_type() == acc_device_nvidia || acc_get_device_type() == acc_device_radeon) {") == nil {
		t.Errorf("construct 2: nvidia and radeon do not share their translation:\n%s", strings.Join(b, "\n"))
	}

	// 3: the kernels loop's gang(num:) per device type sizes the launch.
	b = blocks[10]
	if len(b) != 2 || !strings.HasPrefix(b[0], "{ "+nv) || !strings.Contains(b[0], "(size_t)(16)") || !strings.Contains(b[1], "(size_t)(8)") {
		t.Errorf("construct 3: the gang counts are not 16 on nvidia and 8 on the others:\n%s", strings.Join(b, "\n"))
	}

	// 4: seq on nvidia: its kernel partitions nothing.
	b = blocks[12]
	if k := branch(b, nv); len(k) == 0 {
		t.Errorf("construct 4: no nvidia translation:\n%s", strings.Join(b, "\n"))
	} else if src := kernelSource(res.Program, k[0]); strings.Contains(src, "get_group_id(0)") {
		t.Errorf("construct 4: nvidia's loop is seq, yet its kernel is partitioned:\n%s", src)
	}

	// 5: radeon's clauses are the default's: one translation, no choice.
	if b = blocks[14]; len(b) != 1 {
		t.Errorf("construct 5: the same decisions got a translation of their own:\n%s", strings.Join(b, "\n"))
	}
}
