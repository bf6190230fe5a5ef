# The benchmark programs (bench/, docs/design/bench.md): each benchmark in
# OpenACC (accls; GCC's nvptx offloading on NVIDIA), hand-written OpenCL,
# serial C and OpenMP, built and run on the default OpenCL device, checked
# against the serial result, one table printed. `make bench DEVICE=nvidia`
# (or ACC_DEVICE_TYPE) picks the device, BENCH_SIZE=large the GPU sizes,
# BENCH_ONLY=triad,dot a subset. The table is left in bench/out/table.txt.
DEVICE     ?=
BENCH_SIZE ?= small
BENCH_ONLY ?=

BENCH_EXTRA += bench-programs

.PHONY: bench-programs

bench-programs: build
	$(GO) build -o bench/out/driver ./bench/driver
	bench/out/driver -out bench/out -accls $(ACCLS) -size $(BENCH_SIZE) \
		$(if $(DEVICE),-device $(DEVICE)) $(if $(BENCH_ONLY),-only $(BENCH_ONLY))
