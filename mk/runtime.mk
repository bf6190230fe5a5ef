# The OpenACC runtime (runtime/): the C library compiled programs link,
# libaccrt.a, and its headers, installed beside bin/accls where
# `accls compile` finds them.
RUNTIME_LIB := $(BIN)/lib/libaccrt.a

BUILD_EXTRA += runtime-lib
TEST_EXTRA  += test-runtime-race

# go-opencl includes CL/cl.h without naming an OpenCL version, and the
# header then prints a notice on every build; naming it keeps builds quiet.
export CGO_CFLAGS ?= -O2 -g -DCL_TARGET_OPENCL_VERSION=300

.PHONY: runtime-lib test-runtime-race test-runtime

# -trimpath: the archive does not depend on the folder it is built in, so
# builds in two checkouts of one commit link byte-identical programs (and
# the bench compares like with like).
runtime-lib:
	@mkdir -p $(BIN)/lib $(BIN)/include
	$(GO) build -trimpath -buildmode=c-archive -o $(RUNTIME_LIB) ./runtime/capi
	@rm -f $(BIN)/lib/libaccrt.h
	cp runtime/include/openacc.h runtime/include/accrt.h $(BIN)/include/

# The Go core under the race detector (go test ./... runs it without).
test-runtime-race:
	$(GO) test -race -count=1 ./runtime/present ./runtime/heap ./runtime/cl ./runtime/accrt

# Only the runtime: its Go tests and the C programs of runtime/testdata.
test-runtime: runtime-lib
	ACCLS_RUNTIME_LIB=$(abspath $(RUNTIME_LIB)) $(GO) test -count=1 ./runtime/...
	ACCLS_RUNTIME_LIB=$(abspath $(RUNTIME_LIB)) $(GO) test -count=1 -run 'Compile|ScanDirective' ./cli/
