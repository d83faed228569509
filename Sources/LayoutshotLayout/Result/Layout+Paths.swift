extension Layout {
    /// How child `index` (in this layout's paint order) is named in a node path, the way
    /// fixture errors name it: `.child`, `.overlay`, `.background`, `.corner` or `.children[n]`.
    public func pathComponent(ofChild index: Int) -> String {
        // A background spec paints its background (element 1) first.
        let element = KindDeclaration.paintOrder(
            index, among: children.count,
            paintsSecondChildFirst:
                LayoutNode.Kind.declaration(ofType: type)?.paintsSecondChildFirst ?? false)
        return Self.pathComponent(type: type, elementIndex: element)
    }

    /// How child `elementIndex` (in `LayoutNode.children` order) of an element of `type` is
    /// named in a node path.
    public static func pathComponent(type: String, elementIndex index: Int) -> String {
        (LayoutNode.Kind.declaration(ofType: type)?.children ?? .list).pathComponent(index)
    }
}
