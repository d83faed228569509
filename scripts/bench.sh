#!/usr/bin/env bash
# Release-build benchmarks, each beside its peer measured in the same run (`make bench`).
#
#   scripts/bench.sh [layout|render|diff ...]     # default: every section
#
# layout: our engine on ../shared/bench/workloads.py's trees vs Taffy (stretchable 1.1.8, through
#         ../shared/bench/peers/layout_peers.py), plus the whole `layoutshot layout --json big.yaml`
#         run. Writes .build/bench/layout.md.
# render: our renderer (prepare, draw, encode, text measuring) on scripts/bench/render_scene.py's
#         copy of the peer's 100-cell feed vs raw Cairo (../shared/bench/peers/render_c.c, built
#         here with gcc). Writes .build/bench/render.md.
# diff:   our pixel diff (PNG decode; exact and pixelmatch-style compare of decoded images) on the
#         diff peers' 1500x2668 pairs (../shared/bench/peers/gen_images.py) vs pixelmatch C++ and
#         odiff (../shared/bench/peers/diff_peers.py), with a memcmp floor. Writes .build/bench/diff.md.
#         odiff runs only when ODIFF_SRC names its git clone (see the peers' odiff/build-odiff.sh);
#         BENCH_DIFF_PURE=1 also runs pure-Python pixelmatch 0.4.0 (about 4 more minutes).
# texture: `layoutThatFits` of a 100-cell feed built as ASCellNodes (the AsyncDisplayKit product) vs
#         the same feed as a fixture laid out by the engine, in alternating rounds, with the
#         round-by-round ratio (goal: at most 1.5x). Self-contained. Writes .build/bench/texture.md.
# A section is a function `section_NAME`.
# Environment: VENV (default /tmp/benchvenv) for the Python peers; BENCH_RUNS (default 7) timed
# runs of the peers. Run it on an idle machine: the figures assume both cores are free.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SHARED=../shared/bench
OUT=.build/bench
VENV=${VENV:-/tmp/benchvenv}
SECTIONS=(layout render diff texture)
export PYTHONDONTWRITEBYTECODE=1  # never write __pycache__ into ../shared

log() { echo "bench: $*" >&2; }

# The shared workloads, in the fixture format, so that we and the peers lay out the same trees.
generate_workloads() {
    [ -f "$SHARED/workloads.py" ] || { log "$SHARED/workloads.py is missing: clone the repo with shared/ beside it"; exit 2; }
    mkdir -p "$OUT/workloads"
    python3 "$SHARED/workloads.py" "$OUT/workloads" >/dev/null
}

# Creates or reuses the peers' venv with pinned versions (as ../shared/bench/peers/run-peers.sh
# does; layout_peers.py also imports pyyoga). Prints why on failure and returns 1: the run goes on.
setup_python_peers() {
    local pins=("$@")
    if [ ! -x "$VENV/bin/python" ] && ! python3 -m venv "$VENV" >&2; then
        echo "could not create the venv $VENV"; return 1
    fi
    if "$VENV/bin/python" - "${pins[@]}" <<'PY'
import sys
from importlib.metadata import version, PackageNotFoundError
def ok(pin):
    name, want = pin.split("==")
    try:
        return version(name) == want
    except PackageNotFoundError:
        return False
sys.exit(0 if all(ok(p) for p in sys.argv[1:]) else 1)
PY
    then return 0; fi
    log "installing ${pins[*]} into $VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check "${pins[@]}" >&2 \
        || { echo "pip install ${pins[*]} failed (is PyPI reachable?)"; return 1; }
}

# Percent of both cores busy over one second: what else is running just before we time.
cpu_busy_percent() {
    local a b
    a=$(head -1 /proc/stat); sleep 1; b=$(head -1 /proc/stat)
    awk -v a="$a" -v b="$b" 'BEGIN {
        n = split(a, x); split(b, y); total = 0
        for (i = 2; i <= n; i++) total += y[i] - x[i]
        idle = (y[5] - x[5]) + (y[6] - x[6])
        printf "%.0f", (total > 0 ? 100 * (total - idle) / total : 0) }'
}

# Builds the `layoutshot` binary in the repo's own .build.
build_cli() {
    log "swift build -c release --product layoutshot"
    swift build -c release --product layoutshot >&2
    LAYOUTSHOT="$(swift build -c release --show-bin-path)/layoutshot"
}

# Builds the benchmark package (it needs only the libraries, not the CLI).
build_bench() {
    log "swift build -c release --package-path Benchmarks"
    swift build -c release --package-path Benchmarks --product layoutshot-bench >&2
    BENCH="$(swift build -c release --package-path Benchmarks --show-bin-path)/layoutshot-bench"
}

section_layout() {
    local wl="$OUT/workloads" note="" busy
    generate_workloads
    build_cli
    build_bench
    busy=$(cpu_busy_percent)
    [ "$busy" -lt 10 ] || log "the CPUs were ${busy}% busy before timing: figures will be noisy"

    # This VM's speed drifts by up to 2x between phases lasting minutes: ours runs just before
    # and just after the peer, and the table takes the mean of the two, so a phase change
    # weighs on both sides alike.
    log "layout: Layoutshot (before the peer)"
    "$BENCH" layout "$wl" | tee "$OUT/layout-ours-before.txt" >&2

    log "layout: end to end, layoutshot layout --json big.yaml (warm-up + 5 runs)"
    python3 scripts/bench/time_command.py 5 "$LAYOUTSHOT" layout --json "$wl/big.yaml" >"$OUT/layout-e2e.txt" \
        || echo "it failed (see above)" >"$OUT/layout-e2e.txt"

    log "layout: Taffy (about 2 minutes: stretchable builds each tree through Python)"
    : >"$OUT/layout-taffy.txt"
    if ! note=$(setup_python_peers stretchable==1.1.8 pyyoga==0.1.0); then
        log "no Taffy figures: $note"
    elif ! "$VENV/bin/python" scripts/bench/taffy_peer.py "$SHARED/peers" | tee "$OUT/layout-taffy.txt" >&2; then
        note="taffy_peer.py failed (see its error above)"
    fi
    log "layout: Layoutshot (after the peer)"
    "$BENCH" layout "$wl" | tee "$OUT/layout-ours-after.txt" >&2
    python3 scripts/bench/mean_runs.py "$OUT/layout-ours-before.txt" "$OUT/layout-ours-after.txt" >"$OUT/layout-ours.txt"

    {
        echo "## Layout: Layoutshot vs Taffy, same run"
        echo
        echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
             "CPUs ${busy}% busy in the second before timing."
        [ "$busy" -lt 10 ] || echo "**Something else was running: figures are noisy; rerun on an idle machine.**"
        echo
        python3 scripts/bench/layout_table.py "$OUT/layout-ours.txt" "$OUT/layout-taffy.txt" "$OUT/layout-e2e.txt" "$note"
    } >"$OUT/layout.md"
    cat "$OUT/layout.md"
}

# Builds the raw Cairo peer into $OUT (again when its source changes). Prints why on failure.
build_render_peer() {
    local src="$SHARED/peers/render_c.c" bin="$OUT/render_c"
    [ -f "$src" ] || { echo "$src is missing"; return 1; }
    [ -x "$bin" ] && [ "$bin" -nt "$src" ] && return 0
    log "gcc -O2 $src"
    gcc -O2 -Wall -o "$bin" "$src" $(pkg-config --cflags --libs pangocairo) -lm >&2 \
        || { echo "gcc could not build $src (are libpango1.0-dev and pkg-config installed?)"; return 1; }
}

section_render() {
    local dir="$OUT/render" note="" busy
    mkdir -p "$dir"
    python3 scripts/bench/render_scene.py "$dir/feed-render.yaml"
    build_bench
    busy=$(cpu_busy_percent)
    [ "$busy" -lt 10 ] || log "the CPUs were ${busy}% busy before timing: figures will be noisy"

    log "render: Layoutshot"
    "$BENCH" render "$dir" | tee "$OUT/render-ours.txt" >&2

    log "render: raw Cairo (render_c, RUNS=7)"
    : >"$OUT/render-cairo.txt"
    if ! note=$(build_render_peer); then
        log "no raw Cairo figures: $note"
    elif ! "$OUT/render_c" 7 "$OUT/render_c_pango.png" | tee "$OUT/render-cairo.txt" >&2; then
        note="render_c failed (see its error above)"
    fi

    {
        echo "## Render: Layoutshot vs raw Cairo, same run"
        echo
        echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
             "CPUs ${busy}% busy in the second before timing; cairo $(pkg-config --modversion cairo)," \
             "pango $(pkg-config --modversion pango)."
        [ "$busy" -lt 10 ] || echo "**Something else was running: figures are noisy; rerun on an idle machine.**"
        echo
        python3 scripts/bench/render_table.py "$OUT/render-ours.txt" "$OUT/render-cairo.txt" "$note"
    } >"$OUT/render.md"
    cat "$OUT/render.md"
}

# The diff peers' Python packages (pinned as ../shared/bench/peers/run-peers.sh does), odiff
# when ODIFF_SRC is set, and pure pixelmatch 0.4.0 (kept apart: it installs the same package
# name as pixelmatch-fast) when BENCH_DIFF_PURE=1. Sets DIFF_PEER_ARGS and ODIFF_NOTE; sets
# DIFF_SETUP_ERROR and returns 1 when the venv cannot be made.
setup_diff_peers() {
    DIFF_PEER_ARGS=(--skip-pure)
    ODIFF_NOTE=""
    DIFF_SETUP_ERROR=""
    if ! DIFF_SETUP_ERROR=$(setup_python_peers pixelmatch-fast==1.3.4 numba==0.68.1 llvmlite==0.50.0 \
        pybind11-pixelmatch==0.1.6 opencv-python-headless==5.0.0.93 numpy==2.4.6 pillow==13.0.0); then
        return 1
    fi
    if [ "${BENCH_DIFF_PURE:-0}" = 1 ]; then
        local pure="$VENV/extra/pixelmatch_pure"
        [ -f "$pure/pixelmatch/__init__.py" ] \
            || "$VENV/bin/pip" install -q --disable-pip-version-check --no-deps --target "$pure" pixelmatch==0.4.0 >&2 \
            && DIFF_PEER_ARGS=()
    fi
    if [ -z "${ODIFF_SRC:-}" ]; then
        ODIFF_NOTE="ODIFF_SRC is not set, so odiff was not built or run (set it to a git clone of dmtrKovalenko/odiff at v4.5.0)"
        export ODIFF=/nonexistent/odiff BENCH_ODIFF=/nonexistent/bench_odiff
    elif [ ! -x "$VENV/bin/bench_odiff" ] || [ "$SHARED/peers/odiff/bench_odiff.zig" -nt "$VENV/bin/bench_odiff" ]; then
        VENV="$VENV" bash "$SHARED/peers/odiff/build-odiff.sh" >&2 || ODIFF_NOTE="building odiff from $ODIFF_SRC failed (see above)"
    fi
}

section_diff() {
    local note="" busy images="${BENCH_CACHE:-/tmp/layoutshot-bench}/images" status=0
    if ! setup_diff_peers; then
        log "section diff skipped: $DIFF_SETUP_ERROR (the peers' images need Pillow from that venv)"
        return 1
    fi
    log "diff: images (gen_images.py, into $images)"
    "$VENV/bin/python" "$SHARED/peers/gen_images.py" >"$OUT/diff-images.txt"
    build_bench
    busy=$(cpu_busy_percent)
    [ "$busy" -lt 10 ] || log "the CPUs were ${busy}% busy before timing: figures will be noisy"

    log "diff: Layoutshot"
    "$BENCH" diff "$images" | tee "$OUT/diff-ours.txt" >&2

    log "diff: peers (diff_peers.py ${DIFF_PEER_ARGS[*]:-}; about 1 minute, ImageMagick included)"
    : >"$OUT/diff-peers.txt"
    if ! "$VENV/bin/python" "$SHARED/peers/diff_peers.py" "${DIFF_PEER_ARGS[@]}" | tee "$OUT/diff-peers.txt" >&2; then
        note="diff_peers.py failed (see its error above)"
    fi

    {
        echo "## Pixel diff: Layoutshot vs pixelmatch and odiff, same run"
        echo
        echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
             "CPUs ${busy}% busy in the second before timing."
        [ "$busy" -lt 10 ] || echo "**Something else was running: figures are noisy; rerun on an idle machine.**"
        echo
        python3 scripts/bench/diff_table.py "$OUT/diff-ours.txt" "$OUT/diff-peers.txt" "$note" "$ODIFF_NOTE" || status=$?
    } >"$OUT/diff.md"
    cat "$OUT/diff.md"
    [ "$status" -eq 0 ] || log "our counts differ from pixelmatch's: see $OUT/diff.md"
    return "$status"
}

section_texture() {
    build_bench
    {
        echo "## Texture API: 100-cell feed, ASCellNodes vs the same fixture (ns, @2x, Pango text)"
        echo
        echo '```'
        "$BENCH" texture
        echo '```'
    } >"$OUT/texture.md"
    cat "$OUT/texture.md"
}

main() {
    local sections=("$@")
    [ ${#sections[@]} -gt 0 ] || sections=("${SECTIONS[@]}")
    for s in "${sections[@]}"; do
        if ! declare -F "section_$s" >/dev/null; then
            log "unknown section '$s'; expected one of: ${SECTIONS[*]}"
            exit 64
        fi
    done
    mkdir -p "$OUT"
    for s in "${sections[@]}"; do
        "section_$s"
    done
}

main "$@"
