import Foundation
import LayoutshotTestSupport
@testable import LayoutshotPreview
import Testing

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
        let json = await PreviewRenderer().render(.init(id: "0/card.yaml", file: file, version: 3, width: width, outlines: false))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
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
        let answer = try await render(Self.card.replacingOccurrences(of: "id: title,", with: "id: title, colour: red,"))
        #expect(answer["ok"] as? Bool == false)
        let error = try #require(answer["error"] as? [String: Any])
        #expect(error["line"] as? Int == 5)
        #expect((error["location"] as? String)?.hasSuffix("card.yaml:5:34") == true, "\(error)")
        #expect((error["source"] as? String)?.contains("colour: red") == true)
        #expect((error["message"] as? String)?.contains("did you mean 'color'?") == true)
    }

    @Test func breakpointsAreFoundAcrossTheSliderRange() async throws {
        let folder = try CommandRunner.folder(with: ["card.yaml": Self.card])
        let json = await PreviewRenderer().breakpoints(file: folder.appendingPathComponent("card.yaml").path)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let breakpoints = try #require(answer["breakpoints"] as? [[String: Any]])
        #expect(!breakpoints.isEmpty)
        #expect(breakpoints.allSatisfy { ($0["changes"] as? [String])?.isEmpty == false })
    }
}
