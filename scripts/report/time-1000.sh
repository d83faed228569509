#!/usr/bin/env bash
# Times report generation for 1,000 snapshots: `layoutshot check` of 1,000 fixtures (100 changed,
# 10 new, 10 removed) with and without --report/--summary/--junit; the difference is the cost of
# the report. Usage: scripts/report/time-1000.sh [path/to/layoutshot]   (default: release build)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(cd "$(dirname "${1:-$root/.build/release/layoutshot}")" && pwd)/$(basename "${1:-layoutshot}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir cards
for i in $(seq -w 1 1000); do
  cat > "cards/card-$i.yaml" <<YAML
sizeRange: [160, 48]
scale: 2
root:
  type: inset
  insets: 8
  child:
    type: stack
    spacing: 8
    alignItems: center
    children:
      - {type: box, id: swatch, color: "#43A047", cornerRadius: 6, preferredSize: [24, 24]}
      - {type: text, id: title, text: "Card $i", font: "DejaVu Sans Bold 13"}
YAML
done
"$binary" record cards >/dev/null
for i in $(seq -w 1 10 1000); do sed -i 's/\[24, 24\]/[20, 24]/' "cards/card-$i.yaml"; done   # 100 changed
for i in $(seq -w 2 100 1000); do rm "cards/card-$i.png" "cards/card-$i.layout.json"; done    # 10 new
for i in $(seq -w 3 100 1000); do rm "cards/card-$i.yaml"; done                              # 10 removed

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
plain=$(seconds "$binary" check cards)
full=$(seconds "$binary" check cards --report report --summary summary.md --junit junit.xml)
again=$(seconds "$binary" check cards --report report --summary summary.md --junit junit.xml)
echo "check, 1000 fixtures:                     ${plain} s"
echo "check + report/summary/junit (new folder): ${full} s"
echo "check + report/summary/junit (replacing):  ${again} s"
echo "report size: $(du -sh report | cut -f1), index.html $(wc -c < report/index.html) bytes, $(find report/images -type f | wc -l) image files, summary $(wc -c < summary.md) bytes"
