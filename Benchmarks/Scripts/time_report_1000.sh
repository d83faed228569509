#!/usr/bin/env bash
# Times report generation for 1,000 snapshots: `layoutshot check` of 1,000 fixtures (100 changed,
# 10 new, 10 removed) with and without --report/--summary/--junit; the difference is the cost of
# the report. The fixtures are written by Benchmarks/Scripts/scale_fixtures.py, as for `make bench`'s
# scale section. Usage: Benchmarks/Scripts/time_report_1000.sh [path/to/layoutshot]   (default: release build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(cd "$(dirname "${1:-$root/.build/release/layoutshot}")" && pwd)/$(basename "${1:-layoutshot}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
# cards/NNN/cell-NNNNN.yaml, numbered from 0.
python3 "$root/Benchmarks/Scripts/scale_fixtures.py" cards 1000
cell() { printf 'cards/%03d/cell-%05d' $(($1 / 100)) "$1"; }
"$binary" record cards >/dev/null
for i in $(seq 0 10 999); do sed -i 's/\[48, 48\]/[40, 48]/' "$(cell "$i").yaml"; done   # 100 changed
for i in $(seq 1 100 999); do rm "$(cell "$i").png" "$(cell "$i").layout.json"; done   # 10 new
for i in $(seq 2 100 999); do rm "$(cell "$i").yaml"; done                            # 10 removed

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
plain=$(seconds "$binary" check cards)
full=$(seconds "$binary" check cards --report report --summary summary.md --junit junit.xml)
again=$(seconds "$binary" check cards --report report --summary summary.md --junit junit.xml)
echo "check, 1000 fixtures:                     ${plain} s"
echo "check + report/summary/junit (new folder): ${full} s"
echo "check + report/summary/junit (replacing):  ${again} s"
echo "report size: $(du -sh report | cut -f1), index.html $(wc -c < report/index.html) bytes, $(find report/images -type f | wc -l) image files, summary $(wc -c < summary.md) bytes"
