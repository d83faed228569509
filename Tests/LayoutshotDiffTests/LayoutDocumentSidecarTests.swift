import Foundation
import LayoutshotCore
import LayoutshotLayout
import LayoutshotTestSupport
import Testing

@testable import LayoutshotDiff

/// The version-3 sidecar: one line a node, decisions on it less the numbers the sidecar already
/// says, read back to the same layout and decisions as version 2, which still reads; other
/// versions refused by name; no bytes crash the reader.
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

    /// Left out: a size or offset that is the row's, a style's range that is the one handed
    /// down, a stack's line numbers that are the item before's (`SidecarOmission`).
    @Test func theSidecarIsOneLineANodeWithItsDecisions() {
        #expect(
            String(decoding: Self.document.sidecarBytes(), as: UTF8.self) == """
                {"sidecar":3,"size":[100,18],"nodes":[
                ["inset",null,0,0,100,18,1,[[0,"root.range",{"range":[100,0,100,"inf"]}],[0,"style.ignored"],[0,"inset.size"]]],
                ["stack",null,4,4,92,10,2,[[0,"inset.range",{"range":[92,0,92,"inf"],"bottom":4,"left":4,"right":4,"top":4}],[1,"style"],[1,"stack.size"],[0,"inset.position"]]],
                ["box","a",0,0,20,10,0,[[1,"stack.base",{"base":20}],[1,"stack.grow",{"flexGrow":0,"flexGrowSum":1,"freeSpace":40,"sum":52}],[1,"stack.cross",{"lineCross":10}],[1,"stack.range",{"range":[0,10,"inf",10]}],[2,"style",{"range":[20,10,20,10],"height":10,"width":20}],[2,"box.size"],[1,"stack.position",{"crossOffset":0,"justifyOffset":0,"lineStart":0}]]],
                ["box",null,22,0,70,10,0,[[1,"stack.base",{"base":30}],[1,"stack.grow",{"flexGrow":1,"flexed":70,"share":40}],[1,"stack.cross"],[1,"stack.range",{"range":[70,10,70,10]}],[3,"style",{"height":10,"width":30}],[3,"box.size"],[1,"stack.position",{"crossOffset":0}]]]
                ]}

                """)
    }

    /// Version 2 wrote every number: the same document, as the version-2 writer wrote it.
    static let versionTwo = """
        {"sidecar":2,"size":[100,18],"nodes":[
        ["inset",null,0,0,100,18,1,[[0,"root.range",{"range":[100,0,100,"inf"]}],[0,"style.ignored",{"range":[100,0,100,"inf"]}],[0,"inset.size",{"size":[100,18]}]]],
        ["stack",null,4,4,92,10,2,[[0,"inset.range",{"range":[92,0,92,"inf"],"bottom":4,"left":4,"right":4,"top":4}],[1,"style",{"range":[92,0,92,"inf"]}],[1,"stack.size",{"size":[92,10]}],[0,"inset.position",{"offset":[4,4]}]]],
        ["box","a",0,0,20,10,0,[[1,"stack.base",{"base":20}],[1,"stack.grow",{"flexGrow":0,"flexGrowSum":1,"freeSpace":40,"sum":52}],[1,"stack.cross",{"lineCross":10}],[1,"stack.range",{"range":[0,10,"inf",10]}],[2,"style",{"range":[20,10,20,10],"height":10,"width":20}],[2,"box.size",{"size":[20,10]}],[1,"stack.position",{"offset":[0,0],"crossOffset":0,"justifyOffset":0,"lineStart":0}]]],
        ["box",null,22,0,70,10,0,[[1,"stack.base",{"base":30}],[1,"stack.grow",{"flexGrow":1,"flexGrowSum":1,"flexed":70,"freeSpace":40,"share":40,"sum":52}],[1,"stack.cross",{"lineCross":10}],[1,"stack.range",{"range":[70,10,70,10]}],[3,"style",{"range":[70,10,70,10],"height":10,"width":30}],[3,"box.size",{"size":[70,10]}],[1,"stack.position",{"offset":[22,0],"crossOffset":0,"justifyOffset":0,"lineStart":0}]]]
        ]}

        """

    @Test func versionTwoReadsToTheSameDecisionsAsVersionThree() throws {
        #expect(Self.document.sidecarBytes(version: 2) == Array(Self.versionTwo.utf8))
        let two = try LayoutDocument.read(Array(Self.versionTwo.utf8), file: "row.layout.json")
        let three = try LayoutDocument.read(Self.document.sidecarBytes(), file: "row.layout.json")
        #expect(two.root == three.root && two.size == three.size)
        #expect(two.decisions != nil && two.decisions == three.decisions)
    }

    /// A step without a number its rule always has, where the reader finds one, says so with
    /// `null`; a style without a range before it in its row keeps its own.
    @Test func aStepWithoutANumberItsRuleImpliesReadsBackWithout() throws {
        let layout = Layout(type: "box", id: "a", frame: Rect(0, 0, 10, 20))
        let steps = [
            ExplanationStep(
                by: "`a`", rule: .style, says: "", range: SizeRange(exactly: Size(10, 20))),
            ExplanationStep(by: "`a`", rule: .boxSize, says: ""),
            ExplanationStep(by: "`a`", rule: .styleIgnored, says: ""),
        ]
        let document = LayoutDocument(
            layout, decisions: LayoutDecisions(nodes: [.init(path: "root", steps: steps)]))
        let bytes = document.sidecarBytes()
        #expect(
            String(decoding: bytes, as: UTF8.self) == """
                {"sidecar":3,"size":[10,20],"nodes":[
                ["box","a",0,0,10,20,0,[[0,"style",{"range":[10,20,10,20]}],[0,"box.size",{"size":null}],[0,"style.ignored",{"range":null}]]]
                ]}

                """)
        #expect(
            try LayoutDocument.read(bytes, file: "a.layout.json").decisions == document.decisions)
    }

    /// Every fixture of the gallery, written as version 3 and as version 2, reads to the same
    /// layout, decisions and explanations: a left-out number is rebuilt exactly.
    @Test(arguments: GalleryDocuments.names)
    func everyGalleryLayoutReadsTheSameFromBothVersions(name: String) throws {
        for document in try GalleryDocuments.documents(of: name) {
            let three = try LayoutDocument.read(document.sidecarBytes(), file: name)
            let two = try LayoutDocument.read(document.sidecarBytes(version: 2), file: name)
            #expect(three.root == two.root && three.size == two.size)
            let decisions = try #require(three.decisions)
            #expect(decisions == two.decisions)
            for node in decisions.nodes {
                #expect(
                    decisions.steps(explaining: node.path)
                        == two.decisions?.steps(explaining: node.path))
            }
            #expect(document.sidecarBytes().count < document.sidecarBytes(version: 2).count)
        }
    }

    /// A reference the version-2 writer recorded (the fuzz corpus keeps one) reads to the same
    /// document as the gallery's version-3 reference of that fixture.
    @Test func aRecordedVersionTwoReferenceReadsAsItsVersionThree() throws {
        let root = PackageFolder.root
        let two = try Data(
            contentsOf: root.appendingPathComponent(
                "Fuzz/Corpus/sidecar/list-cell-ratio.v2.layout.json"))
        let three = try Data(
            contentsOf: root.appendingPathComponent("Snapshots/list-cell-ratio.layout.json"))
        #expect(two.starts(with: Array("{\"sidecar\":2,".utf8)))
        #expect(three.starts(with: Array("{\"sidecar\":3,".utf8)))
        let old = try LayoutDocument.read([UInt8](two), file: "list-cell-ratio.v2.layout.json")
        let new = try LayoutDocument.read([UInt8](three), file: "list-cell-ratio.layout.json")
        #expect(old.root == new.root && old.size == new.size)
        #expect(old.decisions != nil && old.decisions == new.decisions)
        // Written again, the old one is the new one byte for byte.
        #expect(old.sidecarBytes() == [UInt8](three))
    }

    /// A version-3 row with a value missing or of the wrong kind is refused, naming the node,
    /// though its steps leave numbers out for the row to give; a step whose number cannot be
    /// found (no range before a style) or is `null` where none is left out reads no decisions.
    @Test func aVersionThreeRowThatIsNotOneIsRefused() throws {
        let steps = "[[0,\"root.range\",{\"range\":[10,20,10,20]}],[0,\"style\"],[0,\"box.size\"]]"
        for row in [
            "[\"box\",null,0,0,\"10\",20,0,\(steps)]", "[\"box\",null,0,0,20,0,\(steps)]",
            "[\"box\",null,0,null,10,20,0,\(steps)]", "[\"box\",null,0,0,10,20,\(steps)]",
        ] {
            #expect(
                throws: LayoutDocument.DecodingError(
                    file: "x",
                    reason: "node 0 is not [type, id, x, y, width, height, children, steps]")
            ) {
                try LayoutDocument.read(
                    Array("{\"sidecar\":3,\"nodes\":[\(row)]}".utf8), file: "x")
            }
        }
        func read(steps: String) throws -> LayoutDocument {
            try LayoutDocument.read(
                Array("{\"sidecar\":3,\"nodes\":[[\"box\",null,0,0,10,20,0,\(steps)]]}".utf8),
                file: "x")
        }
        let given = try read(steps: steps).decisions?.nodes.first?.steps
        #expect(
            given?.map(\.size) == [nil, nil, Size(10, 20)]
                && given?[1].range == SizeRange(exactly: Size(10, 20)))
        let styleFirst = try read(steps: "[[0,\"style\"],[0,\"box.size\"]]").decisions?.nodes.first
        #expect(
            styleFirst?.steps.map(\.range) == [nil, nil]
                && styleFirst?.steps.map(\.size) == [nil, Size(10, 20)])
        for unreadable in [
            "[[0,\"stack.base\",{\"base\":null}]]", "[[0,\"box.size\",{\"size\":[null,1]}]]",
            "[[0,\"box.size\",{\"size\":[10]}]]",
        ] {
            let document = try read(steps: unreadable)
            #expect(document.root.frame == Rect(0, 0, 10, 20) && document.decisions == nil)
        }
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
    /// before version 2) is recorded again.
    @Test func aSidecarOfAnotherVersionIsRefusedNamingTheFile() {
        let newer = LayoutDocument.DecodingError(
            file: "Snapshots/card.layout.json",
            reason:
                "sidecar version 4, but this Layoutshot reads versions 2 and 3: update Layoutshot, or "
                + "record the reference again")
        #expect(throws: newer) {
            try LayoutDocument.read(
                Array("{\"sidecar\": 4, \"size\": [1, 1], \"nodes\": []}".utf8),
                file: "Snapshots/card.layout.json")
        }
        #expect(
            newer.description
                == "Snapshots/card.layout.json: not a layout document: sidecar version 4, but this Layoutshot reads "
                + "versions 2 and 3: update Layoutshot, or record the reference again")
        let older = LayoutDocument.DecodingError(
            file: "card.layout.json",
            reason:
                "sidecar version 1, but this Layoutshot reads versions 2 and 3: record the reference again"
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
        for bytes in [Self.document.sidecarBytes(), Array(Self.versionTwo.utf8)] {
            var refused = 0
            // Every prefix but the one without the last newline.
            for end in 0..<bytes.count - 1
            where (try? LayoutDocument.read(Array(bytes[..<end]), file: "x")) == nil {
                refused += 1
            }
            #expect(refused == bytes.count - 1)
            // What reads writes a sidecar that reads back and writes the same bytes (the fuzz
            // target's invariant).
            var read = 0
            for index in bytes.indices {
                for byte: UInt8 in [0x30, 0x5B, 0x5D, 0x22, 0x2C, 0x00, 0x2D, 0x65] {
                    var changed = bytes
                    changed[index] = byte
                    guard let document = try? LayoutDocument.read(changed, file: "x") else {
                        continue
                    }
                    read += 1
                    let written = document.sidecarBytes()
                    #expect(try LayoutDocument.read(written, file: "x").sidecarBytes() == written)
                }
            }
            #expect(read > 0)
        }
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
