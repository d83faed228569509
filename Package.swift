// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Layoutshot",
    products: [
        .library(name: "LayoutshotLayout", targets: ["LayoutshotLayout"]),
        .library(name: "LayoutshotFixtures", targets: ["LayoutshotFixtures"]),
        .library(name: "LayoutshotText", targets: ["LayoutshotText"]),
        .library(name: "LayoutshotRender", targets: ["LayoutshotRender"]),
        .library(name: "LayoutshotDiff", targets: ["LayoutshotDiff"]),
        .library(name: "LayoutshotSnapshot", targets: ["LayoutshotSnapshot"]),
        .library(name: "LayoutshotTesting", targets: ["LayoutshotTesting"]),
        .library(name: "LayoutshotReport", targets: ["LayoutshotReport"]),
        // Texture's own Swift API (`import AsyncDisplayKit`, with UIKit-shaped values) on Linux.
        .library(name: "AsyncDisplayKit", targets: ["AsyncDisplayKit"]),
        .executable(name: "layoutshot", targets: ["layoutshot"]),
        // The live preview server, a product of its own so that `layoutshot` (and `make render`)
        // never compiles the HTTP server library.
        .executable(name: "layoutshot-preview", targets: ["layoutshot-preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // HTTP/1.1 on plain sockets with async/await and no SwiftNIO: only `layoutshot-preview` uses it.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        // `make docs`: the documentation site (a command plugin; nothing of it is linked).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C libraries. Only LayoutshotText and LayoutshotRender import these.
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo pangoft2 fontconfig",
            providers: [
                .apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "pkg-config"]),
                .brew(["cairo", "pango", "fontconfig", "pkg-config"]),
            ]
        ),
        // libdeflate: whole-buffer inflate/deflate, about twice as fast as zlib, for PNGs in the
        // layout Layoutshot writes them (8-bit RGB/RGBA); libpng handles every other PNG.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),

        // libpng's read/write calls with setjmp error handling: a corrupt PNG is an error code,
        // never a longjmp through Swift frames.
        .target(
            name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"],
            linkerSettings: [.linkedLibrary("deflate")]),
        // A Pango renderer that hands glyphs to Layoutshot's own glyph drawing (a GObject subclass,
        // which only C declares readably).
        .target(name: "CTextRenderer", dependencies: ["CPangoCairo"]),

        // The report's and the preview's JavaScript and CSS, real files in their targets' Assets
        // folders, as Swift string constants made at build time (a static CLI has no resource folder).
        .plugin(name: "EmbedAssets", capability: .buildTool()),

        // Geometry, colours: the vocabulary every other target speaks. Its rounding calls libm,
        // which nothing else links for a target that uses only the engine.
        .target(
            name: "LayoutshotCore",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Files written and read safely: atomic writes, paths contained in their folder.
        .target(name: "LayoutshotFiles", dependencies: ["LayoutshotCore"]),
        // Texture's layout specs as a pure-Swift engine, and its DSL.
        .target(name: "LayoutshotLayout", dependencies: ["LayoutshotCore"]),
        // Fixture files (YAML/JSON) decoded into the engine's tree, with located errors.
        .target(
            name: "LayoutshotFixtures",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Pango text measuring with the bundled DejaVu fonts and a private fontconfig.
        .target(
            name: "LayoutshotText",
            dependencies: ["LayoutshotCore", "LayoutshotLayout", "CPangoCairo", "CTextRenderer"],
            resources: [.copy("Resources/Fonts")]
        ),
        // Display list, Cairo PNG/SVG backends, PNG codec, renderer fingerprint, outlines.
        .target(
            name: "LayoutshotRender",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", "LayoutshotText", "CPangoCairo", "CPNGCodec",
            ]
        ),
        // Pixel diff with pixelmatch's semantics, pictures of the change, structural diff of layouts.
        .target(name: "LayoutshotDiff", dependencies: ["LayoutshotCore", "LayoutshotLayout"]),
        // The review report: a Codable model, a static HTML report, a Markdown summary, JUnit XML.
        // Its page's script and stylesheet are the files in its Assets folder, embedded by EmbedAssets.
        .target(
            name: "LayoutshotReport",
            dependencies: ["LayoutshotCore", "LayoutshotDiff", "LayoutshotFiles"],
            plugins: ["EmbedAssets"]
        ),
        // UIKit-shaped values (colours, fonts, images, insets, attributed-string keys) for Texture
        // code on Linux; Foundation only.
        .target(name: "LayoutshotUIKit", dependencies: ["LayoutshotCore"]),
        // Texture's layout API: ASLayoutSpec classes, style, nodes and `layoutThatFits`, mapped
        // onto the engine's tree.
        .target(
            name: "AsyncDisplayKit",
            dependencies: [
                "LayoutshotUIKit", "LayoutshotCore", "LayoutshotLayout", "LayoutshotText",
            ]),
        // The one snapshot pipeline under the testing library and the CLI: fixtures as scenes,
        // render → compare → artefacts → record.
        .target(
            name: "LayoutshotSnapshot",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", "LayoutshotFixtures", "LayoutshotText",
                "LayoutshotRender",
                "LayoutshotDiff", "LayoutshotFiles",
            ]
        ),
        // Inspections of laid-out trees: layout lint and width sweeps with breakpoints.
        .target(
            name: "LayoutshotInspect",
            dependencies: ["LayoutshotCore", "LayoutshotLayout", "LayoutshotRender"]),
        // Snapshot assertions for XCTest and Swift Testing (`import LayoutshotTesting`).
        .target(
            name: "LayoutshotTesting",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", "LayoutshotFixtures", "LayoutshotText",
                "LayoutshotRender",
                "LayoutshotDiff", "LayoutshotFiles", "LayoutshotSnapshot", "LayoutshotInspect",
                "AsyncDisplayKit",
            ]
        ),
        // The `layoutshot` subcommands and the one error-to-exit-code mapper.
        .target(
            name: "LayoutshotCLI",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", "LayoutshotFixtures", "LayoutshotText",
                "LayoutshotRender",
                "LayoutshotDiff", "LayoutshotReport", "LayoutshotFiles", "LayoutshotSnapshot",
                "LayoutshotInspect",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "layoutshot", dependencies: ["LayoutshotCLI"]),
        // `layoutshot preview`: fixtures rendered live in a local web page, pushed on every save.
        .target(
            name: "LayoutshotPreview",
            dependencies: [
                "LayoutshotCore", "LayoutshotLayout", "LayoutshotFixtures", "LayoutshotRender",
                "LayoutshotDiff",
                "LayoutshotFiles", "LayoutshotSnapshot", "LayoutshotInspect",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ],
            plugins: ["EmbedAssets"]
        ),
        .executableTarget(
            name: "layoutshot-preview",
            dependencies: [
                "LayoutshotPreview", "LayoutshotCLI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Shared by every test target: fixed-size measurers, frame assertions.
        .target(
            name: "LayoutshotTestSupport",
            dependencies: ["LayoutshotCore", "LayoutshotLayout", "LayoutshotFixtures", "CPNG"],
            path: "Tests/LayoutshotTestSupport"
        ),
        .testTarget(
            name: "LayoutshotCoreTests", dependencies: ["LayoutshotCore", "LayoutshotTestSupport"]),
        .testTarget(
            name: "LayoutshotLayoutTests",
            dependencies: ["LayoutshotLayout", "LayoutshotFixtures", "LayoutshotTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LayoutshotFixturesTests",
            dependencies: ["LayoutshotFixtures", "LayoutshotTestSupport"]
        ),
        .testTarget(
            name: "LayoutshotTextTests",
            dependencies: ["LayoutshotText", "LayoutshotTestSupport", "CPangoCairo"]),
        .testTarget(
            name: "LayoutshotRenderTests",
            dependencies: [
                "LayoutshotRender", "LayoutshotSnapshot", "LayoutshotFiles",
                "LayoutshotTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LayoutshotDiffTests",
            dependencies: [
                "LayoutshotDiff", "LayoutshotRender", "LayoutshotSnapshot", "LayoutshotTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LayoutshotInspectTests",
            dependencies: ["LayoutshotInspect", "LayoutshotSnapshot", "LayoutshotTestSupport"]),
        .testTarget(
            name: "LayoutshotSnapshotTests",
            dependencies: ["LayoutshotSnapshot", "LayoutshotTestSupport"]),
        .testTarget(
            name: "LayoutshotTestingTests",
            dependencies: ["LayoutshotTesting", "LayoutshotTestSupport"]),
        .testTarget(
            name: "LayoutshotCLITests",
            dependencies: [
                "layoutshot", "LayoutshotCLI", "LayoutshotRender", "LayoutshotSnapshot",
                "LayoutshotFiles",
                "LayoutshotTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "LayoutshotPreviewTests",
            dependencies: [
                "LayoutshotPreview", "LayoutshotFixtures", "layoutshot-preview", "layoutshot",
                "LayoutshotTestSupport",
            ]
        ),
        .testTarget(
            name: "LayoutshotReportTests",
            dependencies: [
                "LayoutshotReport", "LayoutshotFiles", "layoutshot", "LayoutshotTestSupport",
            ]),
        .testTarget(
            name: "AsyncDisplayKitTests",
            dependencies: [
                "AsyncDisplayKit", "LayoutshotFixtures", "LayoutshotText", "LayoutshotRender",
                "LayoutshotSnapshot",
                "LayoutshotTestSupport",
            ],
            resources: [.copy("Fixtures")]
        ),
        // Texture app code is mostly Swift 5: the same API in Swift 5 language mode.
        .testTarget(
            name: "AsyncDisplayKitSwift5Tests",
            dependencies: ["AsyncDisplayKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "CSystemLibrariesTests", dependencies: ["CPangoCairo", "CPNG"]),
    ],
    swiftLanguageModes: [.v6]
)
