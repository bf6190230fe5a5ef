# Editor speed (issue 16; bench/editor): on generated C files of 1,000 and
# 10,000 lines, edit->diagnostics p50/p95 through a real LSP client
# (accls lsp --stdio), the server's memory, and `accls check` beside
# `gcc -fopenacc -fsyntax-only` on the same file. `make bench` runs it;
# EDITOR_EDITS sets the edits of each kind.
EDITOR_EDITS ?= 20

BENCH_EXTRA += bench-editor

.PHONY: bench-editor

bench-editor: build
	$(GO) build -o bench/out/editor-bench ./bench/editor
	bench/out/editor-bench -accls $(ACCLS) -out bench/out/editor -edits $(EDITOR_EDITS)
