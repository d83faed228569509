#!/usr/bin/env bash
# Makes the bundled fonts for Korean, Japanese and Chinese text (Sources/LayoutshotText/Resources/
# Fonts/*-Hangul.ttf, DroidSansFallback-CJK.ttf; licences in LICENSE-CJK.txt) from Debian 12's
# packages, as they were made: run it only to change them, then check that `make portability`
# still passes. The script ranges are BundledFonts.scriptRanges (LayoutshotText): keep the two
# the same. Needs apt-get and PyPI's fonttools.
set -euo pipefail
out="$(cd "$(dirname "$0")/../.." && pwd)/Sources/LayoutshotText/Resources/Fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
apt-get download fonts-nanum=20200506-1 fonts-droid-fallback=1:6.0.1r16-1.1
for deb in *.deb; do dpkg-deb -x "$deb" root; done
python3 -m pip install --quiet 'fonttools==4.*'
subset() { # source output unicodes
  python3 -m fontTools.subset "$1" --unicodes="$3" --output-file="$out/$2" --layout-features='*' \
    --name-IDs='*' --name-languages='*' --notdef-outline --no-hinting
}
# Besides each script: Basic Latin, the no-break space, the middle dot and general punctuation,
# since Pango keeps the spaces and punctuation between a script's characters in their run.
shared="U+0020-007E,U+00A0,U+00B7,U+2000-206F"
hangul="$shared,U+1100-11FF,U+3130-318F,U+A960-A97F,U+AC00-D7A3,U+D7B0-D7FF"
cjk="$shared,U+3000-303F,U+3040-309F,U+30A0-30FF,U+31F0-31FF,U+3400-4DBF,U+4E00-9FFF,U+F900-FAFF,U+FF00-FFEF"
subset root/usr/share/fonts/truetype/nanum/NanumGothic.ttf NanumGothic-Hangul.ttf "$hangul"
subset root/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf NanumGothicBold-Hangul.ttf "$hangul"
subset root/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf DroidSansFallback-CJK.ttf "$cjk"
ls -l "$out"/*-Hangul.ttf "$out"/DroidSansFallback-CJK.ttf
