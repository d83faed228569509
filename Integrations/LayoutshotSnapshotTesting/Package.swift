// swift-tools-version:6.0
import PackageDescription

// A package of its own, so that swift-snapshot-testing (and the swift-syntax it brings) is
// built only by teams that use it, never by users of Layoutshot's core products. Within it,
// inline snapshots are a product of their own: only `LayoutshotInlineSnapshotTesting` builds
// swift-syntax's parser.
let package = Package(
    name: "LayoutshotSnapshotTesting",
    products: [
        .library(name: "LayoutshotSnapshotTesting", targets: ["LayoutshotSnapshotTesting"]),
        .library(
            name: "LayoutshotInlineSnapshotTesting", targets: ["LayoutshotInlineSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "Layoutshot", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .target(
            name: "LayoutshotSnapshotTesting",
            dependencies: [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
                + layoutshot(
                    "LayoutshotRender", "LayoutshotSnapshot", "LayoutshotDiff",
                    "LayoutshotFixtures",
                    "LayoutshotLayout",
                    "LayoutshotTesting", "AsyncDisplayKit"
                )
        ),
        // `assertInlineLayoutSnapshot`: the layout text compared with a literal in the test, which
        // recording writes in place (swift-syntax finds the literal; nothing else of the file changes).
        .target(
            name: "LayoutshotInlineSnapshotTesting",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ] + layoutshot("LayoutshotTesting", "AsyncDisplayKit")
        ),
        .testTarget(
            name: "LayoutshotSnapshotTestingTests",
            dependencies: [
                "LayoutshotSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "LayoutshotInlineSnapshotTestingTests",
            dependencies: ["LayoutshotInlineSnapshotTesting"] + layoutshot("AsyncDisplayKit"),
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The main package's products `names`, as a target's dependencies.
func layoutshot(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Layoutshot") }
}
