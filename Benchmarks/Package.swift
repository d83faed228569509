// swift-tools-version:6.0
import PackageDescription

// Layoutshot's benchmarks, kept in their own package so that their code and their release build
// stay out of the main package's products (run them with `make bench`, i.e. Benchmarks/bench.sh).
//
// No ordo-one/benchmark here on purpose: `make bench` prints our ns/node median beside the
// peer's (Taffy, raw Cairo, measured in the same run) in one table, so the harness only needs a clock, a
// median and machine-readable lines that Benchmarks/Scripts/ turns into that table.
let package = Package(
    name: "LayoutshotBenchmarks",
    dependencies: [
        .package(name: "Layoutshot", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "layoutshot-bench",
            dependencies: [
                .product(name: "LayoutshotLayout", package: "Layoutshot"),
                .product(name: "LayoutshotFixtures", package: "Layoutshot"),
                .product(name: "LayoutshotText", package: "Layoutshot"),
                .product(name: "LayoutshotRender", package: "Layoutshot"),
                .product(name: "LayoutshotSnapshot", package: "Layoutshot"),
                .product(name: "LayoutshotDiff", package: "Layoutshot"),
                .product(name: "AsyncDisplayKit", package: "Layoutshot"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
