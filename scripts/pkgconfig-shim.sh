#!/usr/bin/env bash
# SwiftPM refuses the `-pthread` flag that some of glib's pkg-config files pass (gthread,
# gmodule: pangocairo needs them through gio) and warns about it at every build. This writes to
# DIR a copy of each pkg-config file of the package's C libraries (and what they require) that
# carries the flag, without it; the Makefile puts DIR first in PKG_CONFIG_PATH. Nothing is lost:
# SwiftPM drops the flag anyway, and Swift programs link the thread library already.
#
#     bash scripts/pkgconfig-shim.sh .build/pkgconfig
set -euo pipefail
dir=${1:?usage: pkgconfig-shim.sh DIR}
mkdir -p "$dir"
# The system's files only: a copy written earlier must not be read as the original.
export PKG_CONFIG_PATH=
seen=" "
# The package's C libraries, as Package.swift names them (`pkgConfig: "pangocairo pangoft2 …"`).
package="$(dirname "$0")/../Package.swift"
read -r -a queue <<<"$(sed -nE 's/.*pkgConfig: "([^"]+)".*/\1/p' "$package" | tr '\n' ' ')"
while ((${#queue[@]})); do
    pkg=${queue[0]}
    queue=("${queue[@]:1}")
    [[ $seen == *" $pkg "* ]] && continue
    seen+="$pkg "
    file=$(pkg-config --path "$pkg" 2>/dev/null) || continue
    if grep -Eq '^(Cflags|Libs):.*-pthread' "$file"; then
        sed -E '/^(Cflags|Libs):/ s/[[:space:]]+-pthread\b//g' "$file" >"$dir/$pkg.pc.tmp"
        mv "$dir/$pkg.pc.tmp" "$dir/$pkg.pc"
    fi
    for required in $(pkg-config --print-requires --print-requires-private "$pkg" | awk '{ print $1 }'); do
        queue+=("$required")
    done
done
