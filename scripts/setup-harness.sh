#!/usr/bin/env bash
# Installs what the real-VS Code harness needs and a fresh Debian machine lacks:
# Debian chromium + build deps for code-server's native modules, openssl (test CAs), Node 24 (for code-server only)
# and code-server itself, all under .harness/ inside the clone. Idempotent: re-running skips what is there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
harness="$root/.harness"
code_server_version="4.139.1"
mkdir -p "$harness"
export npm_config_cache="$root/.cache/npm"

need_pkgs=()
for p in chromium libkrb5-dev libsecret-1-dev libxkbfile-dev libx11-dev pkg-config openssl unzip; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need_pkgs+=("$p")
done
if [ ${#need_pkgs[@]} -gt 0 ]; then
  echo "setup-harness: apt-get install ${need_pkgs[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}" >/dev/null
fi

node24="$harness/node24/node_modules/.bin"
if [ ! -x "$node24/node" ]; then
  echo "setup-harness: installing node@24 for code-server"
  npm install --silent --no-save --prefix "$harness/node24" node@24 >/dev/null
fi

cs="$harness/code-server/node_modules/.bin/code-server"
if [ ! -x "$cs" ] || ! "$node24/node" "$cs" --version >/dev/null 2>&1; then
  echo "setup-harness: installing code-server@$code_server_version (builds native modules, ~1-2 min)"
  rm -rf "$harness/code-server"
  mkdir -p "$harness/code-server"
  echo '{"name":"harness-code-server","private":true}' > "$harness/code-server/package.json"
  PATH="$node24:$PATH" npm install --silent --prefix "$harness/code-server" "code-server@$code_server_version" >/dev/null
fi
echo "setup-harness: ready ($("$node24/node" --version), code-server $("$node24/node" "$cs" --version | head -1))"
