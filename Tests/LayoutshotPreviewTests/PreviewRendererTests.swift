import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// What the page receives: the picture and the layout, or the error with its line.
struct PreviewRendererTests {
    static let card = """
        sizeRange: {min: [200, 0], max: [200, .inf]}
        root:
          type: inset
          insets: 10
          child: {type: text, id: title, text: "A title that wraps at narrow widths", font: "DejaVu Sans 14"}

        """

    func render(_ text: String, width: Double? = nil) async throws -> [String: Any] {
        let folder = try CommandRunner.folder(with: ["card.yaml": text])
        let file = folder.appendingPathComponent("card.yaml").path
        let json = await PreviewRenderer().render(
            .init(id: "0/card.yaml", file: file, version: 3, width: width, outlines: false))
        return try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aGoodFixtureGivesAPNGAndRootSpaceFrames() async throws {
        let answer = try await render(Self.card)
        #expect(answer["ok"] as? Bool == true)
        #expect(answer["version"] as? Int == 3)
        #expect(answer["width"] as? Double == 200)
        let png = try #require(Data(base64Encoded: answer["png"] as? String ?? ""))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let layout = try #require(answer["layout"] as? [String: Any])
        let root = try #require(layout["root"] as? [String: Any])
        let title = try #require((root["children"] as? [[String: Any]])?.first)
        #expect(title["id"] as? String == "title")
        #expect((title["frame"] as? [Double])?.prefix(2) == [10, 10])
        #expect(answer["reference"] is NSNull)
    }

    @Test func theSliderWidthRelaysOut() async throws {
        let answer = try await render(Self.card, width: 120)
        #expect(answer["width"] as? Double == 120)
        #expect(answer["defaultWidth"] as? Double == 200)
    }

    @Test func anErrorCarriesItsLocationAndLine() async throws {
        let answer = try await render(
            Self.card.replacingOccurrences(of: "id: title,", with: "id: title, colour: red,"))
        #expect(answer["ok"] as? Bool == false)
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["line"] as? Int == 5)
        #expect((error["location"] as? String)?.hasSuffix("card.yaml:5:34") == true, "\(error)")
        #expect((error["source"] as? String)?.contains("colour: red") == true)
        #expect((error["message"] as? String)?.contains("did you mean 'color'?") == true)
    }

    @Test func stylesAreKeyedByThePagesLayoutPaths() async throws {
        // A background spec lists its background first in the layout: its style must follow it.
        let answer = try await render(
            """
            sizeRange: [200, 100]
            root:
              type: stack
              children:
                - {type: box, id: fixed, preferredSize: [40, 40]}
                - type: background
                  flexGrow: 1
                  child: {type: box, id: front, spacingBefore: 3}
                  background: {type: box, id: behind, alignSelf: center}

            """)
        let styles = try #require(answer["styles"] as? [String: String])
        #expect(
            styles == [
                "root.0": "width 40 · height 40", "root.1": "flexGrow 1",
                "root.1.0": "alignSelf center", "root.1.1": "spacingBefore 3",
            ])
        let layout = try #require(answer["layout"] as? [String: Any])
        let background = try #require(
            (layout["root"] as? [String: Any])?["children"] as? [[String: Any]])[1]
        let behind = try #require((background["children"] as? [[String: Any]])?.first)
        #expect(behind["id"] as? String == "behind")
    }

    @Test func variantsAreDrawnEachAtItsOwnSize() async throws {
        let folder = try CommandRunner.folder(with: [
            "card.yaml": Self.card + """
                variants: {width: [160, 240], appearance: [light, dark]}

                """
        ])
        let json = await PreviewRenderer().variants(
            file: folder.appendingPathComponent("card.yaml").path)
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let variants = try #require(answer["variants"] as? [[String: Any]])
        #expect(
            variants.map { $0["name"] as? String } == [
                "w160-light", "w160-dark", "w240-light", "w240-dark",
            ])
        #expect(variants.allSatisfy { $0["ok"] as? Bool == true })
        #expect(variants.map { ($0["size"] as? [Double])?.first } == [160, 160, 240, 240])
        let png = try #require(Data(base64Encoded: variants[0]["png"] as? String ?? ""))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func aFixtureWithoutVariantsHasNone() async throws {
        let folder = try CommandRunner.folder(with: ["card.yaml": Self.card])
        let json = await PreviewRenderer().variants(
            file: folder.appendingPathComponent("card.yaml").path)
        #expect(json == "{\"variants\": []}")
    }

    @Test func breakpointsAreFoundAcrossTheSliderRange() async throws {
        let folder = try CommandRunner.folder(with: ["card.yaml": Self.card])
        let json = await PreviewRenderer().breakpoints(
            file: folder.appendingPathComponent("card.yaml").path)
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let breakpoints = try #require(answer["breakpoints"] as? [[String: Any]])
        #expect(!breakpoints.isEmpty)
        #expect(breakpoints.allSatisfy { ($0["changes"] as? [String])?.isEmpty == false })
    }
}
