#!/usr/bin/env bash
# Installs what accls needs to build and test, when it is missing.
# As root it uses apt-get; otherwise it prints exactly what to install.
# Usage: scripts/deps.sh [build|demo|test]
set -euo pipefail
need=${1:-test}

pkgs=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
want() { for p in "$@"; do have_pkg "$p" || pkgs+=("$p"); done; }

# Building: cgo needs a C compiler; the runtime links OpenCL (ICD loader);
# npm packages the VS Code extension.
want gcc make ocl-icd-opencl-dev opencl-headers
case "$need" in
build) want nodejs ;;
# The demo runs on an OpenCL device: PoCL's CPU device when there is no GPU.
demo) want pocl-opencl-icd ;;
esac
if [ "$need" = test ]; then
	# Tests run compiled programs on PoCL's CPU device and compile every
	# generated kernel for AMD GPUs with clang-19; node and neovim run the LSP client tests;
	# Open MPI builds and runs the MPI + OpenACC test (mpicc, mpirun).
	want pocl-opencl-icd clinfo clang-19 nodejs neovim openmpi-bin libopenmpi-dev
fi

if ! command -v go >/dev/null 2>&1; then
	echo "accls needs Go 1.26 or newer: https://go.dev/dl/ (not installable through apt-get on Debian 12)" >&2
	exit 1
fi

if [ ${#pkgs[@]} -eq 0 ]; then
	exit 0
fi
# nodejs may come from elsewhere (nodesource, nvm): a working node is enough.
if command -v node >/dev/null 2>&1; then
	pkgs=("${pkgs[@]/nodejs}")
fi
read -r -a pkgs <<<"${pkgs[*]}"
[ ${#pkgs[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "installing: ${pkgs[*]}" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
else
	echo "accls needs these packages; install them with:" >&2
	echo "  sudo apt-get install ${pkgs[*]}" >&2
	exit 1
fi
