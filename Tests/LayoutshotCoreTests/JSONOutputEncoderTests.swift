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

    @Test func objectsTakeTheirTypesLayout() throws {
        let header = Header(
            from: 1.5, to: 3, items: [Item(name: "a\"b", values: [36.666666, -0.0]), Item(name: "c", values: [])],
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
}
