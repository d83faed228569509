#!/usr/bin/env python3
"""A module's public API against the list committed for it, so that a symbol made public by
accident (an engine hook on every Texture node, say) fails `make docs` and `make test`.

    scripts/docs/public_symbols.py SYMBOL_GRAPH_DIR                  # check every listed module
    scripts/docs/public_symbols.py --update SYMBOL_GRAPH_DIR [MODULE...]

The lists are scripts/docs/public-api/MODULE.txt, one line per public or open symbol of MODULE
and of its extensions of other modules' types, and one per conformance or superclass of its
public types, sorted:

    ASDisplayNode | conforms to ASLayoutElement
    ASDisplayNode | open class ASDisplayNode
    ASDisplayNode.alpha | open var alpha: CGFloat
    LayoutshotUIKit.UIImage.as_imageNamed(_:) | public class func as_imageNamed(_ imageName: String) -> UIImage?

The symbols come from the graphs of `swift package dump-symbol-graph --minimum-access-level
public` (scripts/docs/build.sh makes them). Members a type only inherits from a protocol
extension are left out (they follow from its conformances), and so are the conformances every
type has implicitly (Copyable, Escapable, SendableMetatype), which toolchains add and remove.

A check prints the difference as a unified diff and exits 1. `--update` rewrites the lists of
the listed modules (or starts lists for the MODULEs named): run it when the API changes on
purpose, and commit the list with the change.
"""
import difflib
import glob
import json
import os
import re
import sys

LISTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "public-api")
IMPLICIT = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"}


def graphs_of(graph_dir, module):
    """The module's own graph and those of its extensions of other modules (`MODULE@OTHER`)."""
    own = os.path.join(graph_dir, f"{module}.symbols.json")
    if not os.path.exists(own):
        sys.exit(f"public-symbols: no symbol graph for {module} in {graph_dir}")
    extensions = sorted(glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json")))
    return [(own, None)] + [(path, os.path.basename(path)[len(module) + 1:].split(".")[0]) for path in extensions]


def public_api(graph_dir, module):
    lines = []
    for path, extended in graphs_of(graph_dir, module):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        prefix = f"{extended}." if extended else ""
        names = {}
        for symbol in graph["symbols"]:
            names[symbol["identifier"]["precise"]] = prefix + ".".join(symbol["pathComponents"])
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            declaration = re.sub(r"\s+", " ", declaration).strip()
            lines.append(f"{names[symbol['identifier']['precise']]} | {symbol['accessLevel']} {declaration}")
        for relation in graph["relationships"]:
            kind = {"conformsTo": "conforms to", "inheritsFrom": "inherits from"}.get(relation["kind"])
            if not kind or "::SYNTHESIZED::" in relation["source"]:
                continue
            target = names.get(relation["target"], relation.get("targetFallback", relation["target"]))
            if target in IMPLICIT:
                continue
            lines.append(f"{names.get(relation['source'], relation['source'])} | {kind} {target}")
    return sorted(lines)


def list_path(module):
    return os.path.join(LISTS, f"{module}.txt")


def main(arguments):
    update = arguments[:1] == ["--update"]
    if update:
        arguments = arguments[1:]
    if not arguments:
        sys.exit(__doc__)
    graph_dir, named = arguments[0], arguments[1:]
    if named and not update:
        sys.exit(__doc__)
    listed = sorted(os.path.basename(path)[:-4] for path in glob.glob(os.path.join(LISTS, "*.txt")))
    modules = sorted(set(listed) | set(named))
    if not modules:
        sys.exit(f"public-symbols: no list in {os.path.relpath(LISTS)}")

    changed = []
    for module in modules:
        actual = public_api(graph_dir, module)
        if update:
            os.makedirs(LISTS, exist_ok=True)
            with open(list_path(module), "w", encoding="utf-8") as file:
                file.write("".join(line + "\n" for line in actual))
            print(f"public-symbols: wrote {os.path.relpath(list_path(module))} ({len(actual)} lines)", file=sys.stderr)
            continue
        with open(list_path(module), encoding="utf-8") as file:
            committed = file.read().splitlines()
        if committed != actual:
            changed.append(module)
            sys.stdout.writelines(difflib.unified_diff(
                [line + "\n" for line in committed], [line + "\n" for line in actual],
                fromfile=os.path.relpath(list_path(module)), tofile=f"{module} as built"))
    if changed:
        sys.stdout.flush()
        print(f"""public-symbols: the public API of {', '.join(changed)} is not the committed list (above: - gone, + new).
  A symbol that should not be public: make it internal, or `package` when another module of this package needs it.
  A change on purpose: regenerate the list and commit it with the change:
    python3 scripts/docs/public_symbols.py --update {os.path.relpath(graph_dir)}
  (the symbol graphs are those `bash scripts/docs/build.sh` just dumped).""", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
