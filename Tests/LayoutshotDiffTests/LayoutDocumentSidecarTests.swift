import Foundation
import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout
import Testing

/// The version-2 sidecar: one line a node, decisions on it, read back to the same layout and
/// decisions; other versions refused by name; no bytes crash the reader.
struct LayoutDocumentSidecarTests {
    static let range = SizeRange(min: Size(100, 0), max: Size(100, .infinity))

    static var node: LayoutNode {
        Inset(.all(4)) {
            Stack(.horizontal, spacing: 2) {
                Box(.red).preferredSize(20, 10).id("a")
                Box(.blue).preferredSize(30, 10).flexGrow(1)
            }
        }.node
    }

    static var document: LayoutDocument {
        LayoutDocument(node.layout(in: range), decisions: node.decisions(in: range))
    }

    @Test func theSidecarIsOneLineANodeWithItsDecisions() {
        #expect(
            String(decoding: Self.document.sidecarBytes(), as: UTF8.self) == """
                {"sidecar":2,"size":[100,18],"nodes":[
                ["inset",null,0,0,100,18,1,[[0,"root.range",{"range":[100,0,100,"inf"]}],[0,"style.ignored",{"range":[100,0,100,"inf"]}],[0,"inset.size",{"size":[100,18]}]]],
                ["stack",null,4,4,92,10,2,[[0,"inset.range",{"range":[92,0,92,"inf"],"bottom":4,"left":4,"right":4,"top":4}],[1,"style",{"range":[92,0,92,"inf"]}],[1,"stack.size",{"size":[92,10]}],[0,"inset.position",{"offset":[4,4]}]]],
                ["box","a",0,0,20,10,0,[[1,"stack.base",{"base":20}],[1,"stack.grow",{"flexGrow":0,"flexGrowSum":1,"freeSpace":40,"sum":52}],[1,"stack.cross",{"lineCross":10}],[1,"stack.range",{"range":[0,10,"inf",10]}],[2,"style",{"range":[20,10,20,10],"height":10,"width":20}],[2,"box.size",{"size":[20,10]}],[1,"stack.position",{"offset":[0,0],"crossOffset":0,"justifyOffset":0,"lineStart":0}]]],
                ["box",null,22,0,70,10,0,[[1,"stack.base",{"base":30}],[1,"stack.grow",{"flexGrow":1,"flexGrowSum":1,"flexed":70,"freeSpace":40,"share":40,"sum":52}],[1,"stack.cross",{"lineCross":10}],[1,"stack.range",{"range":[70,10,70,10]}],[3,"style",{"range":[70,10,70,10],"height":10,"width":30}],[3,"box.size",{"size":[70,10]}],[1,"stack.position",{"offset":[22,0],"crossOffset":0,"justifyOffset":0,"lineStart":0}]]]
                ]}

                """)
    }

    @Test func aSidecarReadsBackToItsLayoutAndDecisions() throws {
        let document = Self.document
        let read = try LayoutDocument.read(document.sidecarBytes(), file: "row.layout.json")
        #expect(read.root == document.root && read.size == document.size)
        // A sidecar keeps the numbers, not the sentences nor the range each step starts from.
        let unsaid = document.decisions?.nodes.map { node in
            LayoutDecisions.Node(
                path: node.path,
                steps: node.steps.map { step in
                    var step = step
                    (step.says, step.from) = ("", nil)
                    return step
                })
        }
        #expect(read.decisions?.nodes == unsaid)
        #expect(
            try LayoutDocument.read(LayoutDocument(document.root).sidecarBytes(), file: "x")
                .decisions == nil)
    }

    /// A newer sidecar asks for a newer Layoutshot; one of version 1 (`{"size", "root", "why"}`,
    /// before this one) is recorded again.
    @Test func aSidecarOfAnotherVersionIsRefusedNamingTheFile() {
        let newer = LayoutDocument.DecodingError(
            file: "Snapshots/card.layout.json",
            reason:
                "sidecar version 3, but this Layoutshot reads version 2: update Layoutshot, or record the "
                + "reference again")
        #expect(throws: newer) {
            try LayoutDocument.read(
                Array("{\"sidecar\": 3, \"size\": [1, 1], \"nodes\": []}".utf8),
                file: "Snapshots/card.layout.json")
        }
        #expect(
            newer.description
                == "Snapshots/card.layout.json: not a layout document: sidecar version 3, but this Layoutshot reads "
                + "version 2: update Layoutshot, or record the reference again")
        let older = LayoutDocument.DecodingError(
            file: "card.layout.json",
            reason:
                "sidecar version 1, but this Layoutshot reads version 2: record the reference again"
        )
        #expect(throws: older) {
            try LayoutDocument.read(
                Array(LayoutDocumentSidecarTests.node.layout(in: Self.range).jsonDocument().utf8),
                file: "card.layout.json")
        }
    }

    @Test func aSidecarWithoutASizeTakesTheRoots() throws {
        let document = "{\"sidecar\": 2, \"nodes\": [[\"box\", \"a\", 0, 0, 10, 20, 0]]}"
        let read = try LayoutDocument.read(Array(document.utf8), file: "x.layout.json")
        #expect(
            read.root == Layout(type: "box", id: "a", frame: Rect(0, 0, 10, 20))
                && read.size == Size(10, 20))
        #expect(read.decisions == nil)
    }

    @Test(arguments: [
        (
            "{\"sidecar\": 2}",
            "expected \"nodes\": [[type, id, x, y, width, height, children, steps], …]"
        ),
        (
            "{\"sidecar\": 2, \"nodes\": [[\"box\", null, 0, 0, 1]]}",
            "node 0 is not [type, id, x, y, width, height, children, steps]"
        ),
        (
            "{\"sidecar\": 2, \"nodes\": [[\"box\", null, 0, 0, 1, 1, 1]]}",
            "the nodes end before the tree does"
        ),
        (
            "{\"sidecar\": 2, \"nodes\": [[\"box\", null, 0, 0, 1, 1, 0], [\"box\", null, 0, 0, 1, 1, 0]]}",
            "node 1 is after the whole tree"
        ),
    ])
    func sidecarProblemsAreSaid(document: String, reason: String) {
        #expect(throws: LayoutDocument.DecodingError(file: "x.layout.json", reason: reason)) {
            try LayoutDocument.read(Array(document.utf8), file: "x.layout.json")
        }
    }

    /// Sidecars come from pull requests: every prefix of one, every byte of it changed, and a
    /// tree 100,000 deep are read or refused, never a crash.
    @Test func noBytesCrashTheReader() throws {
        let bytes = Self.document.sidecarBytes()
        var refused = 0
        // Every prefix but the one without the last newline.
        for end in 0..<bytes.count - 1
        where (try? LayoutDocument.read(Array(bytes[..<end]), file: "x")) == nil {
            refused += 1
        }
        #expect(refused == bytes.count - 1)
        // What reads writes a sidecar that reads back and writes the same bytes (the fuzz target's invariant).
        var read = 0
        for index in bytes.indices {
            for byte: UInt8 in [0x30, 0x5B, 0x5D, 0x22, 0x2C, 0x00, 0x2D, 0x65] {
                var changed = bytes
                changed[index] = byte
                guard let document = try? LayoutDocument.read(changed, file: "x") else { continue }
                read += 1
                let written = document.sidecarBytes()
                #expect(try LayoutDocument.read(written, file: "x").sidecarBytes() == written)
            }
        }
        #expect(read > 0)
        let deep =
            "{\"sidecar\": 2, \"nodes\": ["
            + String(repeating: "[\"box\", null, 0, 0, 1, 1, 1], ", count: 100_000)
            + "[\"box\", null, 0, 0, 1, 1, 0]]}"
        #expect(
            throws: LayoutDocument.DecodingError(
                file: "x", reason: "node 1000 is nested over 1,000 deep")
        ) {
            try LayoutDocument.read(Array(deep.utf8), file: "x")
        }
    }
}
