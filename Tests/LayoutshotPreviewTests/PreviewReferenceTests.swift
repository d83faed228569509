import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// The preview finds and compares a fixture's reference as `layoutshot check` does (the same
/// `SnapshotCheck`, the same picture format, exactly; `--references`; `name@variant.png`): a
/// reference that passes `check` reads "identical" in the page, one that fails does not.
struct PreviewReferenceTests {
    /// The renderer tests' card: a title that wraps at narrow widths, in an inset.
    static let card = PreviewRendererTests.card
    static let variants = card + "variants: {width: [160, 240], appearance: [light, dark]}\n"

    /// A folder of `cards/card.yaml` and `cards/variants.yaml`, recorded by `layoutshot record`
    /// into `refs` (with `references`) or beside them, and passing `layoutshot check`.
    static func recorded(references: Bool) throws -> (folder: URL, catalog: FixtureCatalog) {
        let folder = try CommandRunner.folder(with: [
            "cards/card.yaml": card, "cards/variants.yaml": variants,
        ])
        let option = references ? ["--references", "refs"] : []
        if references {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("refs"), withIntermediateDirectories: true)
        }
        let record = try CommandRunner.run(["record", "cards"] + option, in: folder)
        #expect(record.status == 0, "\(record.stdout)\(record.stderr)")
        let check = try CommandRunner.run(["check", "cards"] + option, in: folder)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let catalog = try FixtureCatalog(
            paths: [folder.appendingPathComponent("cards").path],
            references: references ? folder.appendingPathComponent("refs").path : nil)
        return (folder, catalog)
    }

    static func reference(_ catalog: FixtureCatalog, _ id: String) async throws -> [String: Any]? {
        let (entry, file) = try catalog.resolve(id)
        let json = await PreviewRenderer().render(
            .init(
                id: id, file: file, version: 1, width: nil, outlines: false,
                referenceBase: entry.referenceBase))
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return answer["reference"] as? [String: Any]
    }

    static func variantReferences(_ catalog: FixtureCatalog, _ id: String) async throws -> [String?]
    {
        let (entry, file) = try catalog.resolve(id)
        let json = await PreviewRenderer().variants(file: file, referenceBase: entry.referenceBase)
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (answer["variants"] as? [[String: Any]] ?? []).map { $0["reference"] as? String }
    }

    @Test(arguments: [false, true])
    func aReferenceThatPassesCheckIsIdenticalInThePreview(references: Bool) async throws {
        let (folder, catalog) = try Self.recorded(references: references)
        let reference = try #require(try await Self.reference(catalog, "0/card.yaml"))
        #expect(reference["name"] as? String == "card.png")
        #expect(reference["differentPixels"] as? Int == 0)
        #expect(reference["note"] == nil && reference["diff"] == nil)
        #expect(
            try await Self.variantReferences(catalog, "0/variants.yaml") == [
                "variants@w160-light.png · identical", "variants@w160-dark.png · identical",
                "variants@w240-light.png · identical", "variants@w240-dark.png · identical",
            ])
        // A fixture with variants has no reference of its own: check records only its variants.
        #expect(try await Self.reference(catalog, "0/variants.yaml") == nil)
        let beside = FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("cards/card.png").path)
        #expect(beside == !references)
    }

    @Test func aReferenceThatFailsCheckDiffersInThePreview() async throws {
        let (folder, catalog) = try Self.recorded(references: true)
        for name in ["card", "variants"] {
            let file = folder.appendingPathComponent("cards/\(name).yaml")
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
                of: "narrow widths", with: "narrow sizes"
            )
            .write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(
            try CommandRunner.run(["check", "cards", "--references", "refs"], in: folder).status
                == 1)
        let reference = try #require(try await Self.reference(catalog, "0/card.yaml"))
        #expect((reference["differentPixels"] as? Int ?? 0) > 0)
        let diff = try #require(Data(base64Encoded: reference["diff"] as? String ?? ""))
        #expect(diff.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let variants = try await Self.variantReferences(catalog, "0/variants.yaml")
        #expect(variants.count == 4)
        #expect(variants.allSatisfy { $0?.hasSuffix("pixels differ") == true }, "\(variants)")
    }

    @Test func aMissingReferencesFolderIsRefused() throws {
        #expect(throws: PreviewError.self) {
            try FixtureCatalog(paths: ["."], references: "/nonexistent-refs")
        }
    }
}
