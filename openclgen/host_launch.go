package openclgen

import (
	"fmt"
	"strings"

	"github.com/accls/accls/analysis/model"
)

// The host side of one launch: the launch's sizes are planned first
// (launchSizes, from the kernel's levels and the construct's clauses),
// then printed, then the arguments, the launch of the variant that
// applies, and the gang reductions' fold.

// launchSizes is the plan of a launch's sizes: the host variables that
// hold them and the expressions they get.
type launchSizes struct {
	ng, nw, vl, lim, gl, lc string // host variables
	gangs, workers, vlen    string // their expressions
	// needLim: the device's limits are read (work-group size, compute
	// units); clamp: the work-group is shrunk to the device's limit.
	needLim, clamp bool
	// rowsChoice is the host variable that chooses the rows form, "0"
	// where the launch has none; rowsIn and rowsInner declare the
	// innermost trip count it is computed from, rows is the row count
	// (of the rows form, or of the tile form: "" where the host cannot
	// count them).
	rowsChoice, rowsIn, rowsInner, rows string
	// grid: the gangs of dimensions 2 and 3 (plan/gang_grid.go), nil
	// for one dimension.
	grid *gridSizes
	// tile: the launch's nest has the tile form (kprint_tile.go).
	tile bool
}

// hostLaunch writes the host side of one launch: sizes, arguments, the
// launch, and the gang reductions' combination.
func (g *gen) hostLaunch(b *strings.Builder, c *model.Construct, l *launch, async string) {
	s := g.planSizes(c, l)
	if g.limitsOnly {
		// The launch's text decides no limit: its arguments (a tenth of
		// the limits run of `accls check`, issue 16) are not written.
		return
	}
	g.printSizes(b, s)
	args, frees, parts := g.printLaunchArgs(b, l, s)
	av := g.fresh("args")
	nargs := len(args)
	if len(args) == 0 {
		args = []string{"{0, 0, 0}"}
	}
	fmt.Fprintf(b, "const __accrt_arg %s[] = {%s};\n", av, strings.Join(args, ",\n\t"))
	fmt.Fprintf(b, "__accrt_launch_nowait(__accrt_kernel_get(&__acc_module, %s), %d, %s, %s, %d, %s, %s, 0, 0);\n",
		g.kernelChoice(l, s), s.ndims(), s.gl, s.lc, nargs, av, async)
	b.WriteString(strings.Join(frees, ""))
	if len(l.gangR) > 0 {
		g.printGangFold(b, l, s, parts, async)
	}
	b.WriteString("}\n")
}

// planSizes plans the launch's sizes. A clause of the construct wins
// over the loops' arguments; a device-specific one (§2.4) is chosen at
// run time, the default size where none applies for the current device
// type.
func (g *gen) planSizes(c *model.Construct, l *launch) *launchSizes {
	k := l.k
	s := &launchSizes{ng: g.fresh("ng"), nw: g.fresh("nw"), vl: g.fresh("vl"), gangs: "1", workers: "1", vlen: "1", rowsChoice: "0"}
	if k.worker {
		s.workers = "4"
		if n := g.launchLevelSize(c, l, "worker"); n != "" {
			s.workers = "(size_t)(" + n + ")"
		}
		s.workers = g.dtSize(c.Resolved, "num_workers", s.workers)
	}
	if k.vector {
		s.vlen = fmt.Sprint(vectorLength(c))
		if n := g.launchLevelSize(c, l, "vector"); n != "" {
			s.vlen = "(size_t)(" + n + ")"
		}
		s.vlen = g.dtSize(c.Resolved, "vector_length", s.vlen)
	}
	// The device's limits: the work-group size, and the compute units
	// that cap the gangs of a reduction across gangs.
	s.lim = g.fresh("lim")
	s.needLim = k.worker || k.vector || len(l.gangR) > 0 || k.redLaneBytes() != ""
	s.clamp = k.worker || k.vector
	if k.gang && k.grid.Dims > 1 {
		g.planGangGrid(c, l, s) // gang_grid.go
	} else if k.gang && c.ComputeKind() != model.KindSerial {
		g.planGangs(c, l, s)
	} else if c.ComputeKind() == model.KindParallel && l.body == c.Body {
		// No gang loop: the region runs in gang-redundant mode on every
		// gang (§2.5.1), so num_gangs(n) still launches n of them; what
		// they do redundantly (atomics, a reduction on the construct) is
		// seen n times. Without the clause one gang is the
		// implementation's choice.
		s.gangs = g.dtSize(c.Resolved, "num_gangs", s.gangs)
	}
	if l.tile {
		s.tile, s.rows, s.rowsInner = true, l.rowsN, l.rowsInner
	}
	s.gl, s.lc = g.fresh("global"), g.fresh("local")
	return s
}

// vectorLength is the analysis's vector length of c's vector loops (the
// default of its shape where no constant clause gives one).
func vectorLength(c *model.Construct) int64 {
	if c.VectorLength > 0 {
		return c.VectorLength
	}
	return model.DefaultVectorLength(false)
}

// planGangs plans the gang count of a launch with a gang loop: the
// loop's gang argument, else enough gangs for the first gang loop's trip
// count (in rows where the kernel has the rows form), capped for
// reductions across gangs.
func (g *gen) planGangs(c *model.Construct, l *launch, s *launchSizes) {
	k := l.k
	if n := g.launchLevelSize(c, l, "gang"); n != "" {
		s.gangs = "(size_t)(" + n + ")"
	} else {
		if trip, per := l.trip, l.tripPer; trip != "" {
			s.gangs = fmt.Sprintf("(size_t)((%s + %s - 1) / %s)", trip, per(s.vl, s.nw), per(s.vl, s.nw))
			if rows, inner := l.rowsN, l.rowsInner; l.rows && rows != "" {
				// The kernel runs the nest in rows (rowsFormCond) when
				// there are at least as many rows as gangs: one gang per
				// row where the rows fill the device several times over
				// (64 per compute unit; with fewer, an H200 ran jacobi2d
				// and gemm faster with one iteration per lane, and
				// the kernel then takes the flat form).
				s.rowsIn, s.rowsChoice, s.rowsInner, s.rows = g.fresh("in"), g.fresh("rows"), inner, rows
				s.gangs = fmt.Sprintf("(%s ? (size_t)(%s) : %s)", s.rowsChoice, rows, s.gangs)
			}
		} else {
			s.gangs = fmt.Sprint(defaultGangs)
		}
		if len(l.gangR) > 0 || k.redLaneBytes() != "" {
			// Every gang of a reduction writes a partial the fold
			// kernel reads: no more gangs than the device runs at once
			// (the gang loop strides over the rest). The same for the
			// lanes' copies of array reductions, whose size also caps
			// the gangs (reduce_array.go).
			g.usesGangCap = true
			s.gangs = fmt.Sprintf("__acc_gang_cap(%s, %s.compute_units, %s * %s)", s.gangs, s.lim, s.vl, s.nw)
			s.gangs = k.redGangCap(s.gangs, s.vl, s.nw)
		}
	}
	s.gangs = g.dtSize(c.Resolved, "num_gangs", s.gangs)
}

// printSizes writes the planned sizes, each at least 1 and within the
// device's limits.
func (g *gen) printSizes(b *strings.Builder, s *launchSizes) {
	if g.limitsOnly {
		return // text alone, the grid's too (issue 16)
	}
	nw, vl, lim := s.nw, s.vl, s.lim
	fmt.Fprintf(b, "{\nsize_t %s = %s, %s = %s;\n", nw, s.workers, vl, s.vlen)
	fmt.Fprintf(b, "if (%s < 1) %s = 1;\nif (%s < 1) %s = 1;\n", nw, nw, vl, vl)
	if s.needLim {
		fmt.Fprintf(b, "__accrt_limits %s; __accrt_device_limits(&%s);\n", lim, lim)
	}
	if s.clamp {
		// A work-group cannot exceed the device's limit; the spec lets the
		// implementation use fewer workers and a shorter vector (§2.5.10, §2.5.11).
		fmt.Fprintf(b, "while (%s * %s > (size_t)%s.max_work_group && %s > 1) %s = (%s + 1) / 2;\nwhile (%s * %s > (size_t)%s.max_work_group && %s > 1) %s = (%s + 1) / 2;\n",
			nw, vl, lim, vl, vl, vl, nw, vl, lim, nw, nw, nw)
	}
	if s.tile {
		g.printTileSizes(b, s) // kprint_tile.go
		return
	}
	if s.rowsChoice != "0" {
		fmt.Fprintf(b, "const long %s = %s;\n", s.rowsIn, s.rowsInner)
		fmt.Fprintf(b, "const int %[5]s = %[1]s > 0 && (%[1]s + (long)%[2]s - 1) / (long)%[2]s * (long)%[2]s - %[1]s <= %[1]s / 4 && %[3]s >= 64L * (%[4]s.compute_units > 0 ? %[4]s.compute_units : 1);\n",
			s.rowsIn, vl, s.rows, lim, s.rowsChoice)
	}
	fmt.Fprintf(b, "size_t %s = %s;\n", s.ng, s.gangs)
	fmt.Fprintf(b, "if (%s < 1) %s = 1;\nif (%s > %d) %s = %d;\n", s.ng, s.ng, s.ng, maxGangs, s.ng, maxGangs)
	if s.grid != nil {
		g.printGridSizes(b, s) // gang_grid.go
		return
	}
	fmt.Fprintf(b, "size_t %s[2] = {%s * %s, %s}, %s[2] = {%s, %s};\n", s.gl, vl, s.ng, nw, s.lc, vl, nw)
}

// printLaunchArgs writes the temporaries of the kernel's arguments, in
// the order of its parameters, by how each variable reaches the kernel
// (kvar.kind); frees release firstprivate arrays' buffers after the
// launch, parts are the gang reductions' partial buffers.
func (g *gen) printLaunchArgs(b *strings.Builder, l *launch, s *launchSizes) (args, frees []string, parts map[*kvar]string) {
	k := l.k
	parts = map[*kvar]string{}
	for _, kv := range l.vars {
		switch kv.kind {
		case varByValue:
			if g.isFirstprivateArray(kv) {
				arg, free := g.firstprivateHostArg(b, l, kv) // firstprivate_array.go
				args, frees = append(args, arg), append(frees, free)
				continue
			}
			h := kv.sym.Name
			if kv.host != "" {
				h = kv.host
			}
			args = append(args, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(%s), &%s}", h, h))
		case varDevPtr, varDevValue:
			args = append(args, g.printDevArg(b, k, kv)...)
		case varGangRed:
			p, v := g.fresh("part"), g.fresh("a")
			parts[kv] = p
			size := fmt.Sprint(kv.sym.Type.Size)
			if kv.rc != nil {
				size = fmt.Sprintf("(size_t)(%s) * %d", kv.rc.hcount, kv.rc.unitBytes())
			}
			fmt.Fprintf(b, "void *%s = acc_malloc(%s * %s);\nuint64_t %s = (uint64_t)(uintptr_t)%s;\n", p, s.ng, size, v, p)
			args = append(args, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", v))
		}
	}
	for _, a := range g.redHostArgs(b, k, s.ng, s.vl, s.nw) { // reduce_array.go
		args = append(args, a.arg)
		if a.free != "" {
			frees = append(frees, a.free)
		}
	}
	if k.scratch {
		bytes := scratchBytesExpr(k.scratchSlots, k.xscratch) // routine_extern_levels.go
		args = append(args, fmt.Sprintf("{__ACCRT_ARG_LOCAL, %s * %s * %s, 0}", s.vl, s.nw, bytes))
	}
	if s.grid != nil && k.grid.Dims == 3 {
		args = append(args, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", s.grid.n2arg))
	}
	return args, frees, parts
}

// printDevArg writes the device address of a variable in device memory
// (and a VLA's dimensions) as kernel arguments.
func (g *gen) printDevArg(b *strings.Builder, k *kern, kv *kvar) []string {
	v := g.fresh("a")
	if kv.mp != nil {
		fmt.Fprintf(b, "uint64_t %s = %s;\n", v, kv.mp.devBase())
	} else { // deviceptr: the pointer already holds a device address
		fmt.Fprintf(b, "uint64_t %s = (uint64_t)(uintptr_t)(%s);\n", v, kv.sym.Name)
	}
	args := []string{fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", v)}
	if _, vla := k.vla[kv.sym]; vla {
		args = append(args, g.vlaArgs(b, kv)...)
	}
	return args
}

// kernelChoice is the host expression of the name of the kernel variant
// the launch runs: the 32-bit index variant where its condition holds
// (its once form where the launch covers the first gang loop), the rows
// form where the rows choice holds.
func (g *gen) kernelChoice(l *launch, s *launchSizes) string {
	kname := cQuote(l.name)
	if l.idx32 != nil {
		i32 := cQuote(l.name + "_i32")
		if l.once {
			// Every lane's first iteration of the first gang loop is its
			// last when the launch covers the loop's trip count.
			i32 = fmt.Sprintf("((double)%s <= (double)%s * (double)%s ? %s : %s)", l.trip, s.ng, l.tripPer(s.vl, s.nw), cQuote(l.name+"_once_i32"), i32)
		}
		kname = fmt.Sprintf("(%s ? %s : %s)", l.idx32(s.vl, s.ng, s.nw), i32, kname)
	}
	if l.rows && s.rowsChoice != "0" {
		rname := cQuote(l.name + "_rows")
		if l.idx32 != nil {
			rname = fmt.Sprintf("(%s ? %s : %s)", l.idx32(s.vl, s.ng, s.nw), cQuote(l.name+"_rows_i32"), rname)
		}
		kname = fmt.Sprintf("(%s ? %s : %s)", s.rowsChoice, rname, kname)
	}
	return kname
}

// printGangFold writes the launch of the fold kernel that combines the
// gangs' partial results of the launch's gang reductions, and frees the
// partials.
func (g *gen) printGangFold(b *strings.Builder, l *launch, s *launchSizes, parts map[*kvar]string, async string) {
	var cargs []string
	n32 := g.fresh("n")
	fmt.Fprintf(b, "unsigned %s = (unsigned)%s;\n", n32, s.ng)
	for _, kv := range l.gangR {
		if kv.rc != nil {
			cargs = append(cargs, g.foldHostArgs(b, kv, parts[kv])...) // reduce_array.go
			continue
		}
		pv, tv, iv := g.fresh("a"), g.fresh("a"), g.fresh("init")
		fmt.Fprintf(b, "uint64_t %s = (uint64_t)(uintptr_t)%s, %s = %s;\n", pv, parts[kv], tv, kv.mp.devBase())
		use := "0"
		if kv.mp.fresh != "" {
			use = kv.mp.fresh
		}
		fmt.Fprintf(b, "const int %s = %s;\n", iv, use)
		cargs = append(cargs, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", pv), fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(uint64_t), &%s}", tv),
			fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(%s), &%s}", kv.sym.Name, kv.sym.Name), fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(int), &%s}", iv))
	}
	cargs = append(cargs, fmt.Sprintf("{__ACCRT_ARG_VALUE, sizeof(unsigned), &%s}", n32))
	ca, one, fg := g.fresh("args"), g.fresh("one"), g.fresh("fold")
	// The fold kernel's group: the largest power of two the device
	// allows, at most foldGroup (its local arrays' size).
	fmt.Fprintf(b, "size_t %s[2] = {%d, 1};\nwhile (%s[0] > 1 && %s[0] > (size_t)%s.max_work_group) %s[0] >>= 1;\n", fg, foldGroup, fg, fg, s.lim, fg)
	fmt.Fprintf(b, "const __accrt_arg %s[] = {%s};\nsize_t %s[2] = {1, 1};\n", ca, strings.Join(cargs, ",\n\t"), one)
	fmt.Fprintf(b, "__accrt_launch_nowait(__accrt_kernel_get(&__acc_module, %s), 2, %s, %s, %d, %s, %s, 0, 0);\n",
		cQuote(l.name+"_gangs"), fg, fg, len(cargs), ca, async)
	for _, kv := range l.gangR {
		fmt.Fprintf(b, "acc_free(%s);\n", parts[kv])
	}
}
