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
            dependencies: [
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "LayoutshotRender", package: "Layoutshot"),
                .product(name: "LayoutshotSnapshot", package: "Layoutshot"),
                .product(name: "LayoutshotDiff", package: "Layoutshot"),
                .product(name: "LayoutshotFixtures", package: "Layoutshot"),
                .product(name: "LayoutshotLayout", package: "Layoutshot"),
            ]
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
