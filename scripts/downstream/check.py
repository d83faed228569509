#!/usr/bin/env python3
"""Builds a downstream package against Layoutshot, the way a newcomer would, and runs it.

- Every Swift code block of README.md and of the documentation's articles
  (`Sources/*/*.docc/*.md`) is compiled, as Rust runs its doc tests. A block marked
  `<!-- sample: runs -->` becomes an executable (one target per block) and is run; a block marked
  `<!-- sample: TARGET -->` goes into that test target, which a manifest snippet of a document
  declares (`.testTarget(...)`, used as written, like the `.package(...)` snippet; a snippet that
  several documents show is declared once), and the tests
  are run (twice: the first run records missing references and fails as designed, the package
  is built again, as inline snapshots were written into the tests, and the second run must
  pass). `TARGET, Fixtures = FOLDER` copies FOLDER of the repository into the target.
- When a document declares the swift-snapshot-testing integration, `roundtrip/` is a test target
  as a user writes one (suite traits, a scope around XCTest's `invokeTest`, a diff tool, inline
  layout snapshots in Swift Testing and XCTest): its first run records, and the tests must then
  read as `roundtrip/golden/` byte for byte (only the literals written); the second run, in
  parallel, passes; then the app's title is made narrower, and the third run must fail showing
  the lines that changed and the diff tool's command.
- Each library product is used alone by an executable that depends on that product only, and run:
  it must build, link and run without any other product.

A failure names the document and line of the block. Prints `N passed, N failed` at the end.

    python3 scripts/downstream/check.py [--keep DIR]
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

PREFIXES = (".package(", ".testTarget(", ".target(", ".executableTarget(")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROUNDTRIP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "roundtrip")

# One line of Swift per product that forces something of it to be linked and run.
ALONE = {
    "LayoutshotLayout": 'print(Box(.red).preferredSize(40, 40).layout(in: SizeRange(min: .zero, max: Size(100, 100))).size)',
    "LayoutshotFixtures": 'print(try FixtureLoader.decode("sizeRange: [10, 10]\\nroot: {type: box}", path: "a.yaml").sizeRange)',
    "LayoutshotText": 'print(try FontSet.shared().families.count)',
    "LayoutshotRender": 'print(try Renderer().png(of: Renderer().prepare(Scene(root: Box(.red).node, sizeRange: SizeRange(exactly: Size(4, 4))))).count)',
    "LayoutshotDiff": 'print(PixelDiff.compare(RGBAImage(width: 1, height: 1), RGBAImage(width: 1, height: 1)))',
    "LayoutshotSnapshot": 'print(SnapshotFormat<PreparedScene, RGBAImage>.png.pathExtension)',
    "LayoutshotTesting": 'print(SnapshotTolerance.exact.maxDiffPixels)',
    "LayoutshotReport": 'print(MarkdownSummary.render(Report(snapshots: []), imagePrefix: nil).count)',
    "AsyncDisplayKit": 'print(ASStackLayoutSpec.vertical().layoutThatFits(ASSizeRangeMake(CGSize(width: 10, height: 10))).size)',
}


def documents():
    """README.md, then every DocC article, as paths relative to the repository."""
    articles = sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md")))
    return ["README.md"] + [os.path.relpath(path, ROOT) for path in articles]


def blocks(document):
    """(line, marker, text) of every ```swift block; line is 1-based, of the code's first line."""
    lines = open(document, encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        if lines[index].strip() == "```swift":
            marker = None
            back = index - 1
            while back >= 0 and lines[back].strip() == "":
                back -= 1
            match = re.match(r"<!--\s*sample:\s*(.*?)\s*-->", lines[back].strip()) if back >= 0 else None
            if match:
                marker = match.group(1)
            end = index + 1
            while lines[end].strip() != "```":
                end += 1
            found.append((index + 2, marker, "\n".join(lines[index + 1:end])))
            index = end
        index += 1
    return found


def products(package):
    text = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    return re.findall(r'\.library\(name: "([^"]+)"', text)


def run(command, cwd, env=None, timeout=3600):
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    return result.returncode, result.stdout + result.stderr


def ran(output):
    """How many tests a `swift test` output says ran, XCTest's and Swift Testing's."""
    count = sum(int(n) for n in re.findall(r"Test run with (\d+) tests?", output))
    count += sum(int(n) for n in re.findall(r"Executed (\d+) tests?", output))
    count += len(re.findall(r"^\[\d+/\d+\] Testing ", output, re.M))   # XCTest under --parallel
    return count


def round_trip(package):
    """Records, passes, then fails RoundTripTests as a user would see it; (name, problem or None)."""
    env = dict(os.environ)
    for key in ("CI", "LAYOUTSHOT_RECORD"):   # the suites' own settings decide
        env.pop(key, None)
    folder = os.path.join(package, "Tests", "RoundTripTests")
    test = ["swift", "test", "--filter", "RoundTripTests"]
    results = []

    status, output = run(test, package, env=env)
    problem = None
    if status == 0 or "Automatically recorded it into" not in output:
        problem = "the first run did not record the inline snapshots\n" + output[-3000:]
    for name in sorted(os.listdir(os.path.join(ROUNDTRIP, "golden"))):
        golden = open(os.path.join(ROUNDTRIP, "golden", name), encoding="utf-8").read()
        written = open(os.path.join(folder, name.replace(".golden", "")), encoding="utf-8").read()
        if written != golden and problem is None:
            diff = subprocess.run(["diff", "-u", os.path.join(ROUNDTRIP, "golden", name), "-"], input=written,
                                  capture_output=True, text=True).stdout
            problem = f"recording wrote {name.replace('.golden', '')} otherwise than roundtrip/golden/{name}:\n{diff}"
    results.append(("round trip: records, writing only the literals", problem))

    status, output = run(test + ["--parallel"], package, env=env)
    problem = None if status == 0 and ran(output) > 0 else "the second run did not pass\n" + output[-3000:]
    results.append(("round trip: passes, in parallel", problem))

    layouts = os.path.join(folder, "Layouts.swift")
    text = open(layouts, encoding="utf-8").read()
    with open(layouts, "w", encoding="utf-8") as f:
        f.write(text.replace("titleWidth: Double = 80", "titleWidth: Double = 70"))
    status, output = run(test, package, env=env)
    expected = ["does not match (1 line removed, 1 added):", "−     box #title  (20, 6) 80×8",
                "+     box #title  (20, 6) 70×8", "Compare: diff -u ", "Artifacts: "]
    missing = [piece for piece in expected if piece not in output]
    problem = None if status != 0 and not missing else f"the third run did not fail with {missing}\n" + output[-3000:]
    results.append(("round trip: fails, showing the lines that changed and the diff tool's command", problem))
    return results


def main():
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    base = keep or tempfile.mkdtemp(prefix="layoutshot-downstream-")
    os.makedirs(base, exist_ok=True)
    link = os.path.join(base, "layoutshot")
    if not os.path.lexists(link):
        os.symlink(ROOT, link)
    package = os.path.join(base, "downstream")
    shutil.rmtree(os.path.join(package, "Sources"), ignore_errors=True)
    shutil.rmtree(os.path.join(package, "Tests"), ignore_errors=True)
    os.makedirs(package, exist_ok=True)

    dependencies, targets, origins = [], [], {}   # origins: target folder -> "document:line"
    checks = []                                    # (name, kind, target, "document:line")
    sources = [(document, line, marker, text) for document in documents()
               for line, marker, text in blocks(os.path.join(ROOT, document))]
    for document, line, marker, text in sources:
        where = f"{document}:{line}"
        slug = os.path.splitext(os.path.basename(document))[0]
        snippet_lines = [l for l in text.split("\n") if l.strip().startswith(PREFIXES)]
        if snippet_lines:
            # One statement per line that starts with a manifest call; lines that follow belong to it.
            statements = []
            for source_line in text.split("\n"):
                if source_line.strip().startswith(PREFIXES):
                    statements.append(source_line.strip())
                elif statements and source_line.strip():
                    statements[-1] += " " + source_line.strip()
            for statement in statements:
                # A trailing comment (`// or .package(url: …)`) is prose, not code.
                code = re.sub(r"\)\s*,?\s*//.*$", ")", statement).strip().rstrip(",")
                declared = dependencies if code.startswith(".package(") else targets
                if code not in (c for _, c in declared):
                    declared.append((where, code))
            continue
        if marker is None:
            raise SystemExit(f"{where}: a Swift block without a `<!-- sample: ... -->` marker: say whether it runs or which test target it belongs to")
        name, _, option = marker.partition(",")
        name = name.strip()
        if name == "runs":
            target = f"Sample{slug}L{line}"
            imports = re.findall(r"^import (\w+)", text, re.M)
            deps = ", ".join(f'.product(name: "{m}", package: "layoutshot")' for m in imports if m in products(None))
            targets.append((where, f'.executableTarget(name: "{target}", dependencies: [{deps}], path: "Sources/{target}")'))
            os.makedirs(os.path.join(package, "Sources", target), exist_ok=True)
            with open(os.path.join(package, "Sources", target, "main.swift"), "w") as f:
                f.write(text + "\n")
            origins[os.path.join("Sources", target)] = where
            checks.append((f"{where} runs", "run", target, where))
        else:
            folder = os.path.join(package, "Tests", name)
            os.makedirs(folder, exist_ok=True)
            with open(os.path.join(folder, f"{slug}L{line}.swift"), "w") as f:
                f.write(text + "\n")
            origins[os.path.join("Tests", name, f"{slug}L{line}.swift")] = where
            option = option.strip()
            if option:
                destination, _, source = [p.strip() for p in option.partition("=")]
                shutil.rmtree(os.path.join(folder, destination), ignore_errors=True)
                shutil.copytree(os.path.join(ROOT, source), os.path.join(folder, destination),
                                ignore=shutil.ignore_patterns("*.png", "*.svg", "*.layout.json", "!images"))
                images = os.path.join(ROOT, source, "images")
                if os.path.isdir(images):
                    shutil.rmtree(os.path.join(folder, destination, "images"), ignore_errors=True)
                    shutil.copytree(images, os.path.join(folder, destination, "images"))
            if not any(c[2] == name for c in checks):
                checks.append((f"{where} {name}", "test", name, where))

    for product, statement in ALONE.items():
        if product not in products(None):
            continue
        target = f"Alone{product}"
        os.makedirs(os.path.join(package, "Sources", target), exist_ok=True)
        with open(os.path.join(package, "Sources", target, "main.swift"), "w") as f:
            f.write(f"import {product}\n\n{statement}\n")
        targets.append(("", f'.executableTarget(name: "{target}", dependencies: [.product(name: "{product}", package: "layoutshot")], path: "Sources/{target}")'))
        checks.append((f"{product} alone", "run", target, ""))

    roundtrip = any("Integrations/LayoutshotSnapshotTesting" in code for _, code in dependencies)
    if roundtrip:
        folder = os.path.join(package, "Tests", "RoundTripTests")
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(os.path.join(ROUNDTRIP, "."), folder, ignore=shutil.ignore_patterns("golden"))
        targets.append(("", '.testTarget(name: "RoundTripTests", dependencies: ['
                            '.product(name: "LayoutshotInlineSnapshotTesting", package: "LayoutshotSnapshotTesting"), '
                            '.product(name: "AsyncDisplayKit", package: "layoutshot")], path: "Tests/RoundTripTests")'))

    manifest = "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Downstream\",\n"
    manifest += "    dependencies: [\n" + "".join(f"        {code},\n" for _, code in dependencies) + "    ],\n"
    manifest += "    targets: [\n" + "".join(f"        {code},\n" for _, code in targets) + "    ]\n)\n"
    with open(os.path.join(package, "Package.swift"), "w") as f:
        f.write(manifest)

    print(f"downstream: {package}", flush=True)
    status, output = run(["swift", "build", "--build-tests"], package)
    if status != 0:
        for message in re.findall(r"^(/[^\n]*?: error: [^\n]*)$", output, re.M)[:20]:
            for origin, where in origins.items():
                if os.path.join(package, origin) in message:
                    document, _, line = where.rpartition(":")
                    message = message.replace(os.path.join(package, origin), f"{document} (block at line {line})")
            print(message)
        print(output[-4000:])
        print("0 passed, 1 failed")
        return 1

    passed, failed = 0, 0
    env = dict(os.environ)
    env.pop("CI", None)
    # The first runs record (and fail as designed); inline snapshots are written into the tests,
    # so the package is built again before the runs that must pass.
    env["LAYOUTSHOT_RECORD"] = "missing"
    for name, kind, target, line in checks:
        if kind == "test":
            run(["swift", "test", "--skip-build", "--filter", target], package, env=env)
    status, output = run(["swift", "build", "--build-tests"], package)
    if status != 0:
        print(output[-4000:])
        print("0 passed, 1 failed")
        return 1
    env["LAYOUTSHOT_RECORD"] = "never"
    for name, kind, target, line in checks:
        if kind == "run":
            status, output = run(["swift", "run", "--skip-build", target], package)
        else:
            status, output = run(["swift", "test", "--skip-build", "--filter", target], package, env=env)
            # A filter that matches nothing passes without running a test: count what ran.
            if ran(output) == 0:
                status, output = 1, f"no test of {target} ran\n" + output
        if status == 0:
            passed += 1
            print(f"ok      {name}", flush=True)
        else:
            failed += 1
            print(f"FAILED  {name}\n{output[-3000:]}", flush=True)
    if roundtrip:
        for name, problem in round_trip(package):
            if problem is None:
                passed += 1
                print(f"ok      {name}", flush=True)
            else:
                failed += 1
                print(f"FAILED  {name}\n{problem}", flush=True)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
