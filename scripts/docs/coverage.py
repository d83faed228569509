#!/usr/bin/env python3
"""Public symbols without a doc comment, as compiler-style warnings.

    scripts/docs/coverage.py SYMBOL_GRAPH_DIR MODULE...

Reads the symbol graphs of `swift package dump-symbol-graph --minimum-access-level public` and
prints one `file:line:column: warning:` per public or open symbol of MODULE (including its
extensions of other modules' types) that has no doc comment. Members a type only inherits from a
protocol extension are skipped: DocC shows the extension's comment for them. So are a property
wrapper's projections (`$name`): the source has no place for their comment, the wrapped
property's documents them. Exits 1 when there is any warning, so `make docs` and `make test`
cannot drift from "every public symbol documented".
"""
import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse


def undocumented(graph_dir, module):
    paths = glob.glob(os.path.join(graph_dir, f"{module}.symbols.json"))
    paths += glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json"))
    if not paths:
        sys.exit(f"coverage: no symbol graph for {module} in {graph_dir}")
    for path in sorted(paths):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or symbol.get("docComment"):
                continue
            location = symbol.get("location", {})
            if not location and symbol["pathComponents"][-1].startswith("$"):
                continue
            file = unquote(urlparse(location.get("uri", "")).path)
            position = location.get("position", {})
            yield (os.path.relpath(file) if file else module,
                   position.get("line", 0) + 1, position.get("character", 0) + 1,
                   symbol["kind"]["displayName"].lower(), ".".join(symbol["pathComponents"]))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    graph_dir, modules = sys.argv[1], sys.argv[2:]
    missing = sorted(set(entry for module in modules for entry in undocumented(graph_dir, module)))
    for file, line, column, kind, name in missing:
        print(f"{file}:{line}:{column}: warning: public {kind} '{name}' has no doc comment")
    if missing:
        print(f"coverage: {len(missing)} public symbols of {', '.join(modules)} have no doc comment",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
