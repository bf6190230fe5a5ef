# The semantic analysis (cfront/, analysis/sem_*.go): its tests and
# BenchmarkAnalyze10kLines run with `go test ./...` and `make bench`; this
# adds its fuzz target, FUZZTIME=10m for a long run.
.PHONY: fuzz-semantic

fuzz-semantic:
	$(GO) test ./analysis -run '^$$' -fuzz FuzzAnalyze -fuzztime $(FUZZTIME) -parallel 1
