import LayoutshotCore

extension LayoutStyle {
    /// The properties set away from Texture's defaults, in the order fixtures list them, named
    /// as fixtures and `ASLayoutElementStyle` name them: what a tool shows as "this node's style".
    ///
    /// ```swift
    /// var style = LayoutStyle()
    /// style.flexGrow = 1
    /// style.width = .fraction(0.5)
    /// style.changedProperties   // [("width", "50%"), ("flexGrow", "1")]
    /// ```
    public var changedProperties: [(name: String, value: String)] {
        let defaults = LayoutStyle()
        var changed: [(name: String, value: String)] = []
        func dimension(_ name: String, _ value: Dimension, _ initial: Dimension) {
            guard value != initial else { return }
            // Infinity as a fixture writes it (`maxWidth: .inf`).
            changed.append((name, value == .points(.infinity) ? ".inf" : value.description))
        }
        func number(_ name: String, _ value: Double, _ initial: Double) {
            if value != initial { changed.append((name, formatPoints(value))) }
        }
        dimension("width", width, defaults.width)
        dimension("height", height, defaults.height)
        dimension("minWidth", minWidth, defaults.minWidth)
        dimension("maxWidth", maxWidth, defaults.maxWidth)
        dimension("minHeight", minHeight, defaults.minHeight)
        dimension("maxHeight", maxHeight, defaults.maxHeight)
        number("spacingBefore", spacingBefore, defaults.spacingBefore)
        number("spacingAfter", spacingAfter, defaults.spacingAfter)
        number("flexGrow", flexGrow, defaults.flexGrow)
        number("flexShrink", flexShrink, defaults.flexShrink)
        dimension("flexBasis", flexBasis, defaults.flexBasis)
        if alignSelf != defaults.alignSelf { changed.append(("alignSelf", alignSelf.rawValue)) }
        number("ascender", ascender, defaults.ascender)
        number("descender", descender, defaults.descender)
        if layoutPosition != defaults.layoutPosition {
            changed.append(
                (
                    "layoutPosition",
                    "[\(formatPoints(layoutPosition.x)), \(formatPoints(layoutPosition.y))]"
                ))
        }
        return changed
    }
}
