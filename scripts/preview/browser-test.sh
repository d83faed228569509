#!/usr/bin/env bash
# Drives `layoutshot-preview` in headless Chromium as a person editing fixtures would:
#   scripts/preview/browser-test.sh PREVIEW_BINARY SCREENSHOT.png [--saves N] [--soak N]
# Installs what it needs when missing: Debian's chromium and chromium-driver (through `make deps`)
# and the selenium client in a virtualenv under .build/ (shared with the report's browser test).
# Talks only to 127.0.0.1. Any failure exits non-zero with a message.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[ $# -ge 2 ] || { echo "usage: $0 PREVIEW_BINARY SCREENSHOT.png [--saves N] [--soak N]" >&2; exit 64; }

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  echo "browser-test: installing chromium and chromium-driver (make deps)" >&2
  make -C "$root" --no-print-directory deps >&2 \
    || { echo "browser-test: could not install chromium/chromium-driver; run 'make deps' as root" >&2; exit 3; }
fi

venv="$root/.build/report-venv"
if ! "$venv/bin/python" -c 'import selenium' 2>/dev/null; then
  echo "browser-test: installing selenium into $venv" >&2
  python3 -m venv "$venv" >&2 && "$venv/bin/pip" install -q 'selenium>=4.20,<5' >&2 \
    || { echo "browser-test: could not install selenium from PyPI into $venv" >&2; exit 3; }
fi

exec "$venv/bin/python" "$here/browser_check.py" "$@"
