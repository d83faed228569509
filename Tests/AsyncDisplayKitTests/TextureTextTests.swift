import Foundation
import Testing

@testable import AsyncDisplayKit

/// `LAYOUTSHOT_FONT_PATH`, read once and checked (`FontPath`), and the measurers a pass borrows
/// (`TextureText`): a bad folder is an error naming the variable in the pass's problems, never
/// a trap or a font silently left out.
@Suite struct TextureTextTests {
    /// A fresh folder, removed after `body`.
    private func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontpath-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func unsetOrEmptyNamesNoFolder() throws {
        #expect(try FontPath(environment: [:]).folders == [])
        #expect(try FontPath(environment: ["LAYOUTSHOT_FONT_PATH": ""]).folders == [])
    }

    @Test func existingFoldersInTheVariablesOrderWithoutEmptyEntries() throws {
        try withFolder { first in
            try withFolder { second in
                let path = try FontPath(environment: ["LAYOUTSHOT_FONT_PATH": ":\(second):\(first)"]
                )
                #expect(path.folders == [second, first])
            }
        }
    }

    @Test func aMissingFolderIsAnErrorNamingTheVariable() throws {
        try withFolder { folder in
            let missing = folder + "/nowhere"
            #expect(
                throws: FontPathError(
                    folder: missing, position: 2, count: 2, reason: "does not exist")
            ) {
                try FontPath(environment: ["LAYOUTSHOT_FONT_PATH": "\(folder):\(missing)"])
            }
            let error = FontPathError(
                folder: missing, position: 2, count: 2, reason: "does not exist")
            #expect(
                error.description
                    == "LAYOUTSHOT_FONT_PATH: '\(missing)' (entry 2 of 2) does not exist. "
                    + "Set LAYOUTSHOT_FONT_PATH to existing folders of .ttf or .otf files, separated by ':'"
            )
        }
    }

    @Test func aFileIsNotAFolder() throws {
        try withFolder { folder in
            let file = folder + "/font.ttf"
            #expect(FileManager.default.createFile(atPath: file, contents: Data()))
            #expect(
                throws: FontPathError(
                    folder: file, position: 1, count: 1, reason: "is a file, not a folder")
            ) {
                try FontPath(environment: ["LAYOUTSHOT_FONT_PATH": file])
            }
        }
    }

    @Test func aPassWithABadFontPathReportsItAndGoesOn() throws {
        let text = TextureText(environment: ["LAYOUTSHOT_FONT_PATH": "/layoutshot-no-such-folder"])
        #expect(text.fonts == nil)
        let node = ASTextNode()
        node.attributedText = NSAttributedString(string: "Hello")
        let range = ASSizeRangeMake(.zero, CGSize(width: 200, height: 100))
        let result = TexturePass.run(node, in: range, parentSize: nil, scale: 2, text: text)
        #expect(
            result.problems == [
                "text cannot be measured: LAYOUTSHOT_FONT_PATH: '/layoutshot-no-such-folder' "
                    + "(entry 1 of 1) does not exist. Set LAYOUTSHOT_FONT_PATH to existing folders of .ttf or .otf files, separated by ':'"
            ])
    }

    @Test func aPassHoldsItsMeasurerAloneAndGivesItBack() throws {
        let text = TextureText(environment: [:])
        #expect(text.unavailable == nil)
        let outer = text.withMeasurer { outer, _ in
            // A pass inside a pass (a text node's calculateSizeThatFits) gets a measurer of its own.
            let inner = text.withMeasurer { inner, _ in inner.map(ObjectIdentifier.init) }
            #expect(inner != nil && inner != outer.map(ObjectIdentifier.init))
            return outer.map(ObjectIdentifier.init)
        }
        // The next pass gets the measurer given back last, with its warm cache.
        let next = text.withMeasurer { measurer, _ in measurer.map(ObjectIdentifier.init) }
        #expect(outer != nil && next == outer)
    }
}
