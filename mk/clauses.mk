# The clause rules (analysis/clausetable*.go, analysis/directive_rules*.go):
# their tests run with `go test ./...`; this adds a fuzz target of their own,
# FUZZTIME=10m for a long run.
.PHONY: fuzz-clauses

fuzz-clauses:
	$(GO) test ./analysis -run '^$$' -fuzz FuzzCheckDirectives -fuzztime $(FUZZTIME)
