import Foundation
import LayoutshotCore
import Testing

/// The one JSON writer of every output: its line layouts, its numbers and its empty containers.
struct JSONOutputEncoderTests {
    struct Item: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine
        var name: String
        var values: [Double]
        var note: String?
    }

    struct Header: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.scalarsShareALine
        var from: Double
        var to: Int
        var items: [Item]
        var done: Bool
    }

    struct Plain: Encodable {
        var size: [Double]
        var items: [Item]
    }

    /// An item on one line that holds an object of a style of its own.
    struct Issue: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.oneLine
        var node: String
        var detail: Detail?
        var plain: Plain
    }

    struct Detail: JSONOutputStyled {
        static let jsonOutputStyle = JSONOutputStyle.memberPerLine
        var path: String
        var items: [Item]
    }

    @Test func objectsTakeTheirTypesLayout() throws {
        let header = Header(
            from: 1.5, to: 3,
            items: [Item(name: "a\"b", values: [36.666666, -0.0]), Item(name: "c", values: [])],
            done: true)
        #expect(
            try JSONOutputEncoder().string(of: header) == """
                {
                  "from": 1.5, "to": 3,
                  "items": [
                    {"name": "a\\"b", "values": [36.6667, 0]},
                    {"name": "c", "values": []}
                  ],
                  "done": true
                }

                """)
    }

    @Test func emptyContainersAreOneTokenExceptAsTheDocument() throws {
        #expect(
            try JSONOutputEncoder().string(of: Plain(size: [1, 2], items: []))
                == "{\n  \"size\": [1, 2],\n  \"items\": []\n}\n")
        #expect(try JSONOutputEncoder().string(of: [Item]()) == "[\n]\n")
    }

    /// A type's own style holds inside a one-line object: its members break lines, indented
    /// from the line it starts on; an object of no style stays on the line.
    @Test func aStyledObjectKeepsItsStyleInsideAOneLineObject() throws {
        let issues = [
            Issue(
                node: "b", detail: Detail(path: "root", items: [Item(name: "c", values: [1])]),
                plain: Plain(size: [2], items: [])),
            Issue(
                node: "d", detail: nil, plain: Plain(size: [], items: [Item(name: "e", values: [])])
            ),
        ]
        #expect(
            try JSONOutputEncoder().string(of: issues) == """
                [
                  {"node": "b", "detail": {
                    "path": "root",
                    "items": [
                      {"name": "c", "values": [1]}
                    ]
                  }, "plain": {"size": [2], "items": []}},
                  {"node": "d", "plain": {"size": [], "items": [{"name": "e", "values": []}]}}
                ]

                """)
    }

    /// A number that must not be rounded to 4 decimals is written in full and reads back the
    /// same; one JSON cannot hold is `null`, as every number.
    @Test func anExactNumberIsWrittenInFull() throws {
        struct Share: Encodable {
            var rounded: Double
            var exact: JSONExactNumber
        }
        let oneInAMillion = 1.0 / 1_218_000
        let text = try JSONOutputEncoder().string(
            of: Share(rounded: oneInAMillion, exact: JSONExactNumber(oneInAMillion)))
        #expect(text == "{\n  \"rounded\": 0,\n  \"exact\": 8.210180623973727e-07\n}\n")
        let read = try JSONDecoder().decode([String: Double].self, from: Data(text.utf8))
        #expect(read["exact"] == oneInAMillion)
        #expect(
            try JSONOutputEncoder().string(of: [JSONExactNumber(.infinity), JSONExactNumber(0.5)])
                == "[null, 0.5]\n")
    }

    /// JSON has no infinity or NaN: the writer says `null` for them, so a reader takes the document.
    @Test func numbersJSONCannotHoldAreNull() throws {
        let text = try JSONOutputEncoder().string(of: [.infinity, -.infinity, .nan, 2.5])
        #expect(text == "[null, null, null, 2.5]\n")
        #expect(
            try JSONDecoder().decode([Double?].self, from: Data(text.utf8)) == [nil, nil, nil, 2.5])
    }
}
