#!/usr/bin/env bash
# make fuzz: builds the libFuzzer targets in Fuzz/ (a package of their own, instrumented with
# --sanitize=fuzzer --sanitize=address) and runs each for FUZZ_SECONDS on a copy of its seed
# corpus in Fuzz/Corpus/<target>, so the committed corpus never grows by itself. Crashes,
# timeouts and out-of-memory inputs land in .build/fuzz/crashes/<target>/; the script exits 1
# if any target found one. Then the seeded mutation soak (10,000 fixtures through layout and
# render) runs as a test.
#
#   FUZZ_SECONDS=300 make fuzz              # five minutes per target
#   FUZZ_TARGETS="png-decode" make fuzz     # one target
#   FUZZ_SOAK=0 make fuzz                   # the fuzz targets only
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

SWIFT=${SWIFT:-swift}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
TARGETS=${FUZZ_TARGETS:-fixture-yaml fixture-json png-decode report-json sidecar fixture-layout}
OUT=${FUZZ_OUT:-.build/fuzz}
BUILD=${FUZZ_BUILD:-$OUT/build}

# SwiftPM passes --sanitize to swiftc as two flags, and swiftc keeps only the last
# (-sanitize=address: no coverage in Swift code); one combined -sanitize=fuzzer,address, after
# them, instruments Swift as the C targets are. --show-bin-path takes the same flags: without
# them SwiftPM replans the build uninstrumented and the next run compiles everything again.
build=(build -c release --package-path Fuzz --scratch-path "$BUILD" --sanitize=fuzzer --sanitize=address
       -Xswiftc -sanitize=fuzzer,address)
"$SWIFT" "${build[@]}" 2> >(grep -v "Cannot export local symbol" >&2) || exit 2
BIN=$("$SWIFT" "${build[@]}" --show-bin-path)

failed=()
summary=()
for target in $TARGETS; do
  corpus="$OUT/corpus/$target" crashes="$OUT/crashes/$target" log="$OUT/logs/$target.log"
  rm -rf "$corpus" "$crashes"
  mkdir -p "$corpus" "$crashes" "$OUT/logs"
  cp Fuzz/Corpus/"$target"/* "$corpus"/
  before=$(ls "$corpus" | wc -l)
  options=(-max_total_time="$SECONDS_PER_TARGET" -artifact_prefix="$crashes/" -print_final_stats=1
           -timeout=10 -rss_limit_mb=4096)
  case "$target" in fixture-*) options+=(-dict=Fuzz/fixture.dict) ;; esac
  echo "fuzz $target for ${SECONDS_PER_TARGET}s ($before seeds; log $log)"
  # The Swift runtime's backtracer would hold the pipe open after a crash; libFuzzer and
  # AddressSanitizer print their own report.
  SWIFT_BACKTRACE=enable=no "$BIN/$target" "${options[@]}" "$corpus" > "$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1)
  summary+=("$(printf '%-15s %10s execs %7s exec/s  %-20s corpus %4s -> %4s  %s' "$target" "${runs:-?}" "${rate:-?}" \
    "${coverage:-cov: ?}" "$before" "$(ls "$corpus" | wc -l)" \
    "$([ $status = 0 ] && echo ok || echo "FOUND: $(ls "$crashes" | tr '\n' ' ')")")")
  [ $status = 0 ] || failed+=("$target")
done

if [ "${FUZZ_SOAK:-1}" != 0 ]; then
  # The soak shares the debug build of `make test` (FUZZ_TEST_FLAGS, e.g. a --scratch-path).
  echo "mutation soak: 10,000 fixtures through layout and render"
  LAYOUTSHOT_SOAK=10000 "$SWIFT" test ${FUZZ_TEST_FLAGS:-} --filter MutationSoakTests > "$OUT/logs/soak.log" 2>&1
  status=$?
  summary+=("$(grep -h "^Mutation soak" "$OUT/logs/soak.log" || echo "mutation soak: no summary, see $OUT/logs/soak.log")")
  [ $status = 0 ] || failed+=("mutation-soak")
fi

printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "Crashes in: ${failed[*]}. Reproduce with $BIN/<target> <file>; every crash becomes a regression test." >&2
  exit 1
fi
