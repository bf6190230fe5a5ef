# accls compile (openclgen/, cli/compile.go, tests/): the conformance suite
# of self-checking OpenACC programs, run on the default OpenCL device
# (PoCL in CI) and compared with the host, and every generated kernel
# compiled for AMD gfx90a and gfx1030 with clang-19. `go test ./...`
# (make test) runs the suite too; this target runs it alone against the
# runtime `make build` made, with a missing clang-19 an error.

.PHONY: test-conformance conformance-bundle

test-conformance: runtime-lib
	ACCLS_REQUIRE_CLANG=1 ACCLS_RUNTIME_LIB=$(abspath $(RUNTIME_LIB)) $(GO) test -count=1 -v -run 'Conformance|AMDGPU' ./tests/


# The suite as binaries with the outputs recorded on the default device,
# for running on another machine (the NVIDIA GPU one): copy
# $(BIN)/conformance there and run `sh conformance/run.sh` with
# ACC_DEVICE_TYPE=nvidia (scripts/conformance-bundle.sh).
conformance-bundle: build
	rm -rf $(BIN)/conformance
	scripts/conformance-bundle.sh $(BIN)/conformance
