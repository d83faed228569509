import Foundation
import LayoutshotCore
import LayoutshotFiles
import LayoutshotFixtures
import LayoutshotRender
import LayoutshotSnapshot
import LayoutshotTestSupport
import Testing

/// The gallery in `Snapshots/`: every fixture renders to exactly its committed references,
/// `<name>.png`, `<name>.svg` and `<name>.layout.json`, byte for byte: references are the same
/// files on every system (the portability check, `make portability`, records them on another
/// distribution and compares).
/// References change only when the run records (`LAYOUTSHOT_RECORD=all`, or `missing` for new
/// fixtures); on CI a missing reference fails.
struct GalleryTests {
    static let folder = PackageFolder.root.appendingPathComponent("Snapshots")

    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    static var record: String { ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] ?? "" }

    @Test func theGalleryCoversEverySpecAndTextFeature() throws {
        #expect(Self.fixtures.count >= 12)
        var types = Set<String>()
        for name in Self.fixtures {
            let text = try String(
                contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            for type in [
                "stack", "inset", "overlay", "background", "center", "relative", "ratio", "static",
                "absolute",
                "corner", "wrapper", "spacer", "box", "text", "image",
            ] where text.contains("type: \(type)") {
                types.insert(type)
            }
        }
        #expect(
            types.isSuperset(of: [
                "stack", "inset", "overlay", "background", "center", "relative", "ratio", "corner",
                "wrapper", "spacer", "box", "text", "image",
            ]))
        #expect(types.contains("absolute") || types.contains("static"))
    }

    @Test(arguments: fixtures)
    func fixtureMatchesItsReferences(name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        // A fixture with variants has references per variant: name@w320-dark.png, …
        let variants: [FixtureVariant?] =
            (try FixtureLoader.load(path: path).variants?.combinations).map { $0 } ?? [nil]
        for variant in variants {
            let fixture =
                try variant.map { try FixtureLoader.load(path: path, variant: $0) }
                ?? FixtureLoader.load(path: path)
            try matchesItsReferences(
                fixture, base: String(name.dropLast(5)) + (variant.map { "@" + $0.name } ?? ""))
        }
    }

    private func matchesItsReferences(_ fixture: Fixture, base baseName: String) throws {
        let name = baseName
        let renderer = try Renderer()
        let prepared = try renderer.prepare(fixture)
        let base = Self.folder.appendingPathComponent(baseName)

        try compare(
            LayoutDocument(prepared.layout, decisions: try renderer.decisions(in: prepared.scene))
                .sidecarBytes(),
            with: base.appendingPathExtension("layout.json"))
        try compare(try renderer.svg(of: prepared), with: base.appendingPathExtension("svg"))

        let pngURL = base.appendingPathExtension("png")
        let png = try renderer.png(of: prepared)
        guard let reference = FileManager.default.contents(atPath: pngURL.path) else {
            try recordMissing(png, at: pngURL)
            return
        }
        let (expected, text) = try PNGCodec.decode([UInt8](reference), file: pngURL.path)
        let actual = try renderer.image(of: prepared)
        let referenceRenderer = text["layoutshot:renderer"] ?? "none"
        let same = expected == actual
        // The same file on every system: its metadata (the fingerprint) is compared too.
        let sameFile = [UInt8](reference) == png
        if !sameFile && Self.record == "all" { try AtomicFile.write(png, to: pngURL.path) }
        #expect(
            !same || sameFile,
            """
            \(pngURL.lastPathComponent) has the pixels this renderer draws but other bytes (reference renderer: \
            \(referenceRenderer); this renderer: \(prepared.fingerprint)). Re-run with LAYOUTSHOT_RECORD=all to accept.
            """)
        #expect(
            same,
            """
            \(name) renders differently from \(pngURL.lastPathComponent) \
            (\(differingPixels(expected, actual)) pixels differ; reference renderer: \(referenceRenderer); \
            this renderer: \(prepared.fingerprint)). Re-run with LAYOUTSHOT_RECORD=all to accept.
            """)
    }

    private func compare(_ actual: [UInt8], with url: URL) throws {
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            try recordMissing(actual, at: url)
            return
        }
        let same = [UInt8](expected) == actual
        if !same && Self.record == "all" { try AtomicFile.write(actual, to: url.path) }
        #expect(
            same,
            "\(url.lastPathComponent) differs. Re-run with LAYOUTSHOT_RECORD=all to accept the change."
        )
    }

    private func recordMissing(_ bytes: [UInt8], at url: URL) throws {
        if Self.record == "all" || Self.record == "missing" {
            try AtomicFile.write(bytes, to: url.path)
        }
        Issue.record(
            "No reference \(url.lastPathComponent). Re-run with LAYOUTSHOT_RECORD=missing to record it."
        )
    }

    private func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> String {
        guard a.width == b.width, a.height == b.height else {
            return "all (\(a.width)x\(a.height) vs \(b.width)x\(b.height))"
        }
        var count = 0
        for index in stride(from: 0, to: a.pixels.count, by: 4)
        where a.pixels[index..<index + 4] != b.pixels[index..<index + 4] {
            count += 1
        }
        return String(count)
    }
}
