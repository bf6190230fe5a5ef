# accls compile (openclgen/, cli/compile.go, tests/): the conformance suite
# of self-checking OpenACC programs, run on the default OpenCL device
# (PoCL in CI) and compared with the host, and every generated kernel
# compiled for AMD gfx90a and gfx1030 with clang-19. `go test ./...`
# (make test) runs the suite too; this target runs it alone against the
# runtime `make build` made, with a missing clang-19 an error.

.PHONY: test-conformance demo-compile

test-conformance: runtime-lib
	ACCLS_REQUIRE_CLANG=1 ACCLS_RUNTIME_LIB=$(abspath $(RUNTIME_LIB)) $(GO) test -count=1 -v -run 'Conformance|AMDGPU' ./tests/

# What `make demo` runs once the lead switches it over: compile
# examples/saxpy.c and run it on the default device.
demo-compile: build
	$(ACCLS) compile -O2 examples/saxpy.c -o $(BIN)/saxpy
	$(BIN)/saxpy
