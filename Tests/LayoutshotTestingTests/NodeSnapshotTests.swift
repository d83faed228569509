import AsyncDisplayKit
import Foundation
import LayoutshotTesting
import Testing

/// `assertLayoutSnapshot(of: ASDisplayNode, …)`: Texture nodes snapshotted as they are written.
struct NodeSnapshotTests {
    /// A cell as an app writes it; `titleWidth` changes the title's width.
    final class BadgeCellNode: ASCellNode {
        let iconNode = ASDisplayNode()
        let titleNode = ASDisplayNode()
        let badgeNode = ASDisplayNode()

        init(titleWidth: CGFloat = 80) {
            super.init()
            automaticallyManagesSubnodes = true
            iconNode.backgroundColor = UIColor(red: 0.9, green: 0.22, blue: 0.21, alpha: 1)
            iconNode.cornerRadius = 6
            iconNode.style.preferredSize = CGSize(width: 12, height: 12)
            titleNode.backgroundColor = UIColor(white: 0.15, alpha: 1)
            titleNode.style.preferredSize = CGSize(width: titleWidth, height: 8)
            badgeNode.backgroundColor = .systemBlue
            badgeNode.style.preferredSize = CGSize(width: 16, height: 16)
        }

        override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
            let row = ASStackLayoutSpec(
                direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                children: [
                    iconNode, titleNode, ASLayoutSpec().styled { $0.flexGrow = 1 }, badgeNode,
                ])
            return ASInsetLayoutSpec(
                insets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), child: row)
        }
    }

    static let range = ASSizeRangeMake(
        CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity))

    @Test func aNodeIsRecordedThenMatches() throws {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: BadgeCellNode(), in: Self.range, named: "cell", record: .missing,
                snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix(
                "No reference was found on disk. Automatically recorded snapshot:")
                ?? false
        }
        #expect(
            SnapshotFolder.files(in: folder) == [
                "aNodeIsRecordedThenMatches.cell.layout.json",
                "aNodeIsRecordedThenMatches.cell.png",
            ])
        let png = try Data(
            contentsOf: URL(fileURLWithPath: folder + "/aNodeIsRecordedThenMatches.cell.png"))
        // 200 x 24 pt at @2x.
        #expect(png[16..<24].elementsEqual([0, 0, 1, 144, 0, 0, 0, 48]))
        let sidecar = try String(
            contentsOfFile: folder + "/aNodeIsRecordedThenMatches.cell.layout.json", encoding: .utf8
        )
        #expect(sidecar.contains("\n[\"BadgeCellNode\",null,0,0,200,24,"))
        #expect(sidecar.contains("\"titleNode\""))
        assertLayoutSnapshot(
            of: BadgeCellNode(), in: Self.range, named: "cell", record: .never,
            snapshotDirectory: folder)
    }

    @Test func aChangeIsNamedAfterTheNodesProperty() {
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: BadgeCellNode(), in: Self.range, named: "cell", record: .missing,
                snapshotDirectory: folder)
        }
        let captured = Captured()
        withKnownIssue {
            assertLayoutSnapshot(
                of: BadgeCellNode(titleWidth: 60), in: Self.range, named: "cell", record: .never,
                snapshotDirectory: folder)
        } matching: { issue in
            captured.set(issue.comments.first?.rawValue ?? "")
            return true
        }
        #expect(
            captured.value.hasPrefix(
                """
                Snapshot "aChangeIsNamedAfterTheNodesProperty.cell" does not match reference (geometry: `titleNode` width 80 → 60
                """))
    }

    @Test func misuseFailsTheAssertionWithWhatToChange() {
        let node = ASDisplayNode()
        node.layoutSpecBlock = { _, _ in ASRatioLayoutSpec(ratio: 0, child: ASDisplayNode()) }
        let folder = SnapshotFolder.make()
        withKnownIssue {
            assertLayoutSnapshot(
                of: node, in: Self.range, named: "bad", record: .missing, snapshotDirectory: folder)
        } matching: { issue in
            issue.comments.first?.rawValue == """
                Could not render the snapshot: ASDisplayNode's layout has a problem:
                - ASRatioLayoutSpec has the ratio 0.0: a ratio (height ÷ width) must be a positive number; 1 is used
                """
        }
        #expect(SnapshotFolder.files(in: folder).isEmpty)
    }
}
