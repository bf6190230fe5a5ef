# accls: an OpenACC compiler for C targeting OpenCL, with a checker and a
# language server. `make demo` and `make test` are the two set-up commands
# the README's quick start names; both install what is missing.

GO      ?= go
BIN     := bin
ACCLS   := $(BIN)/accls
FUZZTIME ?= 30s

.PHONY: all build demo test test-go deps deps-build deps-demo fuzz bench clean vet

# Each area adds its build and test steps in mk/<area>.mk:
# BUILD_EXTRA lists targets `make build` also makes, TEST_EXTRA targets
# `make test` also runs, BENCH_EXTRA targets `make bench` also runs.
BUILD_EXTRA :=
TEST_EXTRA  :=
BENCH_EXTRA :=
-include mk/*.mk

all: build

deps-build:
	@scripts/deps.sh build

deps-demo:
	@scripts/deps.sh demo

deps:
	@scripts/deps.sh test

build: deps-build $(BUILD_EXTRA)
	$(GO) build -o $(ACCLS) ./cmd/accls

# The main job: compile an OpenACC example and run it on the default
# OpenCL device (ACC_DEVICE_TYPE picks another), after checking it.
# It needs the compiler and the runtime, not the editor extension.
demo: deps-demo runtime-lib
	$(GO) build -o $(ACCLS) ./cmd/accls
	$(ACCLS) check --info examples/saxpy.c
	$(ACCLS) compile -O2 examples/saxpy.c -o $(BIN)/saxpy
	$(BIN)/saxpy

# The tests use the runtime archive `make build` made, and a missing
# clang-19 (the AMD GPU compile check) is an error rather than a skip.
test: deps build
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "not gofmt'd:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	ACCLS_REQUIRE_CLANG=1 ACCLS_REQUIRE_MPI=1 ACCLS_RUNTIME_LIB=$(abspath $(BIN)/lib/libaccrt.a) $(GO) test -count=1 ./...
	$(if $(TEST_EXTRA),@$(MAKE) --no-print-directory $(TEST_EXTRA))

# Runs the grammar's fuzz target; FUZZTIME=10m for a long run.
fuzz:
	$(GO) test ./grammar -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME)

bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./...
	$(if $(BENCH_EXTRA),@$(MAKE) --no-print-directory $(BENCH_EXTRA))

clean:
	rm -rf $(BIN)
