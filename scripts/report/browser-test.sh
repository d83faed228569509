#!/usr/bin/env bash
# Opens a Layoutshot HTML report in headless Chromium and checks it as a reviewer would use it:
#   scripts/report/browser-test.sh REPORT_DIR SCREENSHOT.png
# Installs what it needs when missing: Debian's chromium and chromium-driver (through `make deps`)
# and the selenium client in the virtualenv scripts/browser-env.sh keeps under .build/. Any
# failure exits non-zero with a message.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[ $# -eq 2 ] || { echo "usage: $0 REPORT_DIR SCREENSHOT.png" >&2; exit 64; }

# Chromium, its driver and selenium, set up once for every browser test.
source "$root/scripts/browser-env.sh"

exec "$browser_python" "$here/browser_check.py" "$1" "$2"
