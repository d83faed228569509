#!/usr/bin/env bash
# `make portability`: are Layoutshot's references the same files on another system?
#
# 1. A Debian 13 root (debootstrap; cached in PORTABILITY_ROOT) with only the C libraries the
#    installed CLI needs at run time (README.md lists them).
# 2. `make install DESTDIR=…` into a staging folder; the prefix is copied into the root, as onto
#    another machine: no build folder, no sources, no Swift toolchain there.
# 3. Inside the root: `layoutshot check` of a copy of Snapshots/ passes every snapshot (PNG and
#    the layout sidecars), `record` into a scratch copy gives byte-identical PNG, SVG and layout
#    files to the repository's, `render --format svg` gives byte-identical SVG, and a
#    `layoutshot` without its fonts exits 2 naming where it looked.
# 4. The other way round: the references recorded inside the root pass `check` here.
# 5. The test suite's own binary (built here, run inside the root with the toolchain's runtime
#    mounted read-only): every test but those that drive Chromium (not installed in the root).
#
# Needs root (debootstrap, chroot, mount) and, the first time, the Debian archive.
# Environment: PORTABILITY_ROOT (default /var/cache/layoutshot/debian13), PORTABILITY_SUITE
# (trixie), PORTABILITY_MIRROR (http://deb.debian.org/debian), SWIFT (swift).
set -Eeuo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$(pwd)
ROOT=${PORTABILITY_ROOT:-/var/cache/layoutshot/debian13}
SUITE=${PORTABILITY_SUITE:-trixie}
MIRROR=${PORTABILITY_MIRROR:-http://deb.debian.org/debian}
SWIFT=${SWIFT:-swift}
# The CLI's run-time libraries (Debian 13 names), and what the test binary adds (libcurl, libxml2
# for Foundation's networking and XML; rsvg-convert for the SVG round trip; git, curl, jq, python3,
# zip and unzip for the publish tests and the pull-request workflows run against the API stand-in).
RUNTIME="libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libpng16-16t64,libdeflate0"
TEST_EXTRAS="libcurl4t64 libxml2 librsvg2-bin git curl jq python3 zip unzip"
STAGE="$REPO/.build/portability/stage"
PREFIX=/opt/layoutshot
WORK=/portability
MOUNTS=()

step() { printf '\n== %s\n' "$*"; }
fail() { echo "portability: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot and mount); run it as root or with sudo"

cleanup() {
    local index
    for ((index = ${#MOUNTS[@]} - 1; index >= 0; index--)); do
        umount "${MOUNTS[index]}" 2>/dev/null || umount -l "${MOUNTS[index]}" 2>/dev/null || true
    done
}
trap cleanup EXIT
mount_in_root() {  # mount_in_root SOURCE TARGET [options…]
    local source=$1 target=$2
    shift 2
    mkdir -p "$target"
    mount "$@" "$source" "$target"
    MOUNTS+=("$target")
}
in_root() { chroot "$ROOT" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 bash -c "$1"; }

# 1. The root, made once.
if [ ! -x "$ROOT/usr/bin/env" ]; then
    step "creating a Debian $SUITE root in $ROOT (debootstrap, once)"
    command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
    rm -rf "$ROOT.tmp"
    mkdir -p "$(dirname "$ROOT")"
    debootstrap --variant=minbase --include="$RUNTIME" "$SUITE" "$ROOT.tmp" "$MIRROR" >/dev/null
    mv "$ROOT.tmp" "$ROOT"
fi
if ! in_root "dpkg-query -W $TEST_EXTRAS" >/dev/null 2>&1; then
    step "installing the test binary's libraries in the root: $TEST_EXTRAS"
    cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
    in_root "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $TEST_EXTRAS" \
        >/dev/null 2>&1 || fail "apt-get install $TEST_EXTRAS failed in the root"
fi
echo "root: Debian $(cat "$ROOT/etc/debian_version"); $(in_root "dpkg-query -W -f='\${Package} \${Version}\n' libcairo2 libpango-1.0-0 libfreetype6 libharfbuzz0b libpixman-1-0 libdeflate0" | tr '\n' ';' | sed 's/;$//; s/;/; /g')"
echo "here: Debian $(cat /etc/debian_version); $(dpkg-query -W -f='${Package} ${Version}\n' libcairo2 libpango-1.0-0 libfreetype6 libharfbuzz0b libpixman-1-0 libdeflate0 | tr '\n' ';' | sed 's/;$//; s/;/; /g')"

# 2. The CLI installed, and its prefix copied into the root.
step "make install DESTDIR=$STAGE PREFIX=$PREFIX"
rm -rf "$STAGE"
make --no-print-directory install DESTDIR="$STAGE" PREFIX="$PREFIX" >/dev/null
rm -rf "$ROOT$PREFIX" "$ROOT$WORK"
mkdir -p "$ROOT$WORK" "$(dirname "$ROOT$PREFIX")"
cp -a "$STAGE$PREFIX" "$ROOT$PREFIX"
cp -a Snapshots "$ROOT$WORK/checked"
cp -a Snapshots "$ROOT$WORK/recorded"
mount_in_root proc "$ROOT/proc" -t proc
echo "installed: $(du -sh "$ROOT$PREFIX" | cut -f1) in $PREFIX; $(in_root "$PREFIX/bin/layoutshot --help" | head -1)"

# 3. Inside the root.
step "in the root: layoutshot check Snapshots"
in_root "cd $WORK && $PREFIX/bin/layoutshot check checked" | tail -1 || fail "check failed in the root"
step "in the root: layoutshot record into a scratch copy, compared with the repository's bytes"
in_root "cd $WORK && $PREFIX/bin/layoutshot record recorded --all" | tail -1 || fail "record failed in the root"
diff -r "$REPO/Snapshots" "$ROOT$WORK/recorded" || fail "files recorded in the root differ from the repository's (above)"
echo "identical: $(find "$ROOT$WORK/recorded" -maxdepth 1 -name '*.png' | wc -l) PNG, $(find "$ROOT$WORK/recorded" -name '*.svg' | wc -l) SVG, $(find "$ROOT$WORK/recorded" -name '*.layout.json' | wc -l) layout files"
step "in the root: layoutshot render --format svg, compared with the repository's SVG"
in_root "cd $WORK && $PREFIX/bin/layoutshot render checked/*.yaml --out-dir svg --format svg" >/dev/null \
    || fail "render --format svg failed in the root"
for svg in "$ROOT$WORK"/svg/*.svg; do
    cmp -s "$svg" "$REPO/Snapshots/$(basename "$svg")" || fail "$(basename "$svg") rendered in the root differs"
done
echo "identical: $(find "$ROOT$WORK/svg" -name '*.svg' | wc -l) SVG"
step "in the root: a layoutshot without its fonts"
mv "$ROOT$PREFIX/share/layoutshot/fonts" "$ROOT$PREFIX/share/layoutshot/fonts.away"
set +e
message=$(in_root "cd $WORK && $PREFIX/bin/layoutshot render checked/social-post-header.yaml -o nofonts.png" 2>&1)
status=$?
set -e
mv "$ROOT$PREFIX/share/layoutshot/fonts.away" "$ROOT$PREFIX/share/layoutshot/fonts"
echo "exit $status: $message"
[ "$status" = 2 ] || fail "expected exit 2 without fonts, got $status"

# 4. The other way round.
step "here: the references recorded in the root, checked by the installed CLI"
"$STAGE$PREFIX/bin/layoutshot" check "$ROOT$WORK/recorded" | tail -1 || fail "check of the root's references failed here"

# 5. The test suite inside the root.
step "in the root: the test suite's binary (all but the Chromium tests)"
"$SWIFT" build --build-tests >/dev/null
toolchain=$(cd "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/../.." && pwd)
mount_in_root "$toolchain" "$ROOT$toolchain" --bind -o ro
mount_in_root "$REPO" "$ROOT$REPO" --bind
tests="$("$SWIFT" build --show-bin-path)/LayoutshotPackageTests.xctest"
set +e
testing=$(in_root "cd $REPO && $tests --testing-library swift-testing --skip Browser 2>&1" | sed 's/\x1b\[[0-9;]*m//g')
xctest=$(in_root "cd $REPO && $tests 2>&1")
set -e
grep -E '^✘' <<<"$testing" | head -20 || true
grep -E 'Test run with' <<<"$testing" | tail -1
grep -E 'Executed [0-9]+ tests' <<<"$xctest" | tail -1
grep -qE 'Test run with .* passed' <<<"$testing" || fail "Swift Testing tests failed in the root (above)"
grep -qE 'Executed [0-9]+ tests?, with 0 failures' <<<"$(grep -E 'Executed' <<<"$xctest" | tail -1)" \
    || fail "XCTest tests failed in the root"
echo
echo "portability: passed (Debian $(cat /etc/debian_version) here, Debian $(cat "$ROOT/etc/debian_version") in $ROOT)"
