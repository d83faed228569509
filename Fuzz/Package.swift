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
            dependencies: [
                .product(name: "LayoutshotLayout", package: "Layoutshot"),
                .product(name: "LayoutshotFixtures", package: "Layoutshot"),
            ]
        ),
        .executableTarget(
            name: "fixture-yaml",
            dependencies: ["FuzzSupport", .product(name: "LayoutshotFixtures", package: "Layoutshot")]
        ),
        .executableTarget(
            name: "fixture-json",
            dependencies: ["FuzzSupport", .product(name: "LayoutshotFixtures", package: "Layoutshot")]
        ),
        .executableTarget(
            name: "png-decode",
            dependencies: [.product(name: "LayoutshotRender", package: "Layoutshot")]
        ),
        .executableTarget(
            name: "report-json",
            dependencies: [.product(name: "LayoutshotReport", package: "Layoutshot")]
        ),
        .executableTarget(
            name: "fixture-layout",
            dependencies: [
                "FuzzSupport",
                .product(name: "LayoutshotFixtures", package: "Layoutshot"),
                .product(name: "LayoutshotLayout", package: "Layoutshot"),
                .product(name: "LayoutshotRender", package: "Layoutshot"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
