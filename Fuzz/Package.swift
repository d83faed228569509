// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Layoutshot's readers of untrusted input. A package of its
// own, so `swift build` and `swift test` of the main package never compile a fuzzer: build it
// with `make fuzz`, which passes `--sanitize=fuzzer --sanitize=address` (every module, Swift
// and C, instrumented; each executable links libFuzzer's `main`).
let package = Package(
    name: "LayoutshotFuzz",
    dependencies: [.package(name: "Layoutshot", path: "..")],
    targets: [
        // Shared by the targets: the input as text, fixed measurers, the layout invariants.
        .target(
            name: "FuzzSupport",
            dependencies: layoutshot("LayoutshotLayout", "LayoutshotFixtures")
        ),
        .executableTarget(
            name: "fixture-yaml",
            dependencies: ["FuzzSupport"] + layoutshot("LayoutshotFixtures")
        ),
        .executableTarget(
            name: "fixture-json",
            dependencies: ["FuzzSupport"] + layoutshot("LayoutshotFixtures")
        ),
        .executableTarget(
            name: "png-decode",
            dependencies: layoutshot("LayoutshotRender")
        ),
        .executableTarget(
            name: "report-json",
            dependencies: layoutshot("LayoutshotReport")
        ),
        .executableTarget(
            name: "sidecar",
            dependencies: layoutshot("LayoutshotDiff", "LayoutshotLayout")
        ),
        .executableTarget(
            name: "fixture-layout",
            dependencies: ["FuzzSupport"]
                + layoutshot("LayoutshotFixtures", "LayoutshotLayout", "LayoutshotRender")
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The main package's products `names`, as a target's dependencies.
func layoutshot(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Layoutshot") }
}
