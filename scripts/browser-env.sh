#!/usr/bin/env bash
# Sourced by the browser tests (scripts/report/, scripts/preview/): makes sure Debian's chromium
# and chromium-driver are installed (through `make deps`) and the selenium client is in one
# virtualenv under .build/, then sets $browser_python to its interpreter. The tests run in
# parallel, so the setup holds a lock: two tests must not create the same virtualenv at once.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.build/browser-venv"
mkdir -p "$root/.build"
exec 9>"$root/.build/browser-venv.lock"
flock 9

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "browser-test: installing chromium and chromium-driver (make deps)" >&2
  make -C "$root" --no-print-directory deps >&2 \
    || { echo "browser-test: could not install chromium/chromium-driver; run 'make deps' as root" >&2; exit 3; }
fi

if ! "$venv/bin/python" -c 'import selenium' 2>/dev/null; then
  echo "browser-test: installing selenium into $venv" >&2
  rm -rf "$venv"
  python3 -m venv "$venv" >&2 && "$venv/bin/pip" install -q 'selenium>=4.20,<5' >&2 \
    || { echo "browser-test: could not install selenium from PyPI into $venv" >&2; exit 3; }
fi

flock -u 9
browser_python="$venv/bin/python"
