extension Layout {
    /// How child `index` (in this layout's paint order) is named in a node path, the way
    /// fixture errors name it: `.child`, `.overlay`, `.background`, `.corner` or `.children[n]`.
    public func pathComponent(ofChild index: Int) -> String {
        // A background spec paints its background (element 1) first.
        let element = type == "background" && children.count == 2 ? 1 - index : index
        return Self.pathComponent(type: type, elementIndex: element)
    }

    /// How child `elementIndex` (in `LayoutNode.children` order) of an element of `type` is
    /// named in a node path.
    public static func pathComponent(type: String, elementIndex index: Int) -> String {
        switch type {
        case "inset", "center", "relative", "ratio": ".child"
        case "overlay": index == 0 ? ".child" : ".overlay"
        case "background": index == 0 ? ".child" : ".background"
        case "corner": index == 0 ? ".child" : ".corner"
        default: ".children[\(index)]"
        }
    }
}
