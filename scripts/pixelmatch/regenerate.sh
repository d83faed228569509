#!/usr/bin/env bash
# Regenerates Tests/LayoutshotDiffTests/Fixtures/pixelmatch (PNG pairs + counts.json) with the
# reference implementation, PyPI's pixelmatch 0.4.0, in a throwaway venv (PMVENV, default
# /tmp/pmvenv). Needs PyPI once; the tests themselves never do (see the fixtures' README).
#
#   bash scripts/pixelmatch/regenerate.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
PMVENV=${PMVENV:-/tmp/pmvenv}
[ -x "$PMVENV/bin/python" ] || python3 -m venv "$PMVENV"
"$PMVENV/bin/python" -c 'from importlib.metadata import version; assert version("pixelmatch") == "0.4.0"' 2>/dev/null \
    || "$PMVENV/bin/pip" install -q --disable-pip-version-check pixelmatch==0.4.0
PYTHONDONTWRITEBYTECODE=1 "$PMVENV/bin/python" scripts/pixelmatch/make_fixtures.py "$@"
