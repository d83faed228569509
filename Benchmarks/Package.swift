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
            dependencies: layoutshot(
                "LayoutshotLayout", "LayoutshotFixtures", "LayoutshotText", "LayoutshotRender",
                "LayoutshotSnapshot",
                "LayoutshotDiff", "AsyncDisplayKit")
        )
    ],
    swiftLanguageModes: [.v6]
)

/// The main package's products `names`, as a target's dependencies.
func layoutshot(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Layoutshot") }
}
