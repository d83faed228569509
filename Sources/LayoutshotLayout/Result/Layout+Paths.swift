extension Layout {
    /// How child `index` (in this layout's paint order) is named in a node path, the way
    /// fixture errors name it: `.child`, `.overlay`, `.background`, `.corner` or `.children[n]`.
    public func pathComponent(ofChild index: Int) -> String {
        switch type {
        case "inset", "center", "relative", "ratio": ".child"
        case "overlay": index == 0 ? ".child" : ".overlay"
        // A background spec paints its background first.
        case "background": index == 0 ? ".background" : ".child"
        case "corner": index == 0 ? ".child" : ".corner"
        default: ".children[\(index)]"
        }
    }
}
