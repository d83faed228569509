// swift-tools-version:6.0
import PackageDescription

// A package of its own, so that swift-snapshot-testing (and the swift-syntax it brings) is
// built only by teams that use it, never by users of Layoutshot's core products.
let package = Package(
    name: "LayoutshotSnapshotTesting",
    products: [
        .library(name: "LayoutshotSnapshotTesting", targets: ["LayoutshotSnapshotTesting"])
    ],
    dependencies: [
        .package(name: "Layoutshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "LayoutshotSnapshotTesting",
            dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
                + layoutshot(
                    "LayoutshotRender", "LayoutshotSnapshot", "LayoutshotDiff", "LayoutshotFixtures", "LayoutshotLayout"
                )
        ),
        .testTarget(
            name: "LayoutshotSnapshotTestingTests",
            dependencies: [
                "LayoutshotSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The main package's products `names`, as a target's dependencies.
func layoutshot(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Layoutshot") }
}
