import Foundation
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

@testable import LayoutshotPreview

/// Every answer of the preview through `JSONOutputEncoder`: untrusted names (fixture ids, file
/// names, node ids, messages) come back as they went in, numbers JSON cannot say are `null`,
/// and an event's data stays on its one line.
struct PreviewJSONTests {
    /// Quotes, backslashes, line breaks and the end of a script element.
    static let hostile = "0/a \"quoted\" \\ back\nslash\r\n</script><script>alert(1)</script>.yaml"

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A card whose node id is hostile too; `extra` goes into the text node.
    static func card(extra: String = "") throws -> String {
        try CommandRunner.folder(with: [
            "card.yaml": """
            sizeRange: [200, 60]
            root:
              type: inset
              insets: 10
              child: {type: text, id: "a \\"b\\" \\\\ c\\n</script>", text: "Title"\(extra)}

            """
        ]).appendingPathComponent("card.yaml").path
    }

    @Test func aRenderCarriesHostileNamesBack() async throws {
        let answer = try Self.object(
            await PreviewRenderer().render(
                .init(
                    id: Self.hostile, file: try Self.card(), version: 7, width: nil, outlines: false
                )))
        #expect(answer["id"] as? String == Self.hostile)
        #expect(answer["ok"] as? Bool == true)
        let layout = try #require(answer["layout"] as? [String: Any])
        let title = try #require(
            ((layout["root"] as? [String: Any])?["children"] as? [[String: Any]])?.first)
        #expect(title["id"] as? String == "a \"b\" \\ c\n</script>")
    }

    @Test func aFailedRenderCarriesHostileNamesAndItsSourceLineBack() async throws {
        let file = try Self.card(extra: ", colour: \"</script>\\\\\"")
        let answer = try Self.object(
            await PreviewRenderer().render(
                .init(id: Self.hostile, file: file, version: 7, width: nil, outlines: false))
        )
        #expect(answer["id"] as? String == Self.hostile)
        #expect(answer["ok"] as? Bool == false)
        let error = try #require(answer["error"] as? [String: Any])
        #expect(
            error["source"] as? String
                == #"  child: {type: text, id: "a \"b\" \\ c\n</script>", text: "Title", colour: "</script>\\"}"#
        )
    }

    @Test func anExplanationCarriesHostileNamesBack() async throws {
        let node = "root.child\n\"</script>\\"
        let answer = try Self.object(
            await PreviewRenderer().explanation(
                .init(id: Self.hostile, file: try Self.card(), version: 2, node: node, width: nil)))
        #expect(answer["id"] as? String == Self.hostile)
        #expect(answer["node"] as? String == node)
        #expect(answer["ok"] as? Bool == false)
        #expect((answer["message"] as? String)?.contains(node) == true, "\(answer)")
    }

    @Test func theFixtureListCarriesHostileNamesBack() throws {
        let entry = FixtureCatalog.Entry(
            id: Self.hostile, group: "g\"\\\n", name: "</script>", path: "p\r\n", referenceBase: "p"
        )
        let answer = try Self.object(FixturesResponse([entry, entry]).json())
        let fixtures = try #require(answer["fixtures"] as? [[String: String]])
        #expect(fixtures.count == 2)
        #expect(
            fixtures[0] == [
                "id": Self.hostile, "group": "g\"\\\n", "name": "</script>", "path": "p\r\n",
            ])
    }

    @Test func breakpointsAndVariantsCarryHostileWordsBack() throws {
        let breakpoints = try Self.object(
            BreakpointsResponse(breakpoints: [.init(width: 240, changes: [Self.hostile])]).json())
        #expect(
            breakpoints["breakpoints"] as? [NSDictionary] == [
                ["width": 240, "changes": [Self.hostile]]
            ])
        let variants = try Self.object(
            VariantsResponse(variants: [.init(name: Self.hostile, ok: false, message: Self.hostile)]
            ).json())
        #expect(
            variants["variants"] as? [NSDictionary] == [
                ["name": Self.hostile, "ok": false, "message": Self.hostile]
            ])
    }

    @Test func numbersJSONCannotSayAreNull() {
        let answer = BreakpointsResponse(breakpoints: [
            .init(width: .infinity, changes: []), .init(width: -.infinity, changes: []),
            .init(width: .nan, changes: []), .init(width: 36.666666, changes: []),
        ])
        #expect(
            answer.json()
                == #"{"breakpoints": [{"width": null, "changes": []}, {"width": null, "changes": []}, "#
                + #"{"width": null, "changes": []}, {"width": 36.6667, "changes": []}]}"#)
    }

    @Test func aLayoutWithAFrameJSONCannotSayIsNamed() throws {
        let layout = Layout(
            type: "stack", frame: Rect(0, 0, 100, 50),
            children: [
                Layout(type: "box", id: "fine", frame: Rect(0, 0, 10, 10)),
                Layout(type: "box", id: "wide", frame: Rect(10, 0, .infinity, 10)),
            ])
        let error = try #require(layout.nonFiniteFrameError(scale: 2))
        #expect(error.path == "root.children[1]")
        #expect(error.id == "wide")
        #expect(
            error.message
                == "its frame (10, 0) inf × 10 is not finite; the preview sends frames as JSON, which has no infinity or NaN"
        )
        #expect(layout.children[0].nonFiniteFrameError(scale: 2) == nil)
    }

    @Test func aChangeEventIsOneDataLine() throws {
        let message = ServerSentEvent.change(id: Self.hostile, version: 4).message
        #expect(message.hasPrefix("event: change\ndata: {"))
        #expect(message.hasSuffix("}\n\n"))
        // EventSource ends a field at CR, LF or CRLF: the data must hold none of them.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[2].isEmpty && lines[3].isEmpty, "\(lines)")
        #expect(!message.contains("\r"))
        let answer = try Self.object(String(lines[1].dropFirst("data: ".count)))
        #expect(answer["id"] as? String == Self.hostile)
        #expect(answer["version"] as? Int == 4)
        #expect(ServerSentEvent.list(3).message == "event: list\ndata: {\"list\": 3}\n\n")
    }

    @Test func aNewStreamStartsWithTheRetryIntervalAndTheListVersion() async throws {
        let events = PreviewEvents()
        await events.listChanged()
        var stream = await events.subscribe().makeAsyncIterator()
        #expect(await stream.next() == "retry: 500\nevent: hello\ndata: {\"list\": 1}\n\n")
        await events.changed([Self.hostile])
        let change = try #require(await stream.next())
        #expect(change == ServerSentEvent.change(id: Self.hostile, version: 1).message)
        await events.finishAll()
    }
}
