#!/usr/bin/env bash
# Renders a pull-request comment of `layoutshot comment` as GitHub does (cmark-gfm with GitHub's
# extensions) into a page, serves it and the published pictures from a local static server, and
# opens it in headless Chromium:
#   scripts/comment/browser-test.sh COMMENT.md SERVED_DIR HOST SCREENSHOT.png
# SERVED_DIR holds the pictures at the paths the comment's URLs name under http://HOST/; Chromium
# resolves HOST to the local server. Checks that every picture loads and that the comment holds
# no link, image, tag or mention but its own. Installs what it needs as the report's browser
# test does (scripts/browser-env.sh); any failure exits non-zero with a message.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
[ $# -eq 4 ] || { echo "usage: $0 COMMENT.md SERVED_DIR HOST SCREENSHOT.png" >&2; exit 64; }
command -v cmark-gfm >/dev/null || make -C "$root" --no-print-directory deps >&2

source "$root/scripts/browser-env.sh"

# GitHub's flavour: tables, autolinks, strikethrough, and its filter of dangerous tags. --unsafe
# keeps raw HTML as GitHub's renderer sees it, so an injected tag would show in the check.
cmark-gfm --unsafe -e table -e autolink -e strikethrough -e tagfilter "$1" > "$2/comment.html"
exec "$browser_python" "$here/browser_check.py" "$2" "$3" "$4"
