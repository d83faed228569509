#!/usr/bin/env bash
# `make docs`: the documentation site of the public libraries, one static site (DocC, through
# swift-docc-plugin's combined documentation), the check that every public symbol has a doc
# comment, and the check that the modules with a committed list of public symbols
# (scripts/docs/public-api/) have that API and no other (scripts/docs/public_symbols.py). Any
# warning (a symbol without a comment, a DocC warning: unresolved link, undocumented parameter)
# or a public API that is not the list fails the run, so neither can drift silently.
#
#   scripts/docs/build.sh [OUTPUT]      # default .build/docs
#
# View it with a web server (DocC pages load their content with fetch):
#   python3 -m http.server --directory .build/docs 8000  →  http://localhost:8000/documentation/
set -Eeuo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
SWIFT=${SWIFT:-swift}
OUTPUT=${1:-.build/docs}

# The libraries whose API the site documents: the products a package depends on, and the
# vocabulary their API speaks (Core's geometry and colours, LayoutshotUIKit's UIKit values).
MODULES=(LayoutshotCore LayoutshotLayout LayoutshotFixtures LayoutshotText LayoutshotRender LayoutshotDiff
         LayoutshotSnapshot LayoutshotInspect LayoutshotFiles LayoutshotReport LayoutshotUIKit AsyncDisplayKit
         LayoutshotTesting)

status=0
log=$(mktemp); trap 'rm -f "$log"' EXIT

echo "docs: checking that every public symbol has a doc comment" >&2
# SwiftPM dumps the graphs of every module it built, and fails on the test modules when the tests
# were never built (a fresh clone): only the documented modules' graphs have to be there.
graphs="$(dirname "$($SWIFT build --show-bin-path)")/symbolgraph"
if ! $SWIFT package dump-symbol-graph --minimum-access-level public >"$log" 2>&1; then
    for module in "${MODULES[@]}"; do
        [ -f "$graphs/$module.symbols.json" ] || { cat "$log" >&2; exit 2; }
    done
fi
written=$(sed -n 's/^Files written to //p' "$log")
graphs=${written:-$graphs}
python3 scripts/docs/coverage.py "$graphs" "${MODULES[@]}" || status=1
# The public API of the modules listed in scripts/docs/public-api/ (AsyncDisplayKit: Texture's API
# and Layoutshot's documented additions, nothing of the engine) against those lists.
echo "docs: checking the public API against scripts/docs/public-api/" >&2
python3 scripts/docs/public_symbols.py "$graphs" || status=1

echo "docs: building the site into $OUTPUT" >&2
targets=(); for module in "${MODULES[@]}"; do targets+=(--target "$module"); done
rm -rf "$OUTPUT.tmp"
if ! $SWIFT package --allow-writing-to-directory "$OUTPUT.tmp" generate-documentation "${targets[@]}" \
        --enable-experimental-combined-documentation --transform-for-static-hosting \
        --output-path "$OUTPUT.tmp" >"$log" 2>&1; then
    cat "$log" >&2; exit 2
fi
# DocC's own warnings (SwiftPM's notes about pkg-config's -pthread for Pango are not DocC's and
# not ours: SwiftPM refuses the flag and builds without it).
if grep -v 'prohibited flag(s): -pthread' "$log" | grep -A12 '^warning:' >&2; then status=1; fi
rm -rf "$OUTPUT" && mv "$OUTPUT.tmp" "$OUTPUT"

if [ "$status" != 0 ]; then
    echo "docs: the site is in $OUTPUT, but with the warnings above" >&2
    exit 1
fi
echo "docs: $OUTPUT (python3 -m http.server --directory $OUTPUT 8000, then http://localhost:8000/documentation/)" >&2
