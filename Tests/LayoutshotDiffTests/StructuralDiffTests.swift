import LayoutshotCore
import LayoutshotDiff
import LayoutshotLayout
import Testing

/// Layout changes in words, per node.
struct StructuralDiffTests {
    func row(
        titleWidth: Double = 180, iconX: Double = 12, badge: Bool = false,
        wrapperType: String = "stack"
    ) -> Layout {
        var children = [
            Layout(type: "box", id: "icon", frame: Rect(iconX, 8, 40, 40)),
            Layout(type: "text", id: "title", frame: Rect(60, 8, titleWidth, 20)),
            Layout(type: "spacer", frame: Rect(240, 28, 0, 0)),
        ]
        if badge { children.append(Layout(type: "box", id: "badge", frame: Rect(300, 4, 20, 20))) }
        return Layout(
            type: "inset", frame: Rect(0, 0, 320, 56),
            children: [
                Layout(type: wrapperType, id: "row", frame: Rect(0, 0, 320, 56), children: children)
            ])
    }

    @Test func sameLayoutsHaveNoChanges() {
        #expect(StructuralDiff.changes(from: row(), to: row()).isEmpty)
    }

    @Test func resizedMovedAddedRemovedAndRetypedNodes() {
        #expect(
            StructuralDiff.changes(from: row(), to: row(titleWidth: 176)).map(\.description) == [
                "`title` width 180 → 176"
            ])
        #expect(
            StructuralDiff.changes(from: row(), to: row(iconX: 14)).map(\.description) == [
                "`icon` moved (12, 8) → (14, 8)"
            ])
        #expect(
            StructuralDiff.changes(from: row(), to: row(badge: true)).map(\.description) == [
                "`badge` added at (300, 4, 20, 20)"
            ])
        #expect(
            StructuralDiff.changes(from: row(badge: true), to: row()).map(\.description) == [
                "`badge` removed"
            ])
        #expect(
            StructuralDiff.changes(from: row(), to: row(wrapperType: "wrapper")).map(\.description)
                == ["`row` is a wrapper, was a stack"])
    }

    @Test func nodesWithoutIdsAreNamedByTypeAndPath() {
        var moved = row()
        moved.children[0].children[2].frame.origin.x = 250
        #expect(
            StructuralDiff.changes(from: row(), to: moved).map(\.description)
                == ["`spacer` at root.child.children[2] moved (240, 28) → (250, 28)"])
    }

    @Test func childrenMovingWithTheirParentAreNotReported() {
        var shifted = row()
        shifted.children[0].frame.origin.y = 10
        #expect(
            StructuralDiff.changes(from: row(), to: shifted).map(\.description) == [
                "`row` moved (0, 0) → (0, 10)"
            ])
    }

    @Test func sizesInBothAxes() {
        var taller = row()
        taller.children[0].children[1].frame.size.height = 40
        #expect(
            StructuralDiff.changes(from: row(), to: taller).map(\.description) == [
                "`title` height 20 → 40"
            ])
        taller.children[0].children[1].frame.size.width = 100
        #expect(
            StructuralDiff.changes(from: row(), to: taller).map(\.description) == [
                "`title` size 180x20 → 100x40"
            ])
    }

    @Test func sidecarPrecisionIsNotAChange() throws {
        var precise = row()
        precise.children[0].children[1].frame.origin.y = 8.000_01
        #expect(StructuralDiff.changes(from: row(), to: precise).isEmpty)
        let document = LayoutDocument(row()).sidecarBytes()
        #expect(try LayoutDocument.read(document, file: "row.layout.json").root == row())
    }

    @Test func corruptSidecarsAreErrors() {
        #expect(
            throws: LayoutDocument.DecodingError(
                file: "x.layout.json",
                reason: "expected {\"sidecar\":3,\"size\":[w,h],\"nodes\":[…]}")
        ) {
            try LayoutDocument.read(Array("[1, 2]".utf8), file: "x.layout.json")
        }
    }
}
