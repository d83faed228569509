import LayoutshotCore
import LayoutshotLayout
import Testing

/// The engine reads a node's kind through the case it keeps beside the kind (`KindCode`): the
/// result's type names and paint order must follow the kind, also after the kind is changed.
struct KindCodeTests {
    @Test func theBuiltInKindsKeepTheirOrder() {
        #expect(
            KindDeclaration.allBuiltIn.map(\.typeName) == [
                "box", "text", "image", "spacer", "wrapper", "inset", "overlay", "background",
                "center", "relative",
                "ratio", "stack", "absolute", "corner",
            ])
    }

    @Test func aKindSetAfterTheNodeIsMadeIsTheOneLaidOut() {
        var child = LayoutNode(.box(BoxAppearance(color: .red)), id: "child")
        child.style.preferredSize = Size(10, 10)
        var node = LayoutNode(
            .wrapper, id: "spec", children: [child, LayoutNode(.box(BoxAppearance()), id: "back")])
        #expect(node.layout(in: .unconstrained).children.map(\.id) == ["child", "back"])

        node.kind = .background
        let layout = node.layout(in: .unconstrained)
        #expect(layout.type == "background")
        // A background spec paints its second child first.
        #expect(layout.children.map(\.id) == ["back", "child"])
        #expect(layout.children.map(\.type) == ["box", "box"])
    }

    @Test func aCustomSpecKeepsItsOwnName() {
        struct Column: CustomLayout {
            var typeName: String { "column" }
            func layout(
                _ children: inout LayoutChildren, in range: SizeRange, parentSize: ParentSize
            )
                -> CustomLayoutResult
            { CustomLayoutResult(size: range.min, positions: []) }
        }
        #expect(
            LayoutNode(.custom(Column())).layout(in: SizeRange(exactly: Size(5, 5))).type
                == "column")
    }
}
