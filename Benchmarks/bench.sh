#!/usr/bin/env bash
# Release-build benchmarks, each beside its peer measured in the same run (`make bench`).
#
#   Benchmarks/bench.sh [layout|render|diff ...]     # default: every section
#
# layout: our engine on Benchmarks/Scripts/workloads.py's trees vs Taffy (PyPI's stretchable 1.1.8,
#         through Benchmarks/Scripts/taffy_peer.py) in alternating rounds, with the median of the
#         rounds' ratios, plus the whole `layoutshot layout --json big.yaml` run. Writes
#         .build/bench/layout.md.
# render: our renderer (prepare, draw, encode, text measuring) on Benchmarks/Scripts/render_scene.py's
#         100-cell feed vs the same screen drawn with raw Cairo and Pango
#         (Benchmarks/Scripts/render_cairo.c, built here with the C compiler). Writes .build/bench/render.md.
# diff:   our pixel diff (PNG decode; exact and pixelmatch-style compare of decoded images) on
#         Benchmarks/Scripts/diff_images.py's 1500x2668 pairs vs pixelmatch C++ (PyPI's
#         pybind11-pixelmatch) and numpy (Benchmarks/Scripts/pixelmatch_peer.py), with a memcmp floor.
#         Writes .build/bench/diff.md.
# texture: `layoutThatFits` of a 100-cell feed built as ASCellNodes (the AsyncDisplayKit product) vs
#         the same feed as a fixture laid out by the engine, in alternating rounds, with the
#         round-by-round ratio (goal: at most 1.5x). Self-contained. Writes .build/bench/texture.md.
# commands: whole `layoutshot diff` (the diff section's 1500x2668 base/small pair) and `layoutshot
#         layout` (workloads.py's wide.yaml, 1,001 boxes, no text) as processes (wall time, peak
#         RSS through /usr/bin/time), beside the same work in process (`layoutshot-bench
#         commands`), round by round (Benchmarks/Scripts/whole_commands.py), and `--help` and
#         `layout` of one text as start-up above the floor (goal: 2 ms); the same commands of a
#         `--static-swift-stdlib` build (.build/static) in the same rounds, and each build's start-up
#         floor (Benchmarks/Scripts/startup_floor.swift: Foundation and the same libraries, none of our
#         code). Writes .build/bench/commands.md.
# scale:  `layoutshot check` over 1,000 and 10,000 small fixtures (Benchmarks/Scripts/scale_fixtures.py,
#         recorded once into BENCH_CACHE), alternating: fixtures per second, how busy the cores
#         were, peak memory at both sizes (Benchmarks/Scripts/check_scale.py). Writes .build/bench/scale.md.
# preview: the live preview's save-to-picture latency (goal: a median of at most 300 ms) and the
#         server's memory after 200 more saves, a release `layoutshot-preview` driven in headless
#         Chromium (scripts/preview/browser-test.sh, which installs Chromium when missing). Writes
#         .build/bench/preview.md.
# A section is a function `section_NAME`.
# Everything comes from this repository and PyPI: the Python peers are installed with pip into a
# venv. A section that cannot run its peer still writes its table (with the reason), and the
# script then exits 1 naming it; any other failure stops the run with the section and the line.
# Environment: VENV (default /tmp/benchvenv) for the Python peers; BENCH_RUNS (default 7) timed
# runs of the peers (Taffy: of each large workload, and 31 of each small one); BENCH_LAYOUT_ROUNDS
# (default 3) alternating rounds of the layout section; BENCH_CACHE (default
# /tmp/layoutshot-bench) for the diff images; BENCH_ROUNDS (default 5) rounds of the commands
# section and runs of the scale section. Run it on an idle machine: the figures assume both cores
# are free.
set -Eeuo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

BENCH_SCRIPTS=Benchmarks/Scripts
OUT=.build/bench
VENV=${VENV:-/tmp/benchvenv}
SECTIONS=(layout render diff texture commands scale preview)
export PYTHONDONTWRITEBYTECODE=1  # keep Benchmarks/Scripts free of __pycache__
CURRENT_SECTION=""
MISSING_PEERS=()  # "section: why", for the sections whose peer did not run

trap 'echo "bench: section ${CURRENT_SECTION:-setup} failed at Benchmarks/bench.sh line $LINENO (see above)" >&2' ERR

log() { echo "bench: $*" >&2; }

# The workloads, in the fixture format, so that we and Taffy lay out the same trees.
generate_workloads() {
    mkdir -p "$OUT/workloads"
    python3 "$BENCH_SCRIPTS/workloads.py" "$OUT/workloads" >&2
}

# Creates or reuses the peers' venv with pinned versions. Prints why on failure and returns 1:
# the section goes on without the peer, and the run exits 1 at the end.
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

# Percent of both cores busy over one second: what else is running just before we time. Warns
# on stderr from 10 %, when the figures will be noisy.
cpu_busy_percent() {
    local a b busy
    a=$(head -1 /proc/stat); sleep 1; b=$(head -1 /proc/stat)
    busy=$(awk -v a="$a" -v b="$b" 'BEGIN {
        n = split(a, x); split(b, y); total = 0
        for (i = 2; i <= n; i++) total += y[i] - x[i]
        idle = (y[5] - x[5]) + (y[6] - x[6])
        printf "%.0f", (total > 0 ? 100 * (total - idle) / total : 0) }')
    [ "$busy" -lt 10 ] || log "the CPUs were ${busy}% busy before timing: figures will be noisy"
    echo "$busy"
}

# The lines under a table's title: the machine, and how busy it was just before timing (BUSY,
# from cpu_busy_percent), with a warning when something else was running. EXTRA is appended.
machine_lines() {
    local busy=$1 extra=${2:-}
    echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs);" \
         "CPUs ${busy}% busy in the second before timing${extra}."
    [ "$busy" -lt 10 ] || echo "**Something else was running: figures are noisy; rerun on an idle machine.**"
}

# Writes the section's table to $OUT/NAME.md and shows it: the title TITLE, the machine lines
# (BUSY and EXTRA, as machine_lines takes them), then what the command after them prints.
# Returns the command's status.
write_table() {
    local name=$1 title=$2 busy=$3 extra=$4 status=0
    shift 4
    {
        echo "## $title"
        echo
        machine_lines "$busy" "$extra"
        echo
        "$@" || status=$?
    } >"$OUT/$name.md"
    cat "$OUT/$name.md"
    return "$status"
}

# Runs a section's peer, the command after the first five arguments, into the file OUTPUT once
# SETUP (a function that prints why the peer cannot run, and fails) succeeds. PEER names its
# figures and SCRIPT the program, in the notes. Sets NOTE to why there are no figures (empty when
# there are) and lists it under SECTION in MISSING_PEERS.
run_peer() {
    local section=$1 peer=$2 script=$3 output=$4 setup=$5
    shift 5
    NOTE=""
    : >"$output"
    if ! NOTE=$("$setup"); then
        log "no $peer figures: $NOTE"
    elif ! "$@" | tee "$output" >&2; then
        NOTE="$script failed (see its error above)"
    fi
    [ -z "$NOTE" ] || MISSING_PEERS+=("$section: $NOTE")
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
    # SwiftPM keeps its build plan for the root package, a path dependency here, after a source
    # file is added or removed ("missing inputs"): drop the plan, keep the objects.
    rm -f Benchmarks/.build/release.yaml Benchmarks/.build/*/release/description.json
    swift build -c release --package-path Benchmarks --product layoutshot-bench >&2
    BENCH="$(swift build -c release --package-path Benchmarks --show-bin-path)/layoutshot-bench"
}

# The layout section's peer: Taffy through PyPI's stretchable. Prints why on failure and returns 1.
setup_taffy_peer() {
    setup_python_peers stretchable==1.1.8
}

section_layout() {
    local wl="$OUT/workloads" busy rounds=${BENCH_LAYOUT_ROUNDS:-3} round
    generate_workloads
    build_cli
    build_bench
    busy=$(cpu_busy_percent)
    rm -f "$OUT"/layout-ours-*.txt "$OUT"/layout-taffy-*.txt

    log "layout: end to end, layoutshot layout --json big.yaml (warm-up + 5 runs)"
    python3 Benchmarks/Scripts/time_command.py 5 "$LAYOUTSHOT" layout --json "$wl/big.yaml" >"$OUT/layout-e2e.txt" \
        || echo "it failed (see above)" >"$OUT/layout-e2e.txt"

    # This VM's speed drifts by up to 2x between phases lasting minutes. So ours and the peer
    # alternate, round by round: ours, Taffy, ours, Taffy, …, ours. A round's ratio takes the
    # mean of our runs just before and just after its Taffy run, so a phase change weighs on
    # both sides alike, and the table gives the median of the rounds' ratios with their range.
    log "layout: Layoutshot (before round 1)"
    "$BENCH" layout "$wl" | tee "$OUT/layout-ours-0.txt" >&2
    for round in $(seq 1 "$rounds"); do
        log "layout: Taffy, round $round of $rounds (about a minute: stretchable builds each tree through Python)"
        if [ "$round" = 1 ]; then
            run_peer layout Taffy taffy_peer.py "$OUT/layout-taffy-1.txt" setup_taffy_peer \
                "$VENV/bin/python" "$BENCH_SCRIPTS/taffy_peer.py"
            [ -z "$NOTE" ] || break
        else
            "$VENV/bin/python" "$BENCH_SCRIPTS/taffy_peer.py" | tee "$OUT/layout-taffy-$round.txt" >&2 \
                || { log "Taffy failed in round $round (see above): the table has the rounds before it"; break; }
        fi
        log "layout: Layoutshot (after round $round)"
        "$BENCH" layout "$wl" | tee "$OUT/layout-ours-$round.txt" >&2
    done

    write_table layout "Layout: Layoutshot vs Taffy, same run" "$busy" "" \
        python3 Benchmarks/Scripts/layout_table.py "$OUT/layout-e2e.txt" "$NOTE" "$OUT"/layout-ours-*.txt -- "$OUT"/layout-taffy-*.txt
}

# Builds the raw Cairo peer into $OUT (again when its source changes). Prints why on failure.
build_render_peer() {
    local src="$BENCH_SCRIPTS/render_cairo.c" bin="$OUT/render_cairo" cc="${CC:-}"
    [ -x "$bin" ] && [ "$bin" -nt "$src" ] && return 0
    # Any C compiler will do; the Swift toolchain brings clang when the system has no cc.
    [ -n "$cc" ] || cc=$(command -v cc || command -v gcc || command -v clang || true)
    [ -n "$cc" ] || { echo "no C compiler (cc, gcc or clang) to build $src (apt-get install gcc)"; return 1; }
    log "$cc -O2 $src"
    "$cc" -O2 -Wall -o "$bin" "$src" $(pkg-config --cflags --libs pangocairo) -lm >&2 \
        || { echo "$cc could not build $src (are libpango1.0-dev and pkg-config installed?)"; return 1; }
}

section_render() {
    local dir="$OUT/render" busy
    mkdir -p "$dir"
    python3 Benchmarks/Scripts/render_scene.py "$dir/feed-render.yaml"
    build_bench
    busy=$(cpu_busy_percent)

    log "render: Layoutshot"
    "$BENCH" render "$dir" | tee "$OUT/render-ours.txt" >&2

    log "render: raw Cairo (render_cairo, RUNS=7)"
    run_peer render "raw Cairo" render_cairo "$OUT/render-cairo.txt" build_render_peer \
        "$OUT/render_cairo" 7 "$OUT/render_cairo.png"

    write_table render "Render: Layoutshot vs raw Cairo, same run" "$busy" \
        "; cairo $(pkg-config --modversion cairo), pango $(pkg-config --modversion pango)" \
        python3 Benchmarks/Scripts/render_table.py "$OUT/render-ours.txt" "$OUT/render-cairo.txt" "$NOTE"
}

# The diff peers' Python packages: pixelmatch's C++ port, and numpy and Pillow (which also draw
# the images). Prints why on failure and returns 1.
setup_diff_peers() {
    setup_python_peers pybind11-pixelmatch==0.1.6 numpy==2.4.6 pillow==13.0.0
}

section_diff() {
    local note="" busy images="${BENCH_CACHE:-/tmp/layoutshot-bench}/images" status=0
    if ! note=$(setup_diff_peers); then
        log "section diff cannot run: $note (the images are drawn with Pillow from that venv)"
        MISSING_PEERS+=("diff: $note")
        return 0
    fi
    log "diff: images (diff_images.py, into $images)"
    "$VENV/bin/python" "$BENCH_SCRIPTS/diff_images.py" "$images" | tee "$OUT/diff-images.txt" >&2
    build_bench
    busy=$(cpu_busy_percent)

    log "diff: Layoutshot"
    "$BENCH" diff "$images" | tee "$OUT/diff-ours.txt" >&2

    log "diff: peers (pixelmatch_peer.py: pixelmatch C++ and numpy)"
    : >"$OUT/diff-peers.txt"
    if ! "$VENV/bin/python" "$BENCH_SCRIPTS/pixelmatch_peer.py" "$images" | tee "$OUT/diff-peers.txt" >&2; then
        note="pixelmatch_peer.py failed (see its error above)"
        MISSING_PEERS+=("diff: $note")
    fi

    write_table diff "Pixel diff: Layoutshot vs pixelmatch C++, same run" "$busy" "" \
        python3 "$BENCH_SCRIPTS/diff_table.py" "$OUT/diff-ours.txt" "$OUT/diff-peers.txt" "$note" || status=$?
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

# Builds Benchmarks/Scripts/startup_floor.swift as $2, linked against every shared library that the
# binary $1 needs (its ELF NEEDED entries), with extra swiftc flags $3...: the least a process
# of that binary can take to start, measured beside it.
build_startup_floor() {
    local binary=$1 output=$2 libs=()
    shift 2
    local lib
    for lib in $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        libs+=(-Xlinker "-l:$lib")
    done
    log "swiftc -O Benchmarks/Scripts/startup_floor.swift $* (${#libs[@]} linker flags from $binary)"
    swiftc -O "$@" "$BENCH_SCRIPTS/startup_floor.swift" -o "$output" -Xlinker --no-as-needed "${libs[@]}" >&2
}

section_commands() {
    local images="${BENCH_CACHE:-/tmp/layoutshot-bench}/images" note busy
    if ! note=$(setup_diff_peers); then
        log "section commands cannot run: $note (the images are drawn with Pillow from that venv)"
        MISSING_PEERS+=("commands: $note")
        return 0
    fi
    "$VENV/bin/python" "$BENCH_SCRIPTS/diff_images.py" "$images" >&2
    generate_workloads
    build_cli
    build_bench
    # The same CLI with the Swift runtime and Foundation linked in, for comparison (its own
    # scratch folder, so the usual build is not relinked back and forth).
    log "swift build -c release --product layoutshot --static-swift-stdlib --scratch-path .build/static"
    swift build -c release --product layoutshot --static-swift-stdlib --scratch-path .build/static >&2
    local static
    static="$(swift build -c release --static-swift-stdlib --scratch-path .build/static --show-bin-path)/layoutshot"
    build_startup_floor "$LAYOUTSHOT" "$OUT/startup-floor"
    build_startup_floor "$static" "$OUT/startup-floor-static" -static-stdlib
    busy=$(cpu_busy_percent)
    log "commands: whole processes vs in process (${BENCH_ROUNDS:-5} rounds)"
    write_table commands "Whole commands: process vs the same work in process, same rounds" "$busy" "" \
        python3 "$BENCH_SCRIPTS/whole_commands.py" "${BENCH_ROUNDS:-5}" "$BENCH" "$images" "$OUT/workloads/wide.yaml" \
        "$LAYOUTSHOT" "$OUT/startup-floor" "$static" "$OUT/startup-floor-static"
}

section_scale() {
    local dir="${BENCH_CACHE:-/tmp/layoutshot-bench}/scale" busy
    build_cli
    python3 "$BENCH_SCRIPTS/scale_fixtures.py" "$dir" 10000
    log "scale: recording the references that are missing (once per BENCH_CACHE)"
    "$LAYOUTSHOT" record "$dir" --missing >/dev/null
    busy=$(cpu_busy_percent)
    log "scale: layoutshot check of 1,000 and 10,000 fixtures (${BENCH_ROUNDS:-5} runs each)"
    write_table scale "Scale: \`layoutshot check\` of 1,000 and 10,000 fixtures" "$busy" "" \
        python3 "$BENCH_SCRIPTS/check_scale.py" "${BENCH_ROUNDS:-5}" "$LAYOUTSHOT" "$dir"
}

section_preview() {
    local busy out="$OUT/preview-browser.txt"
    log "swift build -c release --product layoutshot-preview"
    swift build -c release --product layoutshot-preview >&2
    busy=$(cpu_busy_percent)
    log "preview: 20 saves timed in headless Chromium, then 200 more for the server's memory"
    bash scripts/preview/browser-test.sh "$(swift build -c release --show-bin-path)/layoutshot-preview" \
        "$OUT/preview.png" --saves 20 --soak 200 | tee "$out" >&2
    write_table preview "Live preview: save to picture (release build, headless Chromium)" "$busy" "" \
        preview_table "$out"
}

# The preview section's table, from browser_check.py's lines in the file FILE.
preview_table() {
    local median max before after verdict
    median=$(sed -n 's/^latency-median-ms //p' "$1")
    max=$(sed -n 's/.*save-to-picture latency over .*max \([0-9]*\) ms$/\1/p' "$1")
    before=$(sed -n "s/^ok  before .* RSS is \([0-9]*\) KiB$/\1/p" "$1")
    after=$(sed -n "s/^ok  after .* RSS is \([0-9]*\) KiB$/\1/p" "$1")
    verdict=$([ "$median" -le 300 ] && echo met || echo "**missed**")
    echo "| measure | figure | target |"
    echo "|---|---:|---|"
    echo "| save → new picture on screen, median of 20 saves | $median ms (max $max) | ≤ 300 ms: $verdict |"
    echo "| the server's RSS before and after 200 more saves | $before → $after KiB | flat |"
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
        CURRENT_SECTION=$s
        "section_$s"
    done
    CURRENT_SECTION=""
    if [ ${#MISSING_PEERS[@]} -gt 0 ]; then
        log "incomplete: these sections ran without their peer:"
        printf 'bench:   %s\n' "${MISSING_PEERS[@]}" >&2
        exit 1
    fi
    log "done: ${sections[*]} (tables in $OUT/*.md)"
}

main "$@"
