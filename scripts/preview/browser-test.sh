#!/usr/bin/env bash
# Drives `layoutshot-preview` in headless Chromium as a person editing fixtures would:
#   scripts/preview/browser-test.sh PREVIEW_BINARY SCREENSHOT.png [--saves N] [--soak N]
# Installs what it needs when missing: Debian's chromium and chromium-driver (through `make deps`)
# and the selenium client in the virtualenv scripts/browser-env.sh keeps under .build/.
# Talks only to 127.0.0.1. Any failure exits non-zero with a message.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[ $# -ge 2 ] || { echo "usage: $0 PREVIEW_BINARY SCREENSHOT.png [--saves N] [--soak N]" >&2; exit 64; }

# Chromium, its driver and selenium, set up once for every browser test.
source "$root/scripts/browser-env.sh"

exec "$browser_python" "$here/browser_check.py" "$@"
