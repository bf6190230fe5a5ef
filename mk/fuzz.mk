# The differential fuzzer (internal/progfuzz, internal/fuzzrun,
# cmd/accls-fuzz; docs/design/fuzz.md): random, valid, schedule-independent
# OpenACC programs built serially with cc and with accls, run on the default
# OpenCL device (PoCL here; DEVICE=nvidia or ACC_DEVICE_TYPE picks another)
# and compared; accls check must agree with accls compile.
#   make fuzz-programs SEEDS=0:200 FUZZ_JOBS=2   programs that fail are kept in $(FUZZ_OUT)
#   make fuzz-bundle   $(FUZZ_BUNDLE): accls, its runtime, accls-fuzz and run.sh,
#                      for a machine without Go: `sh run.sh 0:500 16` there
SEEDS        ?= 0:100
FUZZ_JOBS    ?= 2
FUZZ_TIMEOUT ?= 300s
FUZZ_OUT     ?= .scratch/fuzz-out
FUZZ_BUNDLE  ?= $(BIN)/fuzz-bundle
# FUZZ_SKIP=kernelsChain,boundsChange leaves out kinds of test that hit a known bug
FUZZ_SKIP    ?=

.PHONY: fuzz-programs fuzz-bundle fuzz-tools

fuzz-tools: runtime-lib
	$(GO) build -o $(ACCLS) ./cmd/accls
	$(GO) build -o $(BIN)/accls-fuzz ./cmd/accls-fuzz

fuzz-programs: fuzz-tools
	$(if $(DEVICE),ACC_DEVICE_TYPE=$(DEVICE)) $(BIN)/accls-fuzz -accls $(ACCLS) -seeds $(SEEDS) \
		-j $(FUZZ_JOBS) -timeout $(FUZZ_TIMEOUT) -keep $(FUZZ_OUT) $(if $(FUZZ_SKIP),-skip $(FUZZ_SKIP))

fuzz-bundle: fuzz-tools
	rm -rf $(FUZZ_BUNDLE)
	scripts/fuzz-bundle.sh $(FUZZ_BUNDLE)
