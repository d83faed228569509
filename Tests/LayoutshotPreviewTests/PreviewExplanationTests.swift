import Foundation
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// The explanation panel's data: each node's path as explanations name it, and the steps of the
/// selected one at the slider's width, as `layoutshot explain --json` gives them.
struct PreviewExplanationTests {
    static let card = """
        sizeRange: {min: [200, 0], max: [200, .inf]}
        root:
          type: background
          child:
            type: inset
            insets: 10
            child: {type: text, id: title, text: "A title that wraps at narrow widths", font: "DejaVu Sans 14"}
          background: {type: box, id: fill, color: "#EEEEEE"}

        """

    static func folder() throws -> String {
        try CommandRunner.folder(with: ["card.yaml": Self.card]).appendingPathComponent("card.yaml")
            .path
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// The page's request for the explanation of `node` in the card at `width`, as JSON.
    static func explanation(of node: String, width: Double?, version: Int) async throws -> [String:
        Any]
    {
        let file = try folder()
        return try object(
            await PreviewRenderer().explanation(
                .init(id: "0/card.yaml", file: file, version: version, node: node, width: width)))
    }

    @Test func theRenderNamesEachNodeAsExplanationsDo() async throws {
        let file = try Self.folder()
        let answer = try Self.object(
            await PreviewRenderer().render(
                .init(
                    id: "0/card.yaml", file: file, version: 1,
                    width: nil, outlines: false)))
        // A background spec lists its background first in the layout, the page's `root.0`.
        #expect(
            answer["nodePaths"] as? [String: String] == [
                "root": "root", "root.0": "root.background", "root.1": "root.child",
                "root.1.0": "root.child.child",
            ])
    }

    @Test func aNodeIsExplainedAtTheSlidersWidth() async throws {
        let answer = try await Self.explanation(of: "root.child.child", width: 120, version: 2)
        #expect(answer["ok"] as? Bool == true && answer["version"] as? Int == 2)
        let explanation = try #require(answer["explanation"] as? [String: Any])
        #expect(explanation["node"] as? String == "`title`")
        #expect(explanation["path"] as? String == "root.child.child")
        #expect((explanation["frame"] as? [Double])?.prefix(3) == [10, 10, 100])
        let steps = try #require(explanation["steps"] as? [[String: Any]])
        #expect(
            steps.first?["says"] as? String
                == "`background` at root is laid out in 120 × 0…∞; percentages resolve against 120 × undefined."
        )
        #expect(steps.contains { $0["rule"] as? String == "text.size" })
    }

    @Test func aNodeGoneAfterASaveSaysSo() async throws {
        let answer = try await Self.explanation(
            of: "root.child.children[4]", width: nil, version: 3)
        #expect(answer["ok"] as? Bool == false)
        #expect(
            (answer["message"] as? String)?.hasPrefix(
                "no node 'root.child.children[4]' in the layout") == true,
            "\(answer)")
    }
}
